/**
 * The tax dates over time (docs/product.md §14): a static page shows the dates from the day it was
 * built on, and the site is rebuilt daily, so past dates drop off. The calendar feeds keep the
 * whole season. Pure: the day is always an argument.
 */
import type { Authority } from "./business-days.ts";
import { addDays } from "./calendar-day.ts";

/** An entry of tax-dates.yaml, as much as these rules read of it. */
type TaxDate = { date: string; authority: Authority; source: string };

/** How far ahead the list must reach before the build asks for the next season's dates. */
export const TAX_DATES_HORIZON_DAYS = 90;

/**
 * From how many days before an authority's last listed date the owner hears of next year's dates
 * (docs/product.md §27): in /admin/ and by the daily job, while the rules propose them.
 */
export const TAX_DATES_NOTICE_DAYS = 150;

/** An authority whose last listed date is less than the horizon ahead. */
export interface ShortAuthority {
  authority: TaxDate["authority"];
  /** Its last listed date. */
  last: string;
  /** Where the entries on that date came from. */
  sources: string[];
}

/** The authorities whose dates reach less than `horizonDays` past `today`, soonest first. */
export function authoritiesRunningShort(
  dates: readonly TaxDate[],
  today: string,
  horizonDays = TAX_DATES_HORIZON_DAYS,
): ShortAuthority[] {
  const horizon = addDays(today, horizonDays);
  const lastDates = new Map<TaxDate["authority"], string>();
  for (const { authority, date } of dates) {
    if (date > (lastDates.get(authority) ?? "")) lastDates.set(authority, date);
  }
  return [...lastDates]
    .filter(([, last]) => last < horizon)
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([authority, last]) => ({
      authority,
      last,
      sources: [
        ...new Set(
          dates
            .filter((entry) => entry.authority === authority && entry.date === last)
            .map((entry) => entry.source),
        ),
      ],
    }));
}

/**
 * The build's warning when fewer than 90 days of dates remain for an authority, naming what to
 * add and where the last dates came from; undefined when every authority reaches far enough.
 */
export function taxDatesRunningOut(
  dates: readonly TaxDate[],
  today: string,
  horizonDays = TAX_DATES_HORIZON_DAYS,
): string | undefined {
  const short = authoritiesRunningShort(dates, today, horizonDays);
  if (short.length === 0) return undefined;
  const lines = short.map(({ authority, last, sources }) =>
    last < today
      ? `  - ${authority}: every date has passed (the last was ${last}). Add the coming season's dates (last checked in: ${sources.join("; ")}).`
      : `  - ${authority}: the last date is ${last}. Add the dates after it (last checked in: ${sources.join("; ")}).`,
  );
  return [
    `content/tax-dates.yaml: fewer than ${horizonDays} days of tax dates remain after ${today} (until ${addDays(today, horizonDays)}):`,
    ...lines,
    "  The site still builds; add the next dates in the CMS (Tax dates) so the Resources page never runs dry.",
  ].join("\n");
}
