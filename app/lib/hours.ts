/**
 * Pure office-hours logic. The clock is always an argument; the time zone is named once,
 * in `content/hours.ts`, and its rules are applied here, so "open now" is right wherever the
 * visitor is.
 */
import { openingHours, type OpeningHours, type Weekday, weekdays } from "~/content/hours";
import type { MonthDay } from "~/lib/read-config";

export interface OfficeClock {
  weekday: Weekday;
  /** Minutes since midnight, office time. */
  minutes: number;
  monthDay: MonthDay;
}

const HOUR_MS = 60 * 60 * 1000;

/** Midnight UTC of the nth Sunday of a month (0-based month). */
function nthSundayOf(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1));
}

/**
 * The office's wall clock at an instant: a Date whose UTC fields read the office's local
 * date and time. OFFICE_TIME_ZONE is US Eastern Time: UTC−5, and UTC−4 from 2:00 on the second
 * Sunday of March to 2:00 on the first Sunday of November (the rule since 2007). Computed, not
 * asked of Intl: a browser's first date or number formatter loads locale data for some 20 ms
 * (80 on a phone), longer than the contact page may keep the main thread (docs/decisions/0006).
 * A unit test compares it with Intl's America/New_York for every hour of 2007 to 2040.
 */
function officeWallClock(instant: Date): Date {
  const year = instant.getUTCFullYear();
  const daylightFrom = nthSundayOf(year, 2, 2) + 7 * HOUR_MS; // 2:00 EST
  const daylightUntil = nthSundayOf(year, 10, 1) + 6 * HOUR_MS; // 2:00 EDT
  const time = instant.getTime();
  const offsetHours = time >= daylightFrom && time < daylightUntil ? -4 : -5;
  return new Date(time + offsetHours * HOUR_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The office's local weekday, time and date at an instant (daylight saving included). */
export function officeClockAt(instant: Date): OfficeClock {
  const local = officeWallClock(instant);
  return {
    weekday: weekdays[(local.getUTCDay() + 6) % 7] as Weekday,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    monthDay: `${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}` as MonthDay,
  };
}

/** Whether a day falls in the tax-season window (inclusive; a window may wrap the year). */
export function isInTaxSeason(day: MonthDay, season: { start: MonthDay; end: MonthDay }): boolean {
  return season.start <= season.end
    ? day >= season.start && day <= season.end
    : day >= season.start || day <= season.end;
}

/** A calendar date as "YYYY-MM-DD". */
export type IsoDate = `${number}-${MonthDay}`;

/**
 * The first and last day of the tax season in progress at an instant (office time), or of the
 * next one once this year's has ended. A window that wraps the year ends in the year after it
 * starts.
 */
export function taxSeasonDatesAt(
  instant: Date,
  season: { start: MonthDay; end: MonthDay },
): { start: IsoDate; end: IsoDate } {
  const year = officeWallClock(instant).getUTCFullYear();
  const today = officeClockAt(instant).monthDay;
  const endYear = today <= season.end ? year : year + 1;
  const startYear = season.start <= season.end ? endYear : endYear - 1;
  return { start: `${startYear}-${season.start}`, end: `${endYear}-${season.end}` };
}

/** The hours for a weekday, or undefined when the office is closed that day. */
export function hoursOn(
  weekday: Weekday,
  isTaxSeason: boolean,
  schedule: readonly OpeningHours[] = openingHours,
): OpeningHours | undefined {
  return schedule.find(
    (hours) => hours.days.includes(weekday) && (isTaxSeason || !hours.isTaxSeasonOnly),
  );
}

function toMinutes(time: OpeningHours["opens"]): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export interface OfficeStatus {
  weekday: Weekday;
  isTaxSeason: boolean;
  today: OpeningHours | undefined;
  isOpen: boolean;
}

/** Whether the office is open at an instant, with today's hours (closing time exclusive). */
export function officeStatusAt(
  instant: Date,
  season: { start: MonthDay; end: MonthDay },
  schedule: readonly OpeningHours[] = openingHours,
): OfficeStatus {
  const clock = officeClockAt(instant);
  const isTaxSeason = isInTaxSeason(clock.monthDay, season);
  const today = hoursOn(clock.weekday, isTaxSeason, schedule);
  const isOpen =
    today !== undefined &&
    clock.minutes >= toMinutes(today.opens) &&
    clock.minutes < toMinutes(today.closes);
  return { weekday: clock.weekday, isTaxSeason, today, isOpen };
}

export interface NextOpening {
  weekday: Weekday;
  /** 0 for later today, 1 for tomorrow, and so on. */
  daysAhead: number;
  opens: OpeningHours["opens"];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the office next opens after an instant, within the coming week (tax season included). */
export function nextOpeningAfter(
  instant: Date,
  season: { start: MonthDay; end: MonthDay },
  schedule: readonly OpeningHours[] = openingHours,
): NextOpening | undefined {
  const now = officeClockAt(instant);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const day =
      daysAhead === 0 ? now : officeClockAt(new Date(instant.getTime() + daysAhead * DAY_MS));
    const hours = hoursOn(day.weekday, isInTaxSeason(day.monthDay, season), schedule);
    if (hours && (daysAhead > 0 || now.minutes < toMinutes(hours.opens))) {
      return { weekday: day.weekday, daysAhead, opens: hours.opens };
    }
  }
  return undefined;
}

/** "21:00" -> "9:00 pm", the specification's style. */
export function formatTime(time: OpeningHours["opens"]): string {
  const minutes = toMinutes(time);
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? "am" : "pm";
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

/** "9:00 am–9:00 pm". */
export function formatHours(hours: OpeningHours): string {
  return `${formatTime(hours.opens)}–${formatTime(hours.closes)}`;
}

/** "Monday–Thursday", "Friday". */
export function formatDays(days: readonly Weekday[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? first : `${first}–${last}`;
}

/** "January 15" from "01-15". */
export function formatMonthDay(day: MonthDay): string {
  const [month = 1, date = 1] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, month - 1, date)));
}

export { weekdays };
