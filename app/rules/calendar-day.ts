/**
 * Calendar days as "YYYY-MM-DD" strings: a due date or a closure is a day on the calendar, not
 * an instant, so no time zone applies (UTC is only the arithmetic's frame). Pure.
 * Beside the data: the schema checks due dates with it, and lib/ formats them with it.
 */

/** A calendar date as "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`;

/** A day of any year as "MM-DD" (the tax season's bounds). */
export type MonthDay = `${number}-${number}`;

const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): IsoDate {
  const date = atUtcMidnight(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10) as IsoDate;
}

let weekdayFormat: Intl.DateTimeFormat | undefined;
let longDateFormat: Intl.DateTimeFormat | undefined;

/** "Tuesday" from "2028-01-18". */
export function weekdayOf(day: string): string {
  weekdayFormat ??= new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
  return weekdayFormat.format(atUtcMidnight(day));
}

/** "Thursday, April 15, 2027" from "2027-04-15". */
export function formatIsoDate(day: string): string {
  longDateFormat ??= new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return longDateFormat.format(atUtcMidnight(day));
}

/** "Friday, November 27" from "2026-11-27": a day of the coming weeks, its year understood. */
export const formatNearDay = (day: string) => formatIsoDate(day).replace(/, \d{4}$/, "");

let shortDayFormat: Intl.DateTimeFormat | undefined;

/** "Wed, Sep 30" from "2026-09-30": a near day where a phone's select has room for no more. */
export function formatShortNearDay(day: string): string {
  shortDayFormat ??= new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return shortDayFormat.format(atUtcMidnight(day));
}

/** Entries dated on or after a day, in their order: what is still to come on that day. */
export function datedFrom<T extends { date: string }>(entries: readonly T[], day: string): T[] {
  return entries.filter((entry) => entry.date >= day);
}

/** Whether a name is a time zone this browser (or Node) knows, such as "America/New_York". */
export function isTimeZone(name: unknown): name is string {
  return typeof name === "string" && Intl.supportedValuesOf("timeZone").includes(name);
}
