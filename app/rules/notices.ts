/**
 * What the site says of closures and notices on a given day (docs/product.md §18: "closures close the
 * office everywhere; notices can end on a date"). A closure is one day or a span of days; on
 * those days the office is closed ("Open now" says so), and its message, when it has one, shows
 * at the top of every page from a week before its first day until its last. The owner's notice
 * shows until its last day, when it has one. The pages are built each day, so what has ended
 * drops off with the next day's build. Pure, beside the data: the schema's hints and the pages
 * read the same rules.
 */
import { addDays } from "./calendar-day.ts";

/** How many days before a closure its message starts to show. */
export const CLOSURE_NOTICE_DAYS = 7;

/** A closure's days: its first, and its last when it spans several. */
export interface ClosureDays {
  date: string;
  /** Empty or missing: the closure is one day. */
  lastDay?: string;
}

/** The last day of a closure ("YYYY-MM-DD"). */
export const lastDayOf = (closure: ClosureDays): string => closure.lastDay || closure.date;

/** Whether the office is closed on a day ("YYYY-MM-DD") for a closure. */
export const isClosedOn = (day: string, closure: ClosureDays): boolean =>
  day >= closure.date && day <= lastDayOf(closure);

/** The closure the office is closed for on a day, if any. */
export function closureOn<T extends ClosureDays>(
  day: string,
  closures: readonly T[],
): T | undefined {
  return closures.find((closure) => isClosedOn(day, closure));
}

/** The first day a closure's message shows at the top of every page. */
export const messageShownFrom = (closure: ClosureDays): string =>
  addDays(closure.date, -CLOSURE_NOTICE_DAYS);

/** The closures whose message shows on a day, the soonest first. */
export function closuresAnnouncedOn<T extends ClosureDays & { message?: string }>(
  day: string,
  closures: readonly T[],
): T[] {
  return closures
    .filter(
      (closure) =>
        !!closure.message && day >= messageShownFrom(closure) && day <= lastDayOf(closure),
    )
    .toSorted((a, b) => a.date.localeCompare(b.date));
}

/** Whether the owner's notice shows on a day: it has a text and its last day has not passed. */
export const isNoticeShownOn = (day: string, notice: { text: string; lastDay?: string }) =>
  notice.text !== "" && (!notice.lastDay || day <= notice.lastDay);
