/**
 * What visitors come for next (docs/product.md §14), in the default build made on the fixture's
 * today (tests/fixtures/content-dir.ts): the choice of whose tax dates to see (without
 * JavaScript, from the keyboard, without CSS :has()) with the count of its dates under it, the
 * what-to-bring checklist, directions, the closures ahead. Which dates a choice holds, and how
 * each is listed, is tests/unit/tax-dates.test.tsx's; these read the page for what that gives on
 * the fixture.
 */
import type { Page } from "@playwright/test";

import { officeDateAt } from "~/lib/hours.ts";
import {
  datesFor,
  feedUrls,
  type TaxDateChoice,
  taxDateChoices,
  taxDatesShown,
} from "~/lib/tax-calendars.ts";

import { FIXTURE_NOW } from "../fixtures/content-dir.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { fixture } from "./site.ts";

const { taxDates: texts } = fixture.resources;
const SITE_URL = "https://www.example.com";
const today = officeDateAt(new Date(FIXTURE_NOW), fixture.hours.timeZone);
const shown = taxDatesShown(fixture.taxDates, today);
const entriesOf = (days: typeof shown.next) =>
  days.flatMap((day) => day.entries.map((shownEntry) => shownEntry.entry));
const [next, later] = [entriesOf(shown.next), entriesOf(shown.later)];
const employers = taxDateChoices.find((choice) => choice.id === "employers");

/** The line under the choice: how many days of dates it shows (the rest of the season's too). */
function countLine(id: TaxDateChoice["id"]) {
  const count = [...shown.next, ...shown.later].filter((day) => day.choices.includes(id)).length;
  const audience = taxDateChoices.find((choice) => choice.id === id)?.audience ?? "";
  const name = `${audience.charAt(0).toLowerCase()}${audience.slice(1)}`;
  return `${count} ${count === 1 ? texts.dateFor : texts.datesFor} ${name}`;
}

const taxDatesRegion = (page: Page) => page.getByRole("region", { name: texts.heading });

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("choosing Employers shows only their dates and their feed, by the keyboard too", async ({
    page,
  }) => {
    await page.goto("/Resources");
    const dates = taxDatesRegion(page);
    const choice = dates.getByRole("group", { name: texts.chooseLegend });
    await expect(choice.getByRole("radio", { name: texts.allDates })).toBeChecked();
    await choice.getByRole("radio", { name: texts.allDates }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(choice.getByRole("radio", { name: taxDateChoices[1]?.audience })).toBeFocused();
    await expect(choice.getByRole("radio", { name: taxDateChoices[1]?.audience })).toBeChecked();

    await choice.getByText(employers?.audience ?? "", { exact: true }).click();
    await expect(choice.getByText(countLine("employers"), { exact: true })).toBeVisible();
    await dates.getByText(texts.laterSummary).click();
    const theirs = datesFor("employers", [...next, ...later]);
    for (const entry of [...next, ...later]) {
      // Its line: the authority, then the title.
      const text = dates.getByText(`${entry.authority}${entry.title}`, { exact: true });
      if (theirs.includes(entry)) await expect(text).toBeVisible();
      else await expect(text).toBeHidden();
    }
    // The calendar links follow the choice: one pair, the employers' feed.
    const feed = feedUrls(SITE_URL, employers?.path ?? "");
    await expect(dates.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      feed.subscribe,
    );
    await expect(dates.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      feed.download,
    );
  });

  test("a choice with nothing in one part says so there", async ({ page }) => {
    const [id] = shown.noneLater;
    const quiet = taxDateChoices.find((choice) => choice.id === id);
    if (!quiet?.audience) throw new Error("The fixture has no audience without later dates");
    await page.goto("/Resources");
    const dates = taxDatesRegion(page);
    await dates.getByText(quiet.audience, { exact: true }).click();
    await expect(dates.getByRole("heading", { level: 3 })).toHaveCount(
      shown.next.filter((day) => day.choices.includes(quiet.id)).length,
    );
    await expect(dates.getByText(countLine(quiet.id), { exact: true })).toBeVisible();
    await dates.getByText(texts.laterSummary).click();
    await expect(dates.getByText(texts.noneLater)).toBeVisible();
    await expect(dates.getByText(texts.noneUpcoming)).toBeHidden();
  });
});

