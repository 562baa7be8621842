/**
 * tax-dates.yaml, "Tax dates": each due date with its authority, title, audiences and source;
 * the Resources page and the calendar feeds read them.
 */
import { z } from "zod";

import { authorities, businessDayOnOrAfter, nonBusinessDayReason } from "../rules/business-days.ts";
import { weekdayOf } from "../rules/calendar-day.ts";
import { dueDateReason } from "../rules/due-date-reason.ts";
import { siteNow } from "../shared/clock.ts";
import { field, formatted, isoDate, text } from "./fields.ts";
import { taxAudienceIds, taxAudiences } from "../rules/tax-audiences.ts";
import { describeMissing, missingTaxObligations } from "../rules/tax-obligations.ts";

/**
 * An entry's identity for life: short (base32 of a UUID, or a readable slug), written once when
 * the entry is created and never derived from its date or words, so editing either keeps it.
 */
const TAX_DATE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/**
 * A due date as the authority sets it (docs/product.md §14): never on a weekend or on one of its legal
 * holidays, where the rule has already moved it to the next business day.
 */
export const taxDate = z
  .object({
    date: isoDate({
      label: "Date",
      hint: "The due date, after the shift: the editor refuses a Saturday, a Sunday or a legal holiday of the authority (federal holidays and DC Emancipation Day for the IRS, Ohio holidays for Ohio, RITA and ODJFS) and names the next business day.",
    }),
    authority: field(
      z.enum(authorities, {
        error: `must be ${new Intl.ListFormat("en-US", { type: "disjunction" }).format(authorities)}`,
      }),
      {
        label: "Who sets it",
        hint: "IRS, Ohio (its Department of Taxation), RITA (Montgomery's city income tax) or ODJFS (Ohio's unemployment compensation, for employers).",
      },
    ),
    title: text({
      label: "What is due",
      hint: "Such as 2026 individual income tax return (Form 1040).",
      widget: "text",
    }),
    who: text({
      label: "Who it concerns",
      hint: "In words, shown under the title: such as Ohio residents who pay estimated tax.",
    }),
    audiences: field(
      z
        .array(
          z.enum(taxAudienceIds, {
            error: `must be among ${taxAudienceIds.join(", ")}`,
          }),
        )
        .min(1, "needs at least one audience")
        .refine((chosen) => new Set(chosen).size === chosen.length, {
          error: "must name each audience once",
        }),
      {
        label: "For",
        hint: "Everyone the date concerns: the Resources page shows it to them when they choose who they are, and it goes into their calendar feed.",
        optionLabels: Object.fromEntries(taxAudiences.map(({ id, label }) => [id, label])),
      },
    ),
    source: text(
      {
        label: "Source",
        hint: 'Where the date comes from, to re-check it next year: such as "IRS Publication 509 (2027)", "Ohio IT 941 instructions" or "RITA Form 37 instructions".',
      },
      'the publication the date comes from, such as "IRS Publication 509 (2027)"',
    ),
    id: formatted(
      TAX_DATE_ID_PATTERN,
      "the identity the CMS wrote when the entry was created (up to 40 lowercase letters, digits and dashes)",
      {
        label: "Calendar identity",
        hint: "Written by itself when the date is added, and kept on every edit: subscribed calendars know the date by it. Nothing to type.",
        widget: "uuid",
      },
    ),
    needsReview: field(z.boolean().default(false), {
      label: "Needs your review",
      hint: "On for a date the site proposed from the rules for next year: it shows on no page and in no calendar feed until you have checked it and switched this off.",
    }),
  })
  // Checked as soon as the date is: a Saturday picked first in a new row is refused before any
  // other field is filled. With no authority chosen yet, a day none of them works on.
  .superRefine(
    (entry, context) => {
      const chosen = authorities.includes(entry.authority) ? [entry.authority] : authorities;
      const [reason, ...others] = chosen.map((authority) =>
        nonBusinessDayReason(entry.date, authority),
      );
      if (!reason || others.some((other) => !other)) return;
      const nextDays = new Set(
        chosen.map((authority) => businessDayOnOrAfter(entry.date, authority)),
      );
      const [next] = nextDays;
      context.addIssue({
        code: "custom",
        path: ["date"],
        message: `${entry.date} is ${chosen.length > 1 ? reason.replace(/ for the IRS$/, " for every authority") : reason}: the due date moves to the next business day${next && nextDays.size === 1 ? `, ${weekdayOf(next)} ${next}` : ""}`,
      });
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "date") },
  );

/** Two entries alike in their day, authority and title would show one date twice. */
const sameDate = (entry: Pick<TaxDate, "date" | "authority" | "title">) =>
  `${entry.date} ${entry.authority} ${entry.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()}`;

/** The day the completeness rule starts from: today, in UTC (at most a day early in Ohio). */
const today = () => siteNow().toISOString().slice(0, 10);

export const taxDates = z
  .object({
    dates: field(
      z
        .array(taxDate)
        .min(1, "needs at least one date")
        .superRefine((entries, context) => {
          const seen = new Map<string, number>();
          const ids = new Map<string, number>();
          for (const [index, entry] of entries.entries()) {
            const first = seen.get(sameDate(entry));
            if (first === undefined) seen.set(sameDate(entry), index);
            else
              context.addIssue({
                code: "custom",
                path: [index, "title"],
                message: `repeats entry ${first + 1} (the same date, authority and title): a calendar needs each entry once`,
              });
            const firstId = ids.get(entry.id);
            if (firstId === undefined) ids.set(entry.id, index);
            else
              context.addIssue({
                code: "custom",
                path: [index, "id"],
                message: `is entry ${firstId + 1}'s too: each entry needs its own (a copied entry: delete its id line, the CMS writes a new one)`,
              });
          }
        })
        // docs/product.md §19: every audience's recurring obligations (tax-obligations.ts), once each
        // entry is right (a date on a Saturday would only add misses of its own).
        .superRefine(
          (entries, context) => {
            for (const missing of missingTaxObligations(entries, today())) {
              context.addIssue({ code: "custom", path: [], message: describeMissing(missing) });
            }
          },
          { when: (payload) => payload.issues.length === 0 },
        ),
      {
        label: "Dates",
        hint: "Due dates after weekend and holiday shifts, from IRS Publication 509, the Ohio Department of Taxation, RITA and ODJFS. The Resources page shows them from the day of each build on (a year's worth); the calendar feeds keep them all.",
        summary: (entry: {
          date?: string;
          authority?: string;
          title?: string;
          needsReview?: boolean;
        }) =>
          [
            entry.date,
            entry.authority && `${entry.authority}:`,
            entry.title,
            entry.needsReview && "(needs your review)",
          ]
            .filter(Boolean)
            .join(" "),
        itemLabel: "date",
        newOnTop: true,
        // By authority: she checks each group against that authority's own calendar.
        review: {
          groupOf: (entry: { authority: string }) => entry.authority,
          reasonOf: dueDateReason,
        },
      },
    ),
  })
  // The app takes the dates in the order of the calendar.
  .transform(({ dates }) => dates.toSorted((a, b) => a.date.localeCompare(b.date)));

export type TaxDate = z.output<typeof taxDates>[number];
