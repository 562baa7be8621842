/**
 * Who sees which tax date (docs/product.md §14): a visitor of Resources chooses every date or one
 * audience's (rules/tax-audiences.ts), and each choice has its calendar feed. The feeds
 * (build-tools/write-calendar.ts) and the page (components/sections/tax-dates.tsx) both take
 * the choices from here, so a new audience is one line in the audience list. The page lists
 * each entry once (a page that repeated entries for each choice would not fit its first round
 * trip). Pure: the day is always an argument.
 */
import { taxCalendarPath } from "~/shared/paths.ts";
import type { TaxDate } from "~/schemas/data-files.ts";
import {
  ALL_TAX_DATES,
  type TaxDateChoiceId,
  taxAudiences,
  taxDateChoiceIds,
} from "~/rules/tax-audiences.ts";
import { addDays, datedFrom } from "~/rules/calendar-day.ts";
import { urlOnSite } from "~/lib/site-config.ts";
import { originOf } from "~/shared/third-parties.ts";

/** A choice on Resources and its feed. */
export interface TaxDateChoice {
  id: TaxDateChoiceId;
  /** The audience's name; none for every date (the page's own words name that one). */
  audience?: string;
  /** The feed's path on the site. */
  path: string;
}

/** Every date first (the whole season), then each audience, in the audience list's order. */
export const taxDateChoices: readonly TaxDateChoice[] = [
  { id: ALL_TAX_DATES, path: taxCalendarPath() },
  ...taxAudiences.map(({ id, label }) => ({ id, audience: label, path: taxCalendarPath(id) })),
];

/**
 * Where a feed is subscribed to, on each platform (docs/product.md §26): `webcal://` for the
 * phone's or computer's own calendar (Apple's; Android's Chrome opens no `webcal:`), Google
 * Calendar's subscribe address (`cid`: the webcal address) and Outlook.com's "add from web"
 * (`url`: the https one), each of which then fetches it again by itself; and `https://` to
 * download it once. The Google and Outlook forms are theirs, undocumented by them: if one stops
 * working, the instructions under the links still say how to add a feed by its address.
 */
export function feedUrls(siteUrl: string, feedPath: string) {
  const download = urlOnSite(siteUrl, feedPath);
  const subscribe = download.replace(/^https?:/, "webcal:");
  return {
    subscribe,
    google: `${originOf("googleCalendar")}/calendar/r?cid=${encodeURIComponent(subscribe)}`,
    outlook: `${originOf("outlook")}/calendar/0/addfromweb?url=${encodeURIComponent(download)}`,
    download,
  };
}

/** The dates a choice holds: all of them, or those naming its audience. */
export function datesFor<T extends Pick<TaxDate, "audiences">>(
  choice: TaxDateChoiceId,
  dates: readonly T[],
): T[] {
  return choice === ALL_TAX_DATES
    ? [...dates]
    : dates.filter((entry) => (entry.audiences as readonly string[]).includes(choice));
}

/** One entry as the page shows it, with the choices it is shown for. */
interface ShownEntry {
  entry: TaxDate;
  choices: TaxDateChoiceId[];
}

/** One due day and its entries, with the choices any of them is shown for. */
export interface ShownDay {
  date: string;
  choices: TaxDateChoiceId[];
  entries: ShownEntry[];
}

/** The upcoming dates in two parts: the coming months first, then the rest of the year. */
export interface TaxDatesShown {
  next: ShownDay[];
  later: ShownDay[];
  /** The choices with any date still to come (the others have none at all). */
  withDates: TaxDateChoiceId[];
  /** The choices with dates still to come, but none in the first part. */
  noneNext: TaxDateChoiceId[];
  /** The choices with dates still to come, but none in the second part. */
  noneLater: TaxDateChoiceId[];
}

/** How far the first part reaches past the next due date: about three months. */
const NEXT_PART_DAYS = 90;
/** How far the page reaches past the next due date: a year, one of each yearly date. */
const PAGE_DAYS = 365;

const choicesOf = (entry: TaxDate) =>
  taxDateChoiceIds.filter((choice) => datesFor(choice, [entry]).length > 0);

/** The dates grouped by day, each entry and day with the choices that show them. */
function byDay(entries: readonly TaxDate[]): ShownDay[] {
  const days = new Map<string, ShownDay>();
  for (const entry of entries) {
    const choices = choicesOf(entry);
    const day = days.get(entry.date) ?? { date: entry.date, choices: [], entries: [] };
    day.entries.push({ entry, choices });
    day.choices = taxDateChoiceIds.filter(
      (choice) => day.choices.includes(choice) || choices.includes(choice),
    );
    days.set(entry.date, day);
  }
  return [...days.values()];
}

/**
 * The first day the page lists a date (taxDatesShown lists a year from the next due date): the
 * day after the last date a year or more before it; undefined when it is listed already.
 */
export function listedFrom(dates: readonly Pick<TaxDate, "date">[], date: string) {
  const before = dates.map((entry) => entry.date).filter((day) => addDays(day, PAGE_DAYS) <= date);
  return before.length > 0 ? addDays(before.toSorted().at(-1) as string, 1) : undefined;
}

/**
 * What the page lists on `today`, for every choice at once, each entry once: from the next due
 * date, the dates of the following three months first, then the rest of that year. Dates
 * further ahead (next season's, once the owner adds them) are in the feeds only, so the page
 * holds one year of dates whatever the list holds; what a visitor sees first (up to the later
 * part's closed <details>) fits its first round trip (tests/e2e/byte-budget.spec.ts). A page that
 * shows one choice at a time (by CSS, without script) hides what the chosen one does not hold.
 */
export function taxDatesShown(dates: readonly TaxDate[], today: string): TaxDatesShown {
  const upcoming = datedFrom(dates, today);
  const first = upcoming[0]?.date ?? today;
  const [nextEnd, pageEnd] = [addDays(first, NEXT_PART_DAYS), addDays(first, PAGE_DAYS)];
  const next = byDay(upcoming.filter((entry) => entry.date < nextEnd));
  const later = byDay(upcoming.filter((entry) => entry.date >= nextEnd && entry.date < pageEnd));
  const holds = (days: ShownDay[], choice: TaxDateChoiceId) =>
    days.some((day) => day.choices.includes(choice));
  const withDates = taxDateChoiceIds.filter(
    (choice) => holds(next, choice) || holds(later, choice),
  );
  return {
    next,
    later,
    withDates,
    noneNext: withDates.filter((choice) => !holds(next, choice)),
    noneLater: withDates.filter((choice) => !holds(later, choice)),
  };
}
