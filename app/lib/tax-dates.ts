/**
 * The tax dates over time (PRODUCT.md §14): a static page shows the dates from the day it was
 * built on, and the site is rebuilt daily, so past dates drop off. The calendar file keeps the
 * whole season. Pure: the day is always an argument.
 */
import type { TaxDate } from "~/content/schema";
import { addDays } from "~/content/calendar-day";

/** How far ahead the list must reach before the build asks for the next season's dates. */
const TAX_DATES_HORIZON_DAYS = 90;

/**
 * The build's warning when fewer than 90 days of dates remain for an authority, naming what to
 * add and where the last dates came from; undefined when every authority reaches far enough.
 */
export function taxDatesRunningOut(
  dates: readonly TaxDate[],
  today: string,
  horizonDays = TAX_DATES_HORIZON_DAYS,
): string | undefined {
  const horizon = addDays(today, horizonDays);
  const lastDates = new Map<string, string>();
  for (const { authority, date } of dates) {
    if (date > (lastDates.get(authority) ?? "")) lastDates.set(authority, date);
  }
  const short = [...lastDates]
    .filter(([, last]) => last < horizon)
    .sort(([, a], [, b]) => a.localeCompare(b));
  if (short.length === 0) return undefined;
  const lines = short.map(([authority, last]) => {
    const lastEntries = dates.filter(
      (entry) => entry.authority === authority && entry.date === last,
    );
    const sources = [...new Set(lastEntries.map((entry) => entry.source))].join("; ");
    return last < today
      ? `  - ${authority}: every date has passed (the last was ${last}). Add the coming season's dates (last checked in: ${sources}).`
      : `  - ${authority}: the last date is ${last}. Add the dates after it (last checked in: ${sources}).`;
  });
  return [
    `content/tax-dates.yaml: fewer than ${horizonDays} days of tax dates remain after ${today} (until ${horizon}):`,
    ...lines,
    "  The site still builds; add the next dates in the CMS (Tax dates) so the Resources page never runs dry.",
  ].join("\n");
}
