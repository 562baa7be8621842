/**
 * hours.yaml, "Office hours and closures": the office's time zone, the tax-season window, the
 * weekly hours (a day may have a second row for tax season) and the closures.
 */
import { z } from "zod";

import { addDays } from "../rules/calendar-day.ts";
import { formatDays, formatHours, parseTime } from "../rules/clock-time.ts";
import { field, isoDate, monthDay, optionalDate, optionalText, text, time } from "./fields.ts";
import { CLOSURE_NOTICE_DAYS } from "../rules/notices.ts";
import { type Weekday, weekdays } from "../rules/weekdays.ts";

/** The time zones an office in the United States keeps, in words (Ohio keeps Eastern). */
const US_TIME_ZONES = {
  "America/New_York": "Eastern (New York, Ohio)",
  "America/Chicago": "Central (Chicago)",
  "America/Denver": "Mountain (Denver)",
  "America/Phoenix": "Arizona (no daylight saving time)",
  "America/Los_Angeles": "Pacific (Los Angeles)",
  "America/Anchorage": "Alaska",
  "Pacific/Honolulu": "Hawaii",
};

/** The most days one closure may span; past that, the weekly hours are what changed. */
const MAX_CLOSURE_DAYS = 30;

/** "Monday–Thursday 9:00 am–9:00 pm", "Saturday 10:00 am–5:00 pm in tax season". */
function summarizeHours(row: {
  days?: Weekday[];
  opens?: string;
  closes?: string;
  taxSeasonOnly?: boolean;
}) {
  const days = formatDays(row.days ?? []) || "No days chosen";
  const [opens, closes] = [parseTime(row.opens), parseTime(row.closes)];
  const times = opens && closes ? formatHours({ opens, closes }) : "hours to fill in";
  return `${days} ${times}${row.taxSeasonOnly ? " in tax season" : ""}`;
}

/** "Closed 2026-12-25 Christmas Day", "Closed 2026-12-24 to 2026-12-26 Holidays". */
function summarizeClosure({
  date,
  lastDay,
  name,
}: {
  date?: string;
  lastDay?: string;
  name?: string;
}) {
  const days = lastDay && lastDay !== date ? `${date ?? ""} to ${lastDay}` : (date ?? "");
  return ["Closed", days, name].filter(Boolean).join(" ");
}

const openingHours = z
  .object({
    days: field(
      z
        .array(z.enum(weekdays, { error: "must be a weekday such as Monday" }))
        .min(1)
        .refine((days) => new Set(days).size === days.length, {
          error: "must name each day once",
        }),
      { label: "Days", hint: "The days these hours apply to; they need not follow each other." },
    ),
    opens: time({ label: "Opens", hint: 'As you write it: "9 am", "9:30 am" or "09:30".' }),
    closes: time({ label: "Closes", hint: 'As you write it: "9 pm", "5:30 pm" or "17:30".' }),
    taxSeasonOnly: field(z.boolean(), {
      label: "Tax season only",
      hint: "On for hours that apply only during tax season, such as the weekend's.",
    }),
  })
  .refine((hours) => hours.opens < hours.closes, {
    error: "must be later than the opening time",
    path: ["closes"],
  });

export const hours = z.object({
  timeZone: field(
    z.enum(Object.keys(US_TIME_ZONES) as [keyof typeof US_TIME_ZONES], {
      error: "must be a US time zone such as America/New_York",
    }),
    { label: "Time zone", hint: "The office's time zone.", optionLabels: US_TIME_ZONES },
  ),
  taxSeason: field(
    z.object({
      start: monthDay({ label: "First day", hint: "The season's first day." }),
      end: monthDay({ label: "Last day", hint: "The season's last day." }),
    }),
    {
      label: "Tax season",
      hint: "Hours marked tax season only apply between these days, both included.",
    },
  ),
  weekly: field(
    z
      .array(openingHours)
      .min(1)
      .superRefine((rows, context) => {
        // A weekday has one row all year and at most one more for tax season: with two of
        // the same kind, the table, the footer and "open now" could each pick another.
        const first = new Map<string, number>();
        for (const [index, row] of rows.entries()) {
          for (const day of new Set(row.days)) {
            const key = `${day} ${row.taxSeasonOnly}`;
            const earlier = first.get(key);
            if (earlier === undefined) first.set(key, index);
            else
              context.addIssue({
                code: "custom",
                path: [index, "days"],
                message: `names ${day}, as entry ${earlier + 1} does${row.taxSeasonOnly ? ", both for tax season only" : ""}: list each day in one row (and, for other hours in tax season, in one more marked tax season only)`,
              });
          }
        }
      }),
    {
      label: "Weekly hours",
      hint: "The hours in the office's time zone: one row per group of days with the same hours. A day may have a second row, marked tax season only, for its hours then (such as the weekend's).",
      summary: summarizeHours,
      itemLabel: "row of hours",
      newOnTop: true,
    },
  ),
  closures: field(
    z.array(
      z
        .object({
          date: isoDate({
            label: "Date",
            hint: "The day the office is closed; for several days, the first.",
          }),
          lastDay: optionalDate({
            label: "Last day closed",
            hint: `Optional: for several days, the last day closed (at most ${MAX_CLOSURE_DAYS} days after the first). Leave empty for one day.`,
          }),
          name: text({ label: "Name", hint: "Such as Thanksgiving Day or Snow day." }, "a name"),
          message: optionalText({
            label: "Message on the site",
            hint: `Optional: a line at the top of every page from ${CLOSURE_NOTICE_DAYS} days before until the last day, such as "Closed December 24 to 26; we reopen Monday the 28th." Name the days: "today" would still show the day before.`,
            widget: "text",
          }).optional(),
        })
        .superRefine((closure, context) => {
          if (!closure.lastDay) return;
          if (closure.lastDay < closure.date)
            context.addIssue({
              code: "custom",
              path: ["lastDay"],
              message: `must be on or after the first day, ${closure.date}`,
            });
          else if (closure.lastDay > addDays(closure.date, MAX_CLOSURE_DAYS))
            context.addIssue({
              code: "custom",
              path: ["lastDay"],
              message: `must be at most ${MAX_CLOSURE_DAYS} days after the first day, ${closure.date}: for a longer closure, change the weekly hours`,
            });
        }),
    ),
    {
      label: "Closures",
      hint: 'Days the office is closed, such as holidays. On those days "Open now" on the contact page says closed and names the closure, and the hours table lists the next ones.',
      summary: summarizeClosure,
      itemLabel: "closure",
      newOnTop: true,
    },
  ),
});

export type Hours = z.output<typeof hours>;
export type OpeningHours = z.output<typeof openingHours>;
export type Closure = Hours["closures"][number];
