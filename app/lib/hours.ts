/**
 * Pure office-hours logic (docs/architecture.md › Conventions): the clock and the schedule are always arguments. The
 * schedule is content/hours.yaml as the schema types it (`Hours`: its time zone, tax season,
 * weekly hours and closures); components pass the content's. The browser's own time-zone
 * database (Intl) reads the office's wall clock in the schedule's time zone, so "open now" is
 * right wherever the visitor is (docs/product.md §8).
 */
import type { Closure, Hours, OpeningHours } from "~/schemas/data-files.ts";
import { type Weekday, weekdays } from "~/rules/weekdays.ts";
import { addDays, type IsoDate, type MonthDay, weekdayOf } from "~/rules/calendar-day.ts";
import { closureOn, lastDayOf } from "~/rules/notices.ts";

/** The tax-season window, as month-days ("01-15" to "04-15"), both days included. */
type TaxSeason = Hours["taxSeason"];

export interface OfficeClock {
  weekday: Weekday;
  /** Minutes since midnight, office time. */
  minutes: number;
  monthDay: MonthDay;
  year: number;
}

// Made on first use, then reused: creating a formatter is what costs (it loads locale data).
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept under `key`, made with these options the first time. */
function clockFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const format = clockFormats.get(key) ?? new Intl.DateTimeFormat("en-US", options);
  clockFormats.set(key, format);
  return format;
}

