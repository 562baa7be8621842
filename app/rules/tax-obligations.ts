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
  /**
   * A proposed entry's words (`npm run tax-dates:propose`), as the owner's entries put them:
   * `{year}` is the tax year the date concerns, `{dueYear}` the due date's year, `{Nth}` the
   * installment or quarter ("First" to "Fourth"). Its title names it (one of `names`).
   */
  title: string;
  who: string;
  source: string;
}

const QUARTERLY_ESTIMATES = ["04-15", "06-15", "09-15", "01-15"] as const;
const CORPORATE_ESTIMATES = ["04-15", "06-15", "09-15", "12-15"] as const;
const JANUARY_31 = ["01-31"] as const;
const APRIL_15 = ["04-15"] as const;
/** The last day of the month after each quarter. */
const QUARTERLY_REPORTS = ["04-30", "07-31", "10-31", "01-31"] as const;

const PUBLICATION_509 = "IRS Publication 509 ({dueYear})";
const SCHOOL_DISTRICT_FINDER =
  "Whether your school district taxes income: Ohio's The Finder (thefinder.tax.ohio.gov)";

/**
 * Ohio's April 15 is the federal date when that is later: the Department of Taxation set both its
 * returns and its first estimate on April 18 in 2022 (April 15 was a Friday: no Ohio holiday) and
 * in 2023, as the IRS. The fiduciary IT 1041 and IT 1041ES follow the same sections of law
 * (ORC 5747.08, 5747.09); their dates in those years were not checked.
 */
const OHIO_FOLLOWS_IRS =
  "Ohio Department of Taxation: 2022 and 2023 due dates of the IT 1040 and the IT 1040ES first quarter (April 18, as the IRS)";

/**
 * An individual's city return is due with the state's (ORC 718.05(G)): "the municipal deadline
 * follows the state's as a matter of law" (RITA's chief legal counsel to cleveland.com, March
 * 2021), and RITA cities listed April 18, 2023.
 */
const RITA_INDIVIDUALS_FOLLOW_OHIO =
  "ORC 718.05(G): an individual's city return is due with Ohio's IT 1040";
/**
 * RITA set its business return on the federal date too ("Note: Calendar year end filers due April
 * 18, 2023", its 2022 Form 27 instruction booklet), and its estimates FAQ ties the first estimate
 * to the return's due date (read by a re-check, not offline here: compare RITA's 2028 dates).
 */
const RITA_BUSINESSES_FOLLOW_IRS =
  "RITA's 2022 Form 27 instructions: calendar year end filers due April 18, 2023 (the first estimate with the return)";

