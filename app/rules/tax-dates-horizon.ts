/**
 * The tax dates over time (docs/product.md §14): a static page shows the dates from the day it was
 * built on, and the site is rebuilt daily, so past dates drop off. The calendar feeds keep the
 * whole season. Pure: the day is always an argument.
 */
import type { Authority } from "./business-days.ts";
import { addDays, datedFrom, formatIsoDate } from "./calendar-day.ts";

/** An entry of tax-dates.yaml, as much as these rules read of it. */
type TaxDate = { date: string; authority: Authority; needsReview?: boolean };

/** How far ahead the published dates must reach before the reminder to review grows urgent. */
const TAX_DATES_HORIZON_DAYS = 90;

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
    .map(([authority, last]) => ({ authority, last }));
}

/**
 * The authorities whose published (reviewed) dates reach less than TAX_DATES_HORIZON_DAYS ahead
 * while proposed ones wait: her review grows urgent.
 */
export function shortWhileWaiting(dates: readonly TaxDate[], today: string): ShortAuthority[] {
  const waiting = datedFrom(
    dates.filter((entry) => entry.needsReview),
    today,
  );
  return authoritiesRunningShort(
    dates.filter((entry) => !entry.needsReview),
    today,
  ).filter(({ authority }) => waiting.some((entry) => entry.authority === authority));
}

/**
 * What the owner hears of her tax dates on a day (docs/product.md §27): reminders, never a stop.
 * From TAX_DATES_NOTICE_DAYS before an authority's last listed date (a proposed one counts), that
 * next year's are due to be proposed; while proposed dates wait, that she reviews them; and again,
 * nearer, once fewer than TAX_DATES_HORIZON_DAYS of an authority's published dates remain.
 */
export function taxDatesReminders(dates: readonly TaxDate[], today: string): string[] {
  const waiting = datedFrom(
    dates.filter((entry) => entry.needsReview),
    today,
  );
  const due = authoritiesRunningShort(dates, today, TAX_DATES_NOTICE_DAYS).map(
    ({ authority, last }) =>
      `${authority}'s listed tax dates ${last < today ? "ended" : "end"} on ${formatIsoDate(last)}: next year's are due. The daily rebuild proposes them by itself (or run npm run tax-dates:propose); then review them in /admin/ under Tax dates.`,
  );
  const nearer = shortWhileWaiting(dates, today).map(
    ({ authority, last }) =>
      `The Resources page and the calendar feeds run out of ${authority} dates after ${formatIsoDate(last)}: review its proposed dates before then.`,
  );
  const review =
    waiting.length > 0
      ? [
          `${waiting.length} proposed tax dates wait for your review: in /admin/, open Tax dates, compare each with IRS Publication 509 and the Ohio and RITA calendars, and switch off "Needs your review". No page or calendar feed shows them until then.`,
        ]
      : [];
  return [...review, ...nearer, ...due];
}