/** The office's local weekday, time and date at an instant (daylight saving included). */
export function officeClockAt(instant: Date, timeZone: string): OfficeClock {
  const format = clockFormat(timeZone, {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    weekday: parts.weekday as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    monthDay: `${parts.month}-${parts.day}` as MonthDay,
    year: Number(parts.year),
  };
}

/**
 * The time zone's everyday English name ("Eastern Time" for America/New_York), the one visitors
 * read beside the hours; Intl's own, so it follows the schedule's time zone.
 */
export function timeZoneName(timeZone: string, instant: Date): string {
  const format = clockFormat(`${timeZone} name`, { timeZone, timeZoneName: "longGeneric" });
  return format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** Whether a day falls in the tax-season window (inclusive; a window may wrap the year). */
export function isInTaxSeason(day: string, season: TaxSeason): boolean {
  return season.start <= season.end
    ? day >= season.start && day <= season.end
    : day >= season.start || day <= season.end;
}

/** The office's calendar date at a clock reading. */
const isoDateOf = (clock: Pick<OfficeClock, "year" | "monthDay">): IsoDate =>
  `${clock.year}-${clock.monthDay}` as IsoDate;

/** The office's calendar date at an instant: "today" for the page built then. */
export const officeDateAt = (instant: Date, timeZone: string): IsoDate =>
  isoDateOf(officeClockAt(instant, timeZone));

/** Closures not over on the office's today (in progress or to come), soonest first, at most `limit`. */
export function upcomingClosures(
  instant: Date,
  { timeZone, closures }: Pick<Hours, "timeZone" | "closures">,
  limit = Infinity,
): Closure[] {
  const today = officeDateAt(instant, timeZone);
  return closures
    .filter((closure) => lastDayOf(closure) >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/**
 * The first and last day of the tax season in progress at an instant (office time), or of the
 * next one once this year's has ended. A window that wraps the year ends in the year after it
 * starts.
 */
export function taxSeasonDatesAt(
  instant: Date,
  { timeZone, taxSeason: season }: Pick<Hours, "timeZone" | "taxSeason">,
): { start: IsoDate; end: IsoDate } {
  const { year, monthDay: today } = officeClockAt(instant, timeZone);
  const endYear = today <= season.end ? year : year + 1;
  const startYear = season.start <= season.end ? endYear : endYear - 1;
  return {
    start: `${startYear}-${season.start}` as IsoDate,
    end: `${endYear}-${season.end}` as IsoDate,
  };
}

/** A weekday's rows: its hours all year, and its own hours in tax season if it has them. */
export interface DayHours {
  day: Weekday;
  allYear: OpeningHours | undefined;
  taxSeason: OpeningHours | undefined;
}

/**
 * The week, Monday first, with each day's rows. The schema allows a weekday in one row of
 * each kind at most (all year, tax season only), so each day has one answer per season.
 */
export function weekOf(weekly: readonly OpeningHours[]): DayHours[] {
  return weekdays.map((day) => ({
    day,
    allYear: weekly.find((hours) => !hours.taxSeasonOnly && hours.days.includes(day)),
    taxSeason: weekly.find((hours) => hours.taxSeasonOnly && hours.days.includes(day)),
  }));
}

/**
 * The hours for a weekday, or undefined when the office is closed that day. In tax season a
 * day's tax-season row wins over its all-year row.
 */
export function hoursOn(
  weekday: Weekday,
  isTaxSeason: boolean,
  weekly: readonly OpeningHours[],
): OpeningHours | undefined {
  const rows = weekly.filter((hours) => hours.days.includes(weekday));
  return (
    (isTaxSeason ? rows.find((hours) => hours.taxSeasonOnly) : undefined) ??
    rows.find((hours) => !hours.taxSeasonOnly)
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
  /** Today's closure (a holiday, a span of days), if the office is closed for one. */
  closure: Closure | undefined;
  isOpen: boolean;
}

/**
 * Whether the office is open at an instant, with today's hours (closing time exclusive). A
 * closure closes each of its days, all day.
 */
export function officeStatusAt(instant: Date, hours: Hours): OfficeStatus {
  const clock = officeClockAt(instant, hours.timeZone);
  const isTaxSeason = isInTaxSeason(clock.monthDay, hours.taxSeason);
  const closure = closureOn(isoDateOf(clock), hours.closures);
  const today = closure ? undefined : hoursOn(clock.weekday, isTaxSeason, hours.weekly);
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

/** How far ahead the next opening is looked for: past any run of closures and weekends. */
const LOOKAHEAD_DAYS = 31;

/** The office's hours on a calendar day: none on a closure or a day it is closed then. */
function hoursOnDate(date: IsoDate, hours: Hours): OpeningHours | undefined {
  if (closureOn(date, hours.closures)) return undefined;
  const isTaxSeason = isInTaxSeason(date.slice(5), hours.taxSeason);
  return hoursOn(weekdayOf(date) as Weekday, isTaxSeason, hours.weekly);
}

/**
 * When the office next opens after an instant (tax season and closures included). Days are
 * counted on the office's calendar, so a daylight-saving change never skips one.
 */
export function nextOpeningAfter(instant: Date, hours: Hours): NextOpening | undefined {
  const now = officeClockAt(instant, hours.timeZone);
  for (let daysAhead = 0; daysAhead <= LOOKAHEAD_DAYS; daysAhead += 1) {
    const date = addDays(isoDateOf(now), daysAhead);
    const open = hoursOnDate(date, hours);
    if (open && (daysAhead > 0 || now.minutes < toMinutes(open.opens))) {
      return { weekday: weekdayOf(date) as Weekday, date, daysAhead, opens: open.opens };
    }
  }
  return undefined;
}

/**
 * The office's open days after a day, the next first, within `days` calendar days (never past the
 * lookahead): the days a visitor may ask to meet on, and that an answer is promised by.
 */
function openDaysAfter(today: IsoDate, hours: Hours, days = LOOKAHEAD_DAYS) {
  return Array.from({ length: Math.min(days, LOOKAHEAD_DAYS) }, (_, index) => {
    const date = addDays(today, index + 1);
    return { date, open: hoursOnDate(date, hours) };
  }).filter((day): day is { date: IsoDate; open: OpeningHours } => day.open !== undefined);
}

/** The parts of a day a visitor may ask to meet in, in minutes of the office's day. */
const dayParts = [
  { part: "morning", from: 0, to: 12 * 60 },
  { part: "afternoon", from: 12 * 60, to: 17 * 60 },
  { part: "evening", from: 17 * 60, to: 24 * 60 },
] as const;
export type DayPart = (typeof dayParts)[number]["part"];

/** The office must be open this long in a part of a day to offer it. */
const MIN_PART_MINUTES = 60;

/**
 * The times a visitor may ask for (docs/product.md §25): each part of each open day from tomorrow
 * through `days` days ahead that the day's hours cover for an hour or more. Closures, days closed
 * (weekends outside tax season) and today, whose times are passing, are never offered.
 */
export function offeredTimes(
  today: IsoDate,
  hours: Hours,
  days: number,
): { date: IsoDate; part: DayPart }[] {
  return openDaysAfter(today, hours, days).flatMap(({ date, open }) =>
    dayParts
      .filter(
        ({ from, to }) =>
          Math.min(to, toMinutes(open.closes)) - Math.max(from, toMinutes(open.opens)) >=
          MIN_PART_MINUTES,
      )
      .map(({ part }) => ({ date, part })),
  );
}

/** The day an inquiry sent on `today` is answered by: the office's `days`-th open day after it. */
export const answerDayAfter = (today: IsoDate, hours: Hours, days: number): IsoDate | undefined =>
  openDaysAfter(today, hours)[days - 1]?.date;

/** "January 15" from "01-15". */
export function formatMonthDay(day: MonthDay | string): string {
  const [month = 1, date = 1] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, month - 1, date)));
}