/** Every audience's recurring obligations (sources: IRS Publication 509, the form instructions). */
export const taxObligations: readonly TaxObligation[] = [
  // Federal (IRS Publication 509; Form 1040-ES, 1041-ES, 1120-W instructions).
  {
    what: "estimated tax of individuals",
    authority: "IRS",
    names: ["1040-ES"],
    audiences: ["individuals", "self-employed"],
    due: QUARTERLY_ESTIMATES,
    title: "{Nth} {year} estimated tax payment (Form 1040-ES)",
    who: "Individuals and the self-employed who pay estimated tax",
    source: `${PUBLICATION_509}; Form 1040-ES instructions`,
  },
  {
    // IRC 6654(l)(2): a decedent's estate owes none for its tax years ending within two years of
    // the death; trusts (and estates after that) do.
    what: "estimated tax of trusts, and of estates after their first two years",
    authority: "IRS",
    names: ["1041-ES"],
    audiences: ["estates-trusts"],
    due: QUARTERLY_ESTIMATES,
    title: "{Nth} {year} estimated tax payment (Form 1041-ES)",
    who: "Estates and trusts (not needed by a decedent's estate for tax years ending within two years of the death)",
    source: "Form 1041-ES instructions ({year})",
  },
  {
    what: "estimated tax of corporations",
    authority: "IRS",
    names: ["corporate installment", "installment for corporations"],
    audiences: ["businesses"],
    due: CORPORATE_ESTIMATES,
    title: "{Nth} {year} estimated tax installment for corporations",
    who: "C corporations (calendar year)",
    source: PUBLICATION_509,
  },
  {
    what: "individual income tax return",
    authority: "IRS",
    names: ["1040"],
    audiences: ["individuals", "self-employed"],
    due: APRIL_15,
    title:
      "{year} individual income tax return (Form 1040) and payment, or an extension (Form 4868)",
    who: "Individuals, sole proprietors and single-member LLCs",
    source: PUBLICATION_509,
  },
  {
    what: "income tax return of estates and trusts",
    authority: "IRS",
    names: ["1041"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
    title: "{year} trust and estate income tax return (Form 1041), or an extension (Form 7004)",
    who: "Trusts and estates (calendar year)",
    source: `${PUBLICATION_509}; Form 1041 instructions ({year})`,
  },
  {
    // IRS Publication 559: due when the decedent's own return would have been, April 15 of the
    // year after the death; the executor's, so estates' too.
    what: "decedent's final income tax return",
    authority: "IRS",
    names: ["1040"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
    title:
      "Final {year} income tax return (Form 1040) of a person who died in {year}, or an extension (Form 4868)",
    who: "The executor, administrator or surviving spouse of someone who died in {year} (due when their return would have been)",
    source: `IRS Publication 559 (Final Return for Decedent); ${PUBLICATION_509}`,
  },
  {
    what: "C corporation return",
    authority: "IRS",
    names: ["1120"],
    audiences: ["businesses"],
    due: APRIL_15,
    title: "{year} C corporation return (Form 1120), or an extension (Form 7004)",
    who: "C corporations (calendar year)",
    source: PUBLICATION_509,
  },
  {
    what: "partnership and S corporation returns",
    authority: "IRS",
    names: ["1065"],
    audiences: ["businesses"],
    due: ["03-15"],
    title:
      "{year} partnership (Form 1065) and S corporation (Form 1120-S) returns, or an extension (Form 7004)",
    who: "Partnerships, multi-member LLCs and S corporations (calendar year)",
    source: PUBLICATION_509,
  },
  {
    what: "return of a tax-exempt organization",
    authority: "IRS",
    names: ["990"],
    audiences: ["non-profits"],
    due: ["05-15"],
    title:
      "{year} tax-exempt organization return (Form 990, 990-EZ, 990-PF or the 990-N e-Postcard), or an extension (Form 8868)",
    who: "Non-profits (calendar year). The 990-N only with gross receipts normally $50,000 or less, and never for a private foundation (990-PF, whatever its size) or most 509(a)(3) supporting organizations (990 or 990-EZ). No extension for the 990-N",
    source:
      "IRS Form 990 instructions ({year}); IRS Form 990-N (e-Postcard): organizations not permitted to file",
  },
  {
    what: "quarterly employment tax return",
    authority: "IRS",
    names: ["941"],
    audiences: ["employers"],
    due: QUARTERLY_REPORTS,
    title: "{Nth}-quarter {year} employment tax return (Form 941)",
    who: "Employers",
    source: PUBLICATION_509,
  },
  {
    what: "federal unemployment tax return",
    authority: "IRS",
    names: ["940"],
    audiences: ["employers"],
    due: JANUARY_31,
    title: "{year} federal unemployment tax return (Form 940)",
    who: "Employers",
    source: PUBLICATION_509,
  },
  {
    what: "W-2s to employees and the SSA",
    authority: "IRS",
    names: ["W-2"],
    audiences: ["employers"],
    due: JANUARY_31,
    title: "{year} W-2s to employees and, with Form W-3, to the SSA",
    who: "Employers",
    source: PUBLICATION_509,
  },
  {
    what: "1099-NEC to contractors and the IRS",
    authority: "IRS",
    names: ["1099-NEC"],
    audiences: ["self-employed", "businesses", "non-profits"],
    due: JANUARY_31,
    title: "{year} 1099-NEC to contractors and the IRS",
    who: "Payers of $2,000 or more to a contractor in {year} (adjusted for inflation from 2027: see the 1099-NEC instructions)",
    source: `${PUBLICATION_509}; General Instructions for Certain Information Returns ({dueYear})`,
  },
  // Ohio (the Department of Taxation's instructions for each form).
  {
    what: "Ohio estimated income tax of individuals",
    authority: "Ohio",
    names: ["IT 1040ES"],
    audiences: ["individuals", "self-employed"],
    due: QUARTERLY_ESTIMATES,
    followsIrsApril: OHIO_FOLLOWS_IRS,
    title:
      "{Nth} {year} Ohio estimated income tax payment (IT 1040ES); school district estimated tax (SD 100ES) only if your school district has an income tax",
    who: `Ohio residents who pay estimated tax. ${SCHOOL_DISTRICT_FINDER}`,
    source: "Ohio IT 1040ES and SD 100ES instructions",
  },
  {
    what: "Ohio estimated income tax of estates and trusts",
    authority: "Ohio",
    names: ["IT 1041ES"],
    audiences: ["estates-trusts"],
    due: QUARTERLY_ESTIMATES,
    followsIrsApril: OHIO_FOLLOWS_IRS,
    title: "{Nth} {year} Ohio estimated income tax payment (IT 1041ES)",
    who: "Estates and trusts",
    source: "Ohio IT 1041ES instructions ({year})",
  },
  {
    what: "Ohio income tax return",
    authority: "Ohio",
    names: ["IT 1040"],
    audiences: ["individuals", "self-employed"],
    due: APRIL_15,
    followsIrsApril: OHIO_FOLLOWS_IRS,
    title:
      "{year} Ohio income tax return (IT 1040) and payment, and the school district return (SD 100) only if you lived in a school district with an income tax",
    who: `Ohio residents, and nonresidents with Ohio income. ${SCHOOL_DISTRICT_FINDER}`,
    source: "Ohio IT 1040 and SD 100 instructions ({year})",
  },
  {
    // The final IT 1040 of a resident who died is filed by the executor, when it would have been.
    what: "decedent's final Ohio income tax return",
    authority: "Ohio",
    names: ["IT 1040"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
    followsIrsApril: OHIO_FOLLOWS_IRS,
    title: "Final {year} Ohio income tax return (IT 1040) of a person who died in {year}",
    who: "The executor, administrator or surviving spouse of an Ohio resident who died in {year} (due when their return would have been)",
    source:
      "Ohio IT 1040 instructions ({year}): deceased taxpayers (not re-read offline: check the booklet)",
  },
  {
    what: "Ohio fiduciary income tax return",
    authority: "Ohio",
    names: ["IT 1041"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
    followsIrsApril: OHIO_FOLLOWS_IRS,
    title: "{year} Ohio fiduciary income tax return (IT 1041) and payment",
    who: "Estates and trusts that file in Ohio (calendar year)",
    source: "Ohio IT 1041 instructions ({year}); IRS Form 1041 instructions ({year})",
  },
  {
    // Ohio's withholding payments (IT 501) follow each employer's filing frequency (partial-weekly,
    // monthly or quarterly, from its liability: the Department's employer withholding FAQ), so
    // they are not one date for all: this entry and Resources' employers' note say where to look.
    what: "Ohio withholding reconciliation",
    authority: "Ohio",
    names: ["IT 941"],
    audiences: ["employers"],
    due: JANUARY_31,
    title:
      "{year} Ohio withholding reconciliation (IT 941, or IT 942 for partial-weekly filers), with W-2s and the IT 3 transmittal; school district withholding reconciliation (SD 141) only if you withheld school district tax",
    who: "Ohio employers. Your withholding payments during the year (IT 501) follow your filing frequency: the Department of Taxation's employer withholding due dates (tax.ohio.gov). The SD 141 concerns employers of people who live in a school district with an income tax: Ohio's The Finder (thefinder.tax.ohio.gov)",
    source: "Ohio IT 941 and SD 141 instructions ({year})",
  },
  // Montgomery's income tax (RITA Form 37, 27, 17 and 11 instructions; ORC 718.08).
  {
    what: "estimated Montgomery income tax of individuals",
    authority: "RITA",
    names: ["estimated", "estimate"],
    audiences: ["individuals", "self-employed"],
    due: QUARTERLY_ESTIMATES,
    followsIrsApril: RITA_INDIVIDUALS_FOLLOW_OHIO,
    title: "{Nth} {year} estimated Montgomery income tax payment for individuals",
    who: "Montgomery residents and sole proprietors who pay estimated city tax (Form 37 filers)",
    source: "RITA Form 37 instructions",
  },
  {
    what: "estimated Montgomery income tax of businesses",
    authority: "RITA",
    names: ["estimated", "estimate"],
    audiences: ["businesses"],
    due: CORPORATE_ESTIMATES,
    followsIrsApril: RITA_BUSINESSES_FOLLOW_IRS,
    title: "{Nth} {year} estimated Montgomery income tax payment for businesses",
    who: "Corporations, partnerships and S corporations that pay estimated city tax (Form 27 filers)",
    source: "RITA Form 27 instructions; Ohio Revised Code 718.08",
  },
  {
    what: "Montgomery income tax return of individuals",
    authority: "RITA",
    names: ["Form 37"],
    audiences: ["individuals", "self-employed"],
    due: APRIL_15,
    followsIrsApril: RITA_INDIVIDUALS_FOLLOW_OHIO,
    title: "{year} Montgomery income tax return for individuals (RITA Form 37) and payment",
    who: "Montgomery residents and sole proprietors",
    source: "RITA Form 37 instructions",
  },
  {
    what: "decedent's final Montgomery income tax return",
    authority: "RITA",
    names: ["Form 37"],
    audiences: ["estates-trusts"],
    due: APRIL_15,
    followsIrsApril: RITA_INDIVIDUALS_FOLLOW_OHIO,
    title:
      "Final {year} Montgomery income tax return (RITA Form 37) of a resident who died in {year}",
    who: "The executor, administrator or surviving spouse of a Montgomery resident who died in {year} (due when their return would have been)",
    source:
      "RITA Form 37 instructions ({year}): deceased taxpayers (not re-read offline: check the booklet)",
  },
  {
    what: "Montgomery income tax return of businesses",
    authority: "RITA",
    names: ["Form 27"],
    audiences: ["businesses"],
    due: APRIL_15,
    followsIrsApril: RITA_BUSINESSES_FOLLOW_IRS,
    title: "{year} Montgomery income tax return for businesses (RITA Form 27) and payment",
    who: "Corporations, partnerships and S corporations (calendar year)",
    source: "RITA Form 27 instructions",
  },
  {
    what: "Montgomery withholding reconciliation",
    authority: "RITA",
    names: ["Form 17"],
    audiences: ["employers"],
    due: ["02-29"], // "the last day of February" (RITA's Form 17 instructions)
    title: "{year} annual withholding reconciliation (RITA Form 17) with copies of W-2s",
    who: "Employers that withhold Montgomery income tax",
    source: "RITA Form 17 instructions",
  },
  {
    // RITA's Filing Due Dates: quarterly filers (withholding of $2,399 or less the year before)
    // on the last day of the month after the quarter; monthly filers on the 15th of each month.
    what: "Montgomery withholding return of quarterly filers",
    authority: "RITA",
    names: ["Form 11"],
    audiences: ["employers"],
    due: QUARTERLY_REPORTS,
    title: "{Nth}-quarter {year} Montgomery withholding return and payment (RITA Form 11)",
    who: "Employers that withhold Montgomery income tax and file quarterly (monthly filers: by the 15th of each month)",
    source: "RITA Filing Due Dates (ritaohio.com); RITA Form 11 instructions",
  },
  // Ohio's unemployment compensation, with ODJFS (OAC 4141-11-01; its Quarterly Reporting page).
  {
    what: "Ohio unemployment compensation quarterly report",
    authority: "ODJFS",
    names: ["contribution and wage report", "quarterly tax return"],
    audiences: ["employers"],
    due: QUARTERLY_REPORTS,
    title:
      "{Nth}-quarter {year} Ohio unemployment compensation contribution and wage report (Quarterly Tax Return)",
    who: "Ohio employers with an unemployment compensation account, even with no wages paid in the quarter",
    source: "Ohio Administrative Code 4141-11-01; ODJFS Quarterly Reporting (jfs.ohio.gov)",
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

/** An obligation's due day: the date after the shift, and the tax year and installment it is for. */
interface DueDay {
  date: IsoDate;
  /** The tax year it concerns: the due year for an installment of the year, else the one before. */
  year: number;
  /** Its place among the obligation's due days of a year (1 to 4; 1 for a yearly one). */
  nth: number;
}

/** An obligation's due days (after the shift) from one day to another, both included. */
function dueDaysOf(obligation: TaxObligation, from: string, to: string): DueDay[] {
  const days: DueDay[] = [];
  const [first = ""] = obligation.due;
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year += 1) {
    for (const [index, monthDay] of obligation.due.entries()) {
      const [month = 1, day = 1] = monthDay.split("-").map(Number);
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const statutory = `${year}-${monthDay.slice(0, 3)}${String(Math.min(day, lastDay)).padStart(2, "0")}`;
      const own = businessDayOnOrAfter(statutory, obligation.authority);
      const federal =
        obligation.followsIrsApril && monthDay === "04-15"
          ? businessDayOnOrAfter(statutory, "IRS")
          : own;
      const date = (federal > own ? federal : own) as IsoDate;
      // A yearly return or report is for the year before; the installments of a year start with
      // its first due day, and a later one in January (the fourth) is the year before's.
      const ofTheYear = obligation.due.length > 1 && monthDay >= first;
      if (date >= from && date <= to)
        days.push({ date, year: ofTheYear ? year : year - 1, nth: index + 1 });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** An obligation's due dates (after the shift) from one day to another, both included. */
export const dueDatesOf = (obligation: TaxObligation, from: string, to: string): IsoDate[] =>
  dueDaysOf(obligation, from, to).map(({ date }) => date);

/** An obligation's days from one day to another that no entry meets, for the audiences missed. */
function unmet(
  entries: readonly ListedTaxDate[],
  obligation: TaxObligation,
  from: string,
  to: string,
): (MissingObligation & DueDay)[] {
  return dueDaysOf(obligation, from, to).flatMap((day) => {
    const naming = entries.filter(
      (entry) =>
        entry.authority === obligation.authority &&
        entry.date === day.date &&
        obligation.names.some((name) => titleNames(entry.title, name)),
    );
    const audiences = obligation.audiences.filter(
      (audience) => !naming.some((entry) => entry.audiences.includes(audience)),
    );
    return audiences.length > 0 ? [{ ...day, obligation, audiences }] : [];
  });
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
  return obligations
    .flatMap((obligation) => {
      const span = spanOf(entries, obligation.authority, today);
      return span
        ? unmet(entries, obligation, span.from, span.to).map(({ obligation, date, audiences }) => ({
            obligation,
            date,
            audiences,
          }))
        : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The last day of the season after the one a day is in. A season runs from February 10 to the
 * next February 9: one year's returns, estimates and quarterly reports, then the January dates
 * that close the year (the W-2s, the fourth estimates), even moved past a weekend.
 */
function nextSeasonEnd(today: string): IsoDate {
  const year = Number(today.slice(0, 4));
  return `${today.slice(5) >= "02-10" ? year + 2 : year + 1}-02-09`;
}

/** An entry the rules propose (tax-dates.yaml's fields but its id and review switch). */
export interface ProposedTaxDate extends ListedTaxDate {
  who: string;
  audiences: TaxAudience[];
  source: string;
}

const ORDINALS = ["First", "Second", "Third", "Fourth"];

/**
 * docs/product.md §27: every obligation's day from `today` to the end of the next season that
 * the list lacks, in the words the owner's entries use, one entry per obligation and day, for the
 * audiences the list misses, in the order of the calendar. Proposing it again adds nothing.
 */
export function proposedTaxDates(
  entries: readonly ListedTaxDate[],
  today: string,
  obligations: readonly TaxObligation[] = taxObligations,
): ProposedTaxDate[] {
  const to = nextSeasonEnd(today);
  return obligations
    .flatMap((obligation) => unmet(entries, obligation, today, to))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ obligation, date, year, nth, audiences }) => {
      const words = (text: string) =>
        text
          .replaceAll("{year}", String(year))
          .replaceAll("{dueYear}", date.slice(0, 4))
          .replaceAll("{Nth}", ORDINALS[nth - 1] ?? "");
      const { authority, title, who, source } = obligation;
      return {
        date,
        authority,
        title: words(title),
        who: words(who),
        audiences,
        source: words(source),
      };
    });
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
