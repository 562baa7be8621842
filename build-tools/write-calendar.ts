/**
 * The important tax dates as calendar feeds (RFC 5545, docs/product.md §14), generated at build time
 * from the same data as the list on Resources, so the two never disagree: one feed with the whole
 * season and one per audience (app/lib/tax-calendars.ts), which a client subscribes to. Written
 * with the `ics` library: one all-day VEVENT per date, with SUMMARY, DESCRIPTION (who it
 * concerns, the source, a link back to Resources), URL and DTSTAMP.
 *
 * - Reminders (docs/product.md §26): a VALARM (DISPLAY, RFC 5545 §3.6.6) for each of the owner's
 *   days before (Resources › Tax dates › Calendar reminders), at 9 am: an all-day event starts at
 *   its day's midnight, so N days before at 9 am is `-P(N-1)DT15H`. A calendar may drop a
 *   subscribed feed's alarms for its own settings (Google Calendar does); a download keeps them.
 * - UID: the entry's `id` on the site's host (`<id>@<host>`), at most 75 octets. The id is the
 *   entry's identity for life (written once when it is created, docs/product.md §19), never its date,
 *   words or place in the list, so an event keeps its UID when its own date or title is edited
 *   and when other entries come and go: a subscribed calendar updates instead of doubling. The
 *   same entry has the same UID in every feed: a client who imports two downloads gets it once.
 * - No METHOD: a feed a calendar subscribes to (or downloads) is a published calendar, not an
 *   iTIP scheduling message (RFC 5546). `METHOD:PUBLISH` would make it one, which requires an
 *   ORGANIZER on every event; RFC 5545 §3.7.2 lets a calendar without METHOD be just that, as
 *   most public feeds are. The library's default line is removed.
 * - Lines are folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence: the library
 *   folds at 75 characters, so its folds are undone and made again here.
 * - Every TEXT value is escaped (RFC 5545 §3.3.11: `\\`, `\;`, `\,`, line ends as `\n`): the library
 *   escapes SUMMARY and DESCRIPTION only, so PRODID, X-WR-CALNAME and the alarms' DESCRIPTION are
 *   escaped here (an owner's title or business name may hold a comma).
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
import type { PagePath } from "~/pages.ts";
import type { TaxDate } from "~/schemas/tax-dates.schema.ts";

/** What a calendar event is made of: one entry of tax-dates.yaml. */
export type CalendarTaxDate = Pick<
  TaxDate,
  "id" | "date" | "title" | "who" | "authority" | "source" | "audiences"
>;

export interface CalendarOptions {
  businessName: string;
  siteUrl: string;
  /** DTSTAMP: when this calendar was made (the build). */
  createdAt: Date;
  /** The audience's name in the calendar's name; none for the whole season. */
  audience?: string;
  /** Each event's reminders: how many days before it, at 9 am. */
  reminderDays: readonly number[];
}

/** The page the events link back to. */
const RESOURCES_PATH = "/Resources" satisfies PagePath;

/** The header line `ics` writes, and the daily refresh hints that replace it. */
const LIBRARY_TTL = "X-PUBLISHED-TTL:PT1H\r\n";
const DAILY_REFRESH = "REFRESH-INTERVAL;VALUE=DURATION:P1D\r\nX-PUBLISHED-TTL:P1D\r\n";
/** The line `ics` writes by default, left out (see the top of this file). */
const LIBRARY_METHOD = "METHOD:PUBLISH\r\n";

/** RFC 5545 §3.1: a content line is at most 75 octets, line break excluded. */
const MAX_LINE_OCTETS = 75;
/** The longest UID the feeds give (the same bound as a line's, so it never needs folding). */
const MAX_UID_OCTETS = 75;

/** A TEXT value as RFC 5545 §3.3.11 writes it, for the properties the library leaves raw. */
const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");

const octets = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * One content line folded at 75 octets: each continuation starts with a space, and no fold
 * falls inside a character (a UTF-8 sequence, or a surrogate pair of one).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    if (octets(part) + octets(character) > limit) {
      parts.push(part);
      part = "";
      limit = MAX_LINE_OCTETS - 1; // the leading space is an octet of the line
    }
    part += character;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** A calendar's text with every line folded at 75 octets (the library's folds undone first). */
function foldLines(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => (line === "" ? line : foldLine(line)))
    .join("\r\n");
}

const dateArray = (date: string) => date.split("-").map(Number) as [number, number, number];

/** An event's UID: the entry's identity on the site's host. Throws past 75 octets. */
function eventUid(taxDate: Pick<TaxDate, "id">, siteUrl: string) {
  const uid = `${taxDate.id}@${new URL(siteUrl).hostname}`;
  if (octets(uid) > MAX_UID_OCTETS) {
    throw new Error(
      `The calendar UID ${uid} is longer than ${MAX_UID_OCTETS} octets: shorten the entry's id in content/tax-dates.yaml (or the site's host name).`,
    );
  }
  return uid;
}

/** The calendar text. Throws when a date cannot be written (the build stops with it). */
export function taxDatesCalendar(
  dates: readonly CalendarTaxDate[],
  { businessName, siteUrl, createdAt, audience, reminderDays }: CalendarOptions,
): string {
  const resources = urlOnSite(siteUrl, RESOURCES_PATH);
  const productId = escapeText(`-//${businessName}//Tax dates//EN`);
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
      alarms: reminderDays.map((days) => ({
        action: "display" as const,
        description: escapeText(taxDate.title),
        trigger: { days: days - 1, hours: 15, before: true },
      })),
      productId,
      timestamp: createdAt.getTime(),
    };
  });
  const { error, value } = createEvents(events, {
    productId,
    calName: escapeText(`${businessName} tax dates${audience ? `: ${audience}` : ""}`),
  });
  if (error || value === null) throw error ?? new Error("The tax calendar could not be written.");
  for (const line of [LIBRARY_TTL, LIBRARY_METHOD]) {
    if (value.split(line).length !== 2) {
      throw new Error(
        `The ics library no longer writes "${line.trim()}" once: write the feeds' header another way (build-tools/write-calendar.ts).`,
      );
    }
  }
  return foldLines(value.replace(LIBRARY_TTL, DAILY_REFRESH).replace(LIBRARY_METHOD, ""));
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