test("without CSS :has(), every feed's pair of links shows, each under its audience's name", async ({
  page,
}) => {
  await page.goto("/Resources");
  const dates = taxDatesRegion(page);
  const subscribe = dates.getByRole("link", { name: "Subscribe" });
  const pairOf = (name: string) =>
    dates
      .getByRole("paragraph")
      .filter({ has: page.getByRole("link", { name: "Download" }) })
      .filter({ has: page.getByText(`${name}:`, { exact: true }) });
  // With :has(), the chosen feed's pair only, under its name.
  await expect(subscribe).toHaveCount(1);
  await expect(pairOf(texts.allDates)).toBeVisible();
  // A browser without :has() drops every rule that uses it: remove them from the page's styles.
  const removed = await page.evaluate(() => {
    let count = 0;
    const drop = (rules: CSSStyleSheet | CSSGroupingRule) => {
      for (let index = rules.cssRules.length - 1; index >= 0; index -= 1) {
        const rule = rules.cssRules[index];
        if (rule instanceof CSSStyleRule && rule.selectorText.includes(":has(")) {
          rules.deleteRule(index);
          count += 1;
        } else if (rule instanceof CSSGroupingRule) drop(rule);
      }
    };
    for (const sheet of document.styleSheets) drop(sheet);
    return count;
  });
  expect(removed).toBeGreaterThan(0);
  await expect(subscribe).toHaveCount(taxDateChoices.length);
  for (const feed of taxDateChoices) {
    const pair = pairOf(feed.audience ?? texts.allDates);
    await expect(pair.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      feedUrls(SITE_URL, feed.path).subscribe,
    );
    // Google Calendar's subscribe address for each feed (its form: tests/unit/tax-calendar.test.ts).
    await expect(pair.getByRole("link", { name: texts.subscribeGoogle })).toHaveAttribute(
      "href",
      feedUrls(SITE_URL, feed.path).google,
    );
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // axe runs as a script, so with JavaScript on: the page itself has none either way.
  test("a choice, with the rest of the season open, has no WCAG 2.2 AA violations", async ({
    page,
  }) => {
    await page.goto("/Resources");
    const dates = taxDatesRegion(page);
    await dates.getByText(employers?.audience ?? "", { exact: true }).click();
    await dates.getByText(texts.laterSummary).click();
    await expect(dates.getByText(datesFor("employers", later)[0]?.title ?? "")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("Planning has a what-to-bring checklist that prints without the header, menu and footer", async ({
  page,
}) => {
  await page.goto("/Planning");
  const { checklist: list } = fixture.planning;
  const checklist = page.getByRole("region", { name: list.heading });
  for (const group of list.groups) {
    await expect(checklist.getByRole("heading", { name: group.title })).toBeVisible();
    for (const item of group.items) await expect(checklist.getByText(item)).toBeVisible();
  }
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(checklist).toBeVisible();
});

test("without a street, Contact Us links a map of the town, says so, and embeds no map", async ({
  page,
}) => {
  await page.goto("/ContactUs");
  // The fixture names no street: the link says what it opens (docs/product.md §19).
  expect(fixture.site.address.street).toBe("");
  const directions = page.getByRole("link", {
    name: `${fixture.contactUs.townMapAction} (opens in a new tab)`,
  });
  await expect(directions).toContainText(/map of/i);
  await expect(page.getByRole("link", { name: /^Get directions/ })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  // Its address and the structured data's: tests/unit/street-address.test.ts.
});

test("the hours table and the structured data carry the upcoming closures", async ({ page }) => {
  const upcoming = fixture.hours.closures.filter(
    (closure) => (closure.lastDay || closure.date) >= today,
  );
  await page.goto("/ContactUs");
  for (const closure of upcoming.slice(0, 3)) {
    await expect(page.getByText(`${closure.name}:`, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText(upcoming[3]?.name ?? "")).toHaveCount(0);
  // A closure before the build's day is gone.
  await expect(page.getByText("Fixture past closure")).toHaveCount(0);
  for (const path of ["/", "/ContactUs"]) {
    await page.goto(path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as { specialOpeningHoursSpecification: Record<string, string>[] };
    expect(data.specialOpeningHoursSpecification).toEqual(
      upcoming.map((closure) => ({
        "@type": "OpeningHoursSpecification",
        name: closure.name,
        validFrom: closure.date,
        validThrough: closure.lastDay || closure.date,
        opens: "00:00",
        closes: "00:00",
      })),
    );
  }
});
