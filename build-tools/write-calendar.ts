/**
 * The important tax dates as calendar feeds (RFC 5545, PRODUCT.md §14), generated at build time
 * from the same data as the list on Resources, so the two never disagree: one feed with the whole
 * season and one per audience (app/lib/tax-calendars.ts), which a client subscribes to. Written
 * with the `ics` library: one all-day VEVENT per date, with SUMMARY, DESCRIPTION (who it
 * concerns, the source, a link back to Resources), URL and DTSTAMP.
 *
 * - UID: made of the entry itself (its date, authority and title), never of its place in the
 *   list, so an event keeps its UID when other entries are added or removed and a subscribed
 *   calendar updates instead of doubling. The same entry has the same UID in every feed: it is
 *   the same event, and a client who imports two downloads gets it once.
 * - Refresh hints: the site is rebuilt daily, so calendars are asked to fetch the feed once a day
 *   (REFRESH-INTERVAL of RFC 7986, and X-PUBLISHED-TTL for Outlook and older clients). `ics`
 *   writes a fixed one-hour X-PUBLISHED-TTL into every calendar's header, with no option to
 *   change it: that one line is replaced, and the build stops if the library ever writes
 *   something else.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { createEvents, type EventAttributes } from "ics";

import { urlOnSite } from "~/lib/site-config.ts";
import { datesFor, taxDateChoices } from "~/lib/tax-calendars.ts";
import type { PagePath } from "~/content/pages.ts";
import { type TaxDate, taxDateIdentity } from "~/content/tax-dates.schema.ts";

/** What a calendar event is made of: one entry of tax-dates.yaml. */
export type CalendarTaxDate = Pick<
  TaxDate,
  "date" | "title" | "who" | "authority" | "source" | "audiences"
>;

export interface CalendarOptions {
  businessName: string;
  siteUrl: string;
  /** DTSTAMP: when this calendar was made (the build). */
  createdAt: Date;
  /** The audience's name in the calendar's name; none for the whole season. */
  audience?: string;
}

/** The page the events link back to. */
const RESOURCES_PATH = "/Resources" satisfies PagePath;

/** The header line `ics` writes, and the daily refresh hints that replace it. */
const LIBRARY_TTL = "X-PUBLISHED-TTL:PT1H\r\n";
const DAILY_REFRESH = "REFRESH-INTERVAL;VALUE=DURATION:P1D\r\nX-PUBLISHED-TTL:P1D\r\n";

const dateArray = (date: string) => date.split("-").map(Number) as [number, number, number];

/** An event's UID: the entry's own date, authority and title, on the site's host. */
export function eventUid(taxDate: Pick<TaxDate, "date" | "authority" | "title">, siteUrl: string) {
  return `${taxDateIdentity(taxDate)}@${new URL(siteUrl).hostname}`;
}

/** The calendar text. Throws when a date cannot be written (the build stops with it). */
export function taxDatesCalendar(
  dates: readonly CalendarTaxDate[],
  { businessName, siteUrl, createdAt, audience }: CalendarOptions,
): string {
  const resources = urlOnSite(siteUrl, RESOURCES_PATH);
  const events = dates.map((taxDate): EventAttributes & { timestamp: number } => {
    const uid = eventUid(taxDate, siteUrl);
    const [year, month, day] = dateArray(taxDate.date);
    return {
      uid,
      start: [year, month, day],
      end: dateArray(new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)),
      title: taxDate.title,
      description: `${taxDate.who} (${taxDate.authority}). Source: ${taxDate.source}. From ${businessName}: ${resources}`,
      url: resources,
      transp: "TRANSPARENT",
      productId: `-//${businessName}//Tax dates//EN`,
      timestamp: createdAt.getTime(),
    };
  });
  const { error, value } = createEvents(events, {
    productId: `-//${businessName}//Tax dates//EN`,
    calName: `${businessName} tax dates${audience ? `: ${audience}` : ""}`,
  });
  if (error || value === null) throw error ?? new Error("The tax calendar could not be written.");
  if (value.split(LIBRARY_TTL).length !== 2) {
    throw new Error(
      `The ics library no longer writes "${LIBRARY_TTL.trim()}" once: set the feeds' daily refresh hints another way (build-tools/write-calendar.ts).`,
    );
  }
  return value.replace(LIBRARY_TTL, DAILY_REFRESH);
}

/**
 * Writes every feed into the static folder (the whole season and one per audience); returns
 * their paths on the site.
 */
export async function writeCalendars(
  clientDir: string,
  dates: readonly CalendarTaxDate[],
  options: Omit<CalendarOptions, "audience">,
): Promise<string[]> {
  return Promise.all(
    taxDateChoices.map(async (choice) => {
      const file = path.join(clientDir, choice.path.slice(1));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(
        file,
        taxDatesCalendar(datesFor(choice.id, dates), { ...options, audience: choice.audience }),
      );
      return choice.path;
    }),
  );
}
