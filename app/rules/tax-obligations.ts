/**
 * What each audience must do every year (docs/product.md §19: "the tax dates are complete by rule"):
 * the one list of recurring obligations the owner's tax dates are checked against. The owner adds
 * each year's dates in the CMS (tax-dates.yaml); this list is the rule, not her data: it changes
 * when the law does, in code review. tax-dates.schema.ts refuses a list that misses one, so the
 * build, `npm run check:content` and the CMS (before it saves) all say which.
 *
 * An obligation is met on a day by an entry of its authority on that day, for each of its
 * audiences, whose title names it (one of `names`: a form, as a word: "1040" is not "1040-ES").
 * Its days are its `due` month-days of every year, moved by its authority's weekend and holiday
 * rule (business-days.ts), so 2028-01-15 becomes Tuesday 2028-01-18 for the IRS; a day past the
 * month's end is its last ("02-29": the last day of February, the 28th outside leap years). Where
 * the authority follows the federal April date (`followsIrsApril`, with its source), its April 15
 * is the IRS's when that is later: Emancipation Day moved it to April 18 in 2022, 2023 and 2028.
 *
 * The span checked, for each authority: from the build day, or from the authority's first date
 * in the list when that is later (a season added ahead), to its last date in the list. Dates more
 * than a year past do not count as the list's first: an old entry kept in the file must not make
 * the check reach back to it. What lies past the last date is the "running short" warning's
 * (rules/tax-dates-horizon.ts), not this rule's.
 */
import { type Authority, businessDayOnOrAfter } from "./business-days.ts";
import { addDays, type IsoDate, type MonthDay, weekdayOf } from "./calendar-day.ts";
import { type TaxAudience, taxAudiences } from "./tax-audiences.ts";

export interface TaxObligation {
  /** What is due, in words ("estimated tax of estates and trusts"). */
  what: string;
  authority: Authority;
  /** How an entry's title names it: one of these, as a word (case aside, a plural "s" allowed). */
  names: readonly string[];
  audiences: readonly TaxAudience[];
  /** Its due days of each year, before the weekend and holiday shift. */
  due: readonly MonthDay[];
  /** Why its April 15 is the federal one when that is later: the source that says so. */
  followsIrsApril?: string;
}

const QUARTERLY_ESTIMATES = ["04-15", "06-15", "09-15", "01-15"] as const;
const CORPORATE_ESTIMATES = ["04-15", "06-15", "09-15", "12-15"] as const;
const JANUARY_31 = ["01-31"] as const;
const APRIL_15 = ["04-15"] as const;
/** The last day of the month after each quarter. */
const QUARTERLY_REPORTS = ["04-30", "07-31", "10-31", "01-31"] as const;

/**
 * Ohio's April 15 is the federal date when that is later: the Department of Taxation set both its
 * returns and its first estimate on April 18 in 2022 (April 15 was a Friday: no Ohio holiday) and
 * in 2023, as the IRS. The fiduciary IT 1041 and IT 1041ES follow the same sections of law
 * (ORC 5747.08, 5747.09); their dates in those years were not checked.
 */
const OHIO_FOLLOWS_IRS =
  "Ohio Department of Taxation: 2022 and 2023 due dates of the IT 1040 and the IT 1040ES first quarter (April 18, as the IRS)";

