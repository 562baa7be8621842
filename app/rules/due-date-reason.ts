/**
 * Why a tax date falls on its day, in words, for the owner's review of the dates the rules
 * propose (docs/product.md §27): the obligation its title names, its statutory day, and each day
 * skipped with its reason ("April 15 is a Saturday, April 16 a Sunday and April 17 Emancipation
 * Day, a legal holiday for the IRS: Tuesday, April 18"). Pure: it reads only the rules.
 */
import { type Authority, nonBusinessDayReason } from "./business-days.ts";
import { addDays, formatNearDay } from "./calendar-day.ts";
import { dueDatesOf, type TaxObligation, taxObligations, titleNames } from "./tax-obligations.ts";

/** What no rule explains: the owner checks it against its source alone. */
export const UNPLACED_REASON = "No rule places this date: check it against its source.";

/** "April 18" from "2028-04-18". */
const dayOfMonth = (day: string) => formatNearDay(day).replace(/^\w+, /, "");

/** Whether a day is one of an obligation's statutory days ("02-29": February's last, any year). */
const isStatutory = (obligation: TaxObligation, day: string) =>
  obligation.due.some(
    (monthDay) =>
      monthDay === day.slice(5) ||
      (monthDay.slice(0, 2) === day.slice(5, 7) &&
        monthDay > day.slice(5) &&
        addDays(day, 1).slice(5, 7) !== day.slice(5, 7)),
  );

/**
 * Why a day before the due date is skipped for an obligation: its authority's own reason, or,
 * where the authority follows the federal April date, the IRS's.
 */
function skipReason(obligation: TaxObligation, day: string): string | undefined {
  const own = nonBusinessDayReason(day, obligation.authority);
  if (own || !obligation.followsIrsApril || day.slice(5, 7) !== "04") return own;
  const federal = nonBusinessDayReason(day, "IRS");
  return federal && `${federal}, whose April date ${obligation.authority} follows`;
}

/** The statutory day and the days skipped after it, when the obligation places the date. */
function placement(obligation: TaxObligation, date: string) {
  if (!dueDatesOf(obligation, date, date).includes(date as never)) return undefined;
  const skipped: { day: string; reason: string }[] = [];
  for (let day = addDays(date, -1); ; day = addDays(day, -1)) {
    const reason = skipReason(obligation, day);
    if (!reason) break;
    skipped.unshift({ day, reason });
  }
  // The statutory day is the first of the skipped days that is one, else the date itself.
  const start = skipped.findIndex(({ day }) => isStatutory(obligation, day));
  return start === -1 ? { skipped: [] } : { skipped: skipped.slice(start) };
}

/**
 * Why an entry is on its day: the statutory day and each day skipped, then the due date
 * ("Tuesday, April 18"); the statutory day itself when nothing moved it; `UNPLACED_REASON`
 * when no obligation its title names falls on it.
 */
export function dueDateReason(entry: { date: string; authority: Authority; title: string }) {
  for (const obligation of taxObligations) {
    if (obligation.authority !== entry.authority) continue;
    if (!obligation.names.some((name) => titleNames(entry.title, name))) continue;
    const placed = placement(obligation, entry.date);
    if (!placed) continue;
    const due = formatNearDay(entry.date);
    const statutory = placed.skipped[0]?.day ?? entry.date;
    const lastOfFebruary = statutory.slice(5, 7) === "02" && obligation.due.includes("02-29");
    if (placed.skipped.length === 0) {
      return `${lastOfFebruary ? "The last day of February" : "The day the law sets"}: ${due}.`;
    }
    const days = placed.skipped.map(
      ({ day, reason }, index) =>
        `${dayOfMonth(day)}${index === 0 ? ` ${lastOfFebruary ? "(the last day of February) " : ""}is` : ""} ${reason}`,
    );
    const listed = days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : days[0];
    return `${listed}: ${due}.`;
  }
  return UNPLACED_REASON;
}
