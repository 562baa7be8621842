/**
 * Next year's tax dates, at the top of /admin/'s lists (docs/product.md §27): the proposed dates
 * waiting for the owner's review, how many, or, from TAX_DATES_NOTICE_DAYS before an authority's
 * last listed date, that the next ones are coming (the daily job proposes them); with a link to
 * the Tax dates entry. Read from the saved file (after sign-in): the build's own dates leave out
 * those waiting for review (build-tools/content-plugin.ts); from them only when it cannot be read.
 */
import { createRoot } from "react-dom/client";
import { taxDates } from "virtual:content";
import { cmsFiles } from "virtual:cms-files";
import { cms } from "virtual:config";

import { formatIsoDate } from "~/rules/calendar-day.ts";
import { authoritiesRunningShort, TAX_DATES_NOTICE_DAYS } from "~/rules/tax-dates-horizon.ts";
import type { TaxDate } from "~/schemas/data-files.ts";
import { siteNow } from "~/shared/clock.ts";

import { savedFile } from "./publish-status.tsx";

/** What the owner is told of next year's dates on a day, if anything. */
export function taxDatesNotice(dates: readonly TaxDate[], today: string): string | undefined {
  const waiting = dates.filter((date) => date.needsReview).length;
  if (waiting > 0) {
    return `${waiting} proposed tax date${waiting === 1 ? " waits" : "s wait"} for your review: the site shows ${waiting === 1 ? "it" : "them"} once you have checked ${waiting === 1 ? "it" : "them"} and published.`;
  }
  const short = authoritiesRunningShort(dates, today, TAX_DATES_NOTICE_DAYS);
  if (short.length === 0) return undefined;
  const ends = new Intl.ListFormat("en-US").format(
    short.map(({ authority, last }) => `${formatIsoDate(last)} for ${authority}`),
  );
  return `Next year's tax dates are coming: the listed ones end ${ends}. The site proposes the next ones by itself, each marked for your review here.`;
}

/** Puts the notice at the top of /admin/'s lists, when there is one, as Decap draws them. */
export async function showTaxDatesNotice(): Promise<void> {
  const file = cmsFiles.find(({ name }) => name === "taxDates");
  if (!file) return;
  const saved = await savedFile(cms, file.file);
  const dates = await import("yaml")
    .then(({ parse }) => saved && (parse(saved.text) as { dates?: TaxDate[] } | null)?.dates)
    .catch(() => undefined);
  const words = taxDatesNotice(dates ?? taxDates, siteNow().toISOString().slice(0, 10));
  if (!words) return;
  const host = document.createElement("div");
  host.id = "site-tax-dates";
  createRoot(host).render(
    <p className="site-tax-dates" role="status">
      {words} <a href={`#/collections/${file.collection}/entries/${file.name}`}>Open Tax dates</a>
    </p>,
  );
  // After the launch checklist, which puts itself first (launch-checklist.tsx).
  new MutationObserver(() => {
    const main = document.querySelector("#nc-root > header + div");
    if (!main) host.remove();
    else if (host.parentNode !== main) main.prepend(host);
  }).observe(document.body, { childList: true, subtree: true });
}
