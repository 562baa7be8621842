/**
 * Pure office-hours logic. The clock is always an argument; the time zone is named once, in
 * `content/hours.ts`, and the browser's own time-zone database (Intl) reads the office's wall
 * clock in it, so "open now" is right wherever the visitor is (PRODUCT.md §8).
 */
import {
  OFFICE_TIME_ZONE,
  openingHours,
  type OpeningHours,
  type Weekday,
  weekdays,
} from "~/content/hours";
import { addDays, datedFrom, type IsoDate, weekdayOf } from "~/content/calendar-day";
import type { MonthDay } from "~/lib/read-config";

export interface OfficeClock {
  weekday: Weekday;
  /** Minutes since midnight, office time. */
  minutes: number;
  monthDay: MonthDay;
  year: number;
}

// Made on first use, then reused: creating a formatter is what costs (it loads locale data).
let officeClockFormat: Intl.DateTimeFormat | undefined;

/** The office's local weekday, time and date at an instant (daylight saving included). */
export function officeClockAt(instant: Date): OfficeClock {
  officeClockFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: OFFICE_TIME_ZONE,
    weekday: "long",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of officeClockFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    weekday: parts.weekday as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    monthDay: `${parts.month}-${parts.day}` as MonthDay,
    year: Number(parts.year),
  };
}

/** Whether a day falls in the tax-season window (inclusive; a window may wrap the year). */
export function isInTaxSeason(day: MonthDay, season: { start: MonthDay; end: MonthDay }): boolean {
  return season.start <= season.end
    ? day >= season.start && day <= season.end
    : day >= season.start || day <= season.end;
}

/** A day the office is closed all day, with its name ("Thanksgiving Day"). */
export interface Closure {
  /** "YYYY-MM-DD", the office's calendar day. */
  date: string;
  name: string;
}

/** The office's calendar date at a clock reading. */
const isoDateOf = (clock: Pick<OfficeClock, "year" | "monthDay">): IsoDate =>
  `${clock.year}-${clock.monthDay}` as IsoDate;

/** The office's calendar date at an instant: "today" for the page built then. */
export const officeDateAt = (instant: Date): IsoDate => isoDateOf(officeClockAt(instant));

/** The closure on a date, if any. */
function closureOn(date: string, closures: readonly Closure[]): Closure | undefined {
  return closures.find((closure) => closure.date === date);
}

/** Closures from the office's today on, soonest first, at most `limit`. */
export function upcomingClosures(
  instant: Date,
  closures: readonly Closure[],
  limit = Infinity,
): Closure[] {
  return datedFrom(closures, officeDateAt(instant))
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/**
 * The first and last day of the tax season in progress at an instant (office time), or of the
 * next one once this year's has ended. A window that wraps the year ends in the year after it
 * starts.
 */
export function taxSeasonDatesAt(
  instant: Date,
  season: { start: MonthDay; end: MonthDay },
): { start: IsoDate; end: IsoDate } {
  const { year, monthDay: today } = officeClockAt(instant);
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
    (hours) => hours.days.includes(weekday) && (isTaxSeason || !hours.taxSeasonOnly),
  );
}

function toMinutes(time: OpeningHours["opens"]): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export interface OfficeStatus {
  weekday: Weekday;
  isTaxSeason: boolean;
  /** Today's hours; undefined on a closed weekday or a closure. */
  today: OpeningHours | undefined;
  /** Today's closure (a holiday), if the office is closed for one. */
  closure: Closure | undefined;
  isOpen: boolean;
}

/**
 * Whether the office is open at an instant, with today's hours (closing time exclusive). A
 * closure closes the whole day.
 */
export function officeStatusAt(
  instant: Date,
  season: { start: MonthDay; end: MonthDay },
  schedule: readonly OpeningHours[] = openingHours,
  closures: readonly Closure[] = [],
): OfficeStatus {
  const clock = officeClockAt(instant);
  const isTaxSeason = isInTaxSeason(clock.monthDay, season);
  const closure = closureOn(isoDateOf(clock), closures);
  const today = closure ? undefined : hoursOn(clock.weekday, isTaxSeason, schedule);
  const isOpen =
    today !== undefined &&
    clock.minutes >= toMinutes(today.opens) &&
    clock.minutes < toMinutes(today.closes);
  return { weekday: clock.weekday, isTaxSeason, today, closure, isOpen };
}

export interface NextOpening {
  weekday: Weekday;
  date: IsoDate;
  /** 0 for later today, 1 for tomorrow, and so on. */
  daysAhead: number;
  opens: OpeningHours["opens"];
}

/** The calendar day `daysAhead` after an office date: its weekday and dates. */
function calendarDayAfter(
  clock: OfficeClock,
  daysAhead: number,
): Pick<OfficeClock, "weekday" | "monthDay"> & { date: IsoDate } {
  const date = addDays(isoDateOf(clock), daysAhead);
  return { weekday: weekdayOf(date) as Weekday, monthDay: date.slice(5) as MonthDay, date };
}

/** How far ahead the next opening is looked for: past any run of closures and weekends. */
const LOOKAHEAD_DAYS = 31;

/**
 * When the office next opens after an instant (tax season and closures included). Days are
 * counted on the office's calendar, so a daylight-saving change never skips one.
 */
export function nextOpeningAfter(
  instant: Date,
  season: { start: MonthDay; end: MonthDay },
  schedule: readonly OpeningHours[] = openingHours,
  closures: readonly Closure[] = [],
): NextOpening | undefined {
  const now = officeClockAt(instant);
  for (let daysAhead = 0; daysAhead <= LOOKAHEAD_DAYS; daysAhead += 1) {
    const day = calendarDayAfter(now, daysAhead);
    if (closureOn(day.date, closures)) continue;
    const hours = hoursOn(day.weekday, isInTaxSeason(day.monthDay, season), schedule);
    if (hours && (daysAhead > 0 || now.minutes < toMinutes(hours.opens))) {
      return { weekday: day.weekday, date: day.date, daysAhead, opens: hours.opens };
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
export function formatMonthDay(day: MonthDay | string): string {
  const [month = 1, date = 1] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, month - 1, date)));
}

export { weekdays };
