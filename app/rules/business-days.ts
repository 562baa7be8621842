/**
 * Which days a tax authority counts as business days, for the build's check of the tax dates
 * (docs/product.md §14: "the build refuses a date on a weekend or holiday"). Build time only: the
 * holiday library never reaches the browser.
 *
 * - The IRS (IRC §7503): a due date on a Saturday, Sunday or legal holiday in the District of
 *   Columbia moves to the next business day. date-holidays' US-DC calendar: the federal holidays
 *   with their observed days, and DC Emancipation Day.
 * - Ohio and RITA (ORC 1.14, ORC 718.05): Ohio's legal holidays, date-holidays' US-OH calendar.
 * - ODJFS, the Ohio Department of Job and Family Services (unemployment compensation, not the
 *   Department of Taxation): a report due on a Saturday, Sunday or holiday is due the next
 *   business day (its Quarterly Reporting page; OAC 4141-11-01): Ohio's legal holidays too.
 *
 * One correction to the library, written as its own rule: it keeps Emancipation Day on April 16
 * even on a weekend, but DC observes it on the Friday before or the Monday after (DC Code
 * § 1-612.02), which is why 2011's returns were due April 18 and 2027's will be due 2028-04-18.
 */
import Holidays from "date-holidays";

import { addDays, weekdayOf } from "./calendar-day.ts";

export const authorities = ["IRS", "Ohio", "RITA", "ODJFS"] as const;
export type Authority = (typeof authorities)[number];

type Jurisdiction = "DC" | "OH";
const JURISDICTION: Record<Authority, Jurisdiction> = {
  IRS: "DC",
  Ohio: "OH",
  RITA: "OH",
  ODJFS: "OH",
};

function holidayCalendar(state: Jurisdiction): Holidays {
  const holidays = new Holidays("US", state, { types: ["public"] });
  if (state === "DC") {
    holidays.unsetRule("04-16");
    holidays.setHoliday("04-16 and if saturday then previous friday if sunday then next monday", {
      name: { en: "Emancipation Day" },
      type: "public",
    });
  }
  return holidays;
}

const calendars = new Map<Jurisdiction, Holidays>();
/** "DC-2027" -> the legal holidays of that year by "YYYY-MM-DD", observed days included. */
const holidaysByYear = new Map<string, Map<string, string>>();

function legalHolidays(authority: Authority, year: number): Map<string, string> {
  const state = JURISDICTION[authority];
  const key = `${state}-${year}`;
  const known = holidaysByYear.get(key);
  if (known) return known;
  const holidays = calendars.get(state) ?? holidayCalendar(state);
  calendars.set(state, holidays);
  const days = new Map<string, string>();
  for (const holiday of holidays.getHolidays(year)) {
    const date = holiday.date.slice(0, 10);
    if (holiday.type === "public" && !days.has(date)) {
      days.set(date, holiday.name.replace(/ \(substitute day\)$/, " (observed)"));
    }
  }
  holidaysByYear.set(key, days);
  return days;
}

/**
 * Why a date is not a business day for an authority ("a Saturday", "Martin Luther King Jr. Day,
 * a legal holiday for the IRS"), or undefined when it is one.
 */
export function nonBusinessDayReason(date: string, authority: Authority): string | undefined {
  const day = weekdayOf(date);
  if (day === "Saturday" || day === "Sunday") return `a ${day}`;
  const holiday = legalHolidays(authority, Number(date.slice(0, 4))).get(date);
  return holiday
    ? `${holiday}, a legal holiday for ${authority === "IRS" ? "the IRS" : authority}`
    : undefined;
}

/** The first business day of an authority on or after a date ("YYYY-MM-DD"). */
export function businessDayOnOrAfter(date: string, authority: Authority): string {
  let day = date;
  while (nonBusinessDayReason(day, authority)) day = addDays(day, 1);
  return day;
}
