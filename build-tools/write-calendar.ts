/**
 * The important tax dates as a calendar file (RFC 5545), generated at build time from the same
 * data as the list on Resources, so the two never disagree. Written with the `ics` library:
 * one all-day VEVENT per date, with a UID that stays the same from build to build (a
 * re-import updates events instead of doubling them), DTSTAMP, SUMMARY and DESCRIPTION.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

import { createEvents, type EventAttributes } from "ics";

import { TAX_CALENDAR_PATH } from "~/content/pages.ts";

export interface CalendarTaxDate {
  /** "YYYY-MM-DD", the due date after weekend and holiday shifts. */
  date: string;
  /** What is due: the event's summary. */
  title: string;
  /** Who it concerns. */
  who: string;
  /** Who sets the date (IRS, Ohio, RITA). */
  authority: string;
  /** Where the date comes from ("IRS Publication 509 (2027)"), so it can be re-checked. */
  source: string;
}

export interface CalendarOptions {
  businessName: string;
  siteUrl: string;
  /** DTSTAMP: when this calendar was made (the build). */
  createdAt: Date;
}

const dateArray = (date: string) => date.split("-").map(Number) as [number, number, number];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The calendar text. Throws when a date cannot be written (the build stops with it). */
export function taxDatesCalendar(
  dates: readonly CalendarTaxDate[],
  { businessName, siteUrl, createdAt }: CalendarOptions,
): string {
  const host = new URL(siteUrl).hostname;
  const events = dates.map((taxDate): EventAttributes & { timestamp: number } => {
    const [year, month, day] = dateArray(taxDate.date);
    return {
      uid: `${taxDate.date}-${slug(taxDate.authority)}-${slug(taxDate.title)}@${host}`,
      start: [year, month, day],
      end: dateArray(new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)),
      title: taxDate.title,
      description: `${taxDate.who} (${taxDate.authority}). Source: ${taxDate.source}. From ${businessName}: ${siteUrl}/Resources`,
      url: `${siteUrl}/Resources`,
      transp: "TRANSPARENT",
      productId: `-//${businessName}//Tax dates//EN`,
      timestamp: createdAt.getTime(),
    };
  });
  const { error, value } = createEvents(events, { calName: `${businessName}: tax dates` });
  if (error || value === null) throw error ?? new Error("The tax calendar could not be written.");
  return value;
}

/** Writes the calendar into the static folder. */
export async function writeCalendar(
  clientDir: string,
  dates: readonly CalendarTaxDate[],
  options: CalendarOptions,
): Promise<void> {
  await writeFile(
    path.join(clientDir, TAX_CALENDAR_PATH.slice(1)),
    taxDatesCalendar(dates, options),
  );
}