/** Every audience's recurring obligations (sources: IRS Publication 509, the form instructions). */
export const taxObligations: readonly TaxObligation[] = [
  // Federal (IRS Publication 509; Form 1040-ES, 1041-ES, 1120-W instructions).
  {
    what: "estimated tax of individuals",
    authority: "IRS",
    names: ["1040-ES"],
    audiences: ["individuals", "self-employed"],
    due: QUARTERLY_ESTIMATES,
  },
  {
    what: "estimated tax of estates and trusts",
    authority: "IRS",
    names: ["1041-ES"],
    audiences: ["estates-trusts"],
    due: QUARTERLY_ESTIMATES,
  },
  {
    what: "estimated tax of corporations",
    authority: "IRS",
    names: ["corporate installment", "installment for corporations"],
    audiences: ["businesses"],
    due: CORPORATE_ESTIMATES,
  },
  {
    what: "individual income tax return",
    authority: "IRS",
    names: ["1040"],
    audiences: ["individuals", "self-employed"],
    due: APRIL_15,
  },
  {
    what: "income tax return of estates and trusts",
    authority: "IRS",
    names: ["1041"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
  },
  {
    // IRS Publication 559: due when the decedent's own return would have been, April 15 of the
    // year after the death; the executor's, so estates' too.
    what: "decedent's final income tax return",
    authority: "IRS",
    names: ["1040"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
  },
  {
    what: "C corporation return",
    authority: "IRS",
    names: ["1120"],
    audiences: ["businesses"],
    due: APRIL_15,
  },
  {
    what: "partnership and S corporation returns",
    authority: "IRS",
    names: ["1065"],
    audiences: ["businesses"],
    due: ["03-15"],
  },
  {
    what: "return of a tax-exempt organization",
    authority: "IRS",
    names: ["990"],
    audiences: ["non-profits"],
    due: ["05-15"],
  },
  {
    what: "quarterly employment tax return",
    authority: "IRS",
    names: ["941"],
    audiences: ["employers"],
    due: QUARTERLY_REPORTS,
  },
  {
    what: "federal unemployment tax return",
    authority: "IRS",
    names: ["940"],
    audiences: ["employers"],
    due: JANUARY_31,
  },
  {
    what: "W-2s to employees and the SSA",
    authority: "IRS",
    names: ["W-2"],
    audiences: ["employers"],
    due: JANUARY_31,
  },
  {
    what: "1099-NEC to contractors and the IRS",
    authority: "IRS",
    names: ["1099-NEC"],
    audiences: ["self-employed", "businesses", "non-profits"],
    due: JANUARY_31,
  },
  // Ohio (the Department of Taxation's instructions for each form).
  {
    what: "Ohio estimated income tax of individuals",
    authority: "Ohio",
    names: ["IT 1040ES"],
    audiences: ["individuals", "self-employed"],
    due: QUARTERLY_ESTIMATES,
    followsIrsApril: OHIO_FOLLOWS_IRS,
  },
  {
    what: "Ohio estimated income tax of estates and trusts",
    authority: "Ohio",
    names: ["IT 1041ES"],
    audiences: ["estates-trusts"],
    due: QUARTERLY_ESTIMATES,
    followsIrsApril: OHIO_FOLLOWS_IRS,
  },
  {
    what: "Ohio income tax return",
    authority: "Ohio",
    names: ["IT 1040"],
    audiences: ["individuals", "self-employed"],
    due: APRIL_15,
    followsIrsApril: OHIO_FOLLOWS_IRS,
  },
  {
    what: "Ohio fiduciary income tax return",
    authority: "Ohio",
    names: ["IT 1041"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
    followsIrsApril: OHIO_FOLLOWS_IRS,
  },
  {
    what: "Ohio withholding reconciliation",
    authority: "Ohio",
    names: ["IT 941"],
    audiences: ["employers"],
    due: JANUARY_31,
  },
  // Montgomery's income tax (RITA Form 37, 27 and 17 instructions; ORC 718.08).
  {
    what: "estimated Montgomery income tax of individuals",
    authority: "RITA",
    names: ["estimated", "estimate"],
    audiences: ["individuals", "self-employed"],
    due: QUARTERLY_ESTIMATES,
  },
  {
    what: "estimated Montgomery income tax of businesses",
    authority: "RITA",
    names: ["estimated", "estimate"],
    audiences: ["businesses"],
    due: CORPORATE_ESTIMATES,
  },
  {
    what: "Montgomery income tax return of individuals",
    authority: "RITA",
    names: ["Form 37"],
    audiences: ["individuals", "self-employed"],
    due: APRIL_15,
    // An individual's municipal return is due with the state return (ORC 718.05(G)): "the
    // municipal deadline follows the state's as a matter of law" (RITA's chief legal counsel to
    // cleveland.com, March 2021), and RITA cities listed April 18, 2023. Nothing found says so of
    // Form 27 (RITA: "the 15th day of the 4th month") or of the estimates (ORC 718.08): they keep
    // ORC 1.14's day, to be checked against RITA's 2028 dates.
    followsIrsApril: "ORC 718.05(G): an individual's city return is due with Ohio's IT 1040",
  },
  {
    what: "Montgomery income tax return of businesses",
    authority: "RITA",
    names: ["Form 27"],
    audiences: ["businesses"],
    due: APRIL_15,
  },
  {
    what: "Montgomery withholding reconciliation",
    authority: "RITA",
    names: ["Form 17"],
    audiences: ["employers"],
    due: ["02-29"], // "the last day of February" (RITA's Form 17 instructions)
  },
  // Ohio's unemployment compensation, with ODJFS (OAC 4141-11-01; its Quarterly Reporting page).
  {
    what: "Ohio unemployment compensation quarterly report",
    authority: "ODJFS",
    names: ["contribution and wage report", "quarterly tax return"],
    audiences: ["employers"],
    due: QUARTERLY_REPORTS,
  },
];

/** An entry of tax-dates.yaml, as much as the rule reads of it. */
export interface ListedTaxDate {
  date: string;
  authority: Authority;
  title: string;
  audiences: readonly string[];
}

/** An obligation's day that the list misses, for the audiences it misses it for. */
export interface MissingObligation {
  obligation: TaxObligation;
  /** The due date after the shift. */
  date: IsoDate;
  audiences: TaxAudience[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patterns = new Map<string, RegExp>();

/** Whether a title names a form or phrase as a word ("1040" is not in "1040-ES"). */
export function titleNames(title: string, name: string): boolean {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w-])${escaped(name)}s?(?![\\w-])`, "i");
    patterns.set(name, pattern);
  }
  return pattern.test(title);
}

/** The span checked for an authority on a day; undefined when it lists nothing ahead. */
function spanOf(entries: readonly ListedTaxDate[], authority: Authority, today: string) {
  const yearAgo = addDays(today, -365);
  const dates = entries
    .filter((entry) => entry.authority === authority && entry.date >= yearAgo)
    .map((entry) => entry.date)
    .sort();
  const [first, last] = [dates[0], dates.at(-1)];
  if (!first || !last || last < today) return undefined;
  return { from: first > today ? first : today, to: last };
}

/** An obligation's due dates (after the shift) from one day to another, both included. */
export function dueDatesOf(obligation: TaxObligation, from: string, to: string): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year += 1) {
    for (const monthDay of obligation.due) {
      const [month = 1, day = 1] = monthDay.split("-").map(Number);
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const statutory = `${year}-${monthDay.slice(0, 3)}${String(Math.min(day, lastDay)).padStart(2, "0")}`;
      const own = businessDayOnOrAfter(statutory, obligation.authority);
      const federal =
        obligation.followsIrsApril && monthDay === "04-15"
          ? businessDayOnOrAfter(statutory, "IRS")
          : own;
      const date = (federal > own ? federal : own) as IsoDate;
      if (date >= from && date <= to) dates.push(date);
    }
  }
  return dates.sort();
}

/**
 * Every obligation's day inside its authority's span that no entry meets, for each audience
 * (empty when the list is complete), in the order of the calendar.
 */
export function missingTaxObligations(
  entries: readonly ListedTaxDate[],
  today: string,
  obligations: readonly TaxObligation[] = taxObligations,
): MissingObligation[] {
  const missing: MissingObligation[] = [];
  for (const obligation of obligations) {
    const span = spanOf(entries, obligation.authority, today);
    if (!span) continue;
    for (const date of dueDatesOf(obligation, span.from, span.to)) {
      const naming = entries.filter(
        (entry) =>
          entry.authority === obligation.authority &&
          entry.date === date &&
          obligation.names.some((name) => titleNames(entry.title, name)),
      );
      const audiences = obligation.audiences.filter(
        (audience) => !naming.some((entry) => entry.audiences.includes(audience)),
      );
      if (audiences.length > 0) missing.push({ obligation, date, audiences });
    }
  }
  return missing.sort((a, b) => a.date.localeCompare(b.date));
}

const audienceLabel = (id: TaxAudience) =>
  taxAudiences.find((audience) => audience.id === id)?.label ?? id;

/**
 * The words for a missed day, completing "dates …": what is due, the day, for whom and how to
 * add it.
 */
export function describeMissing({ obligation, date, audiences }: MissingObligation): string {
  const names = obligation.names.map((name) => `"${name}"`).join(" or ");
  const whom = audiences.map(audienceLabel).join("; ");
  const why =
    obligation.followsIrsApril && date.slice(5, 7) === "04"
      ? ` (the federal April date, as ${obligation.followsIrsApril})`
      : "";
  return `miss the ${obligation.what} (${obligation.authority}) due ${weekdayOf(date)} ${date}${why} for ${whom}: add an entry on that date, from ${obligation.authority}, for ${whom}, whose title names ${names}`;
}
