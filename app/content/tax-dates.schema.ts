/**
 * tax-dates.yaml, "Tax dates": each due date with its authority, title, audiences and source;
 * the Resources page and the calendar feeds read them.
 */
import { z } from "zod";

import { authorities, businessDayOnOrAfter, nonBusinessDayReason } from "./business-days.ts";
import { weekdayOf } from "./calendar-day.ts";
import { field, isoDate, text } from "./fields.ts";
import { taxAudienceIds, taxAudiences } from "./tax-audiences.ts";

/**
 * A due date as the authority sets it (PRODUCT.md §14): never on a weekend or on one of its legal
 * holidays, where the rule has already moved it to the next business day.
 */
const taxDate = z
  .object({
    date: isoDate({
      label: "Date",
      hint: 'The due date as YYYY-MM-DD, such as "2027-04-15", after the shift: the publishing step refuses a Saturday, a Sunday or a legal holiday of the authority (federal holidays and DC Emancipation Day for the IRS, Ohio holidays for Ohio and RITA) and names the next business day.',
    }),
    authority: field(z.enum(authorities, { error: "must be IRS, Ohio or RITA" }), {
      label: "Who sets it",
      hint: "IRS, Ohio or RITA (Montgomery's city income tax).",
    }),
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
  })
  .superRefine((entry, context) => {
    const reason = nonBusinessDayReason(entry.date, entry.authority);
    if (!reason) return;
    const next = businessDayOnOrAfter(entry.date, entry.authority);
    context.addIssue({
      code: "custom",
      path: ["date"],
      message: `${entry.date} is ${reason}: the due date moves to the next business day, ${weekdayOf(next)} ${next}`,
    });
  });

/**
 * What makes a tax date the one it is: its day, authority and title, in the form a calendar
 * event's UID takes (build-tools/write-calendar.ts). Two entries alike in these would be one
 * event twice in every feed, so the schema refuses the second.
 */
export function taxDateIdentity(entry: Pick<TaxDate, "date" | "authority" | "title">): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  return `${entry.date}-${slug(entry.authority)}-${slug(entry.title)}`;
}

export const taxDates = z
  .object({
    dates: field(
      z
        .array(taxDate)
        .min(1, "needs at least one date")
        .superRefine((entries, context) => {
          const seen = new Map<string, number>();
          for (const [index, entry] of entries.entries()) {
            const identity = taxDateIdentity(entry);
            const first = seen.get(identity);
            if (first === undefined) seen.set(identity, index);
            else
              context.addIssue({
                code: "custom",
                path: [index, "title"],
                message: `repeats entry ${first + 1} (the same date, authority and title): a calendar needs each entry once`,
              });
          }
        }),
      {
        label: "Dates",
        hint: "Due dates after weekend and holiday shifts, from IRS Publication 509, the Ohio Department of Taxation and RITA. The Resources page shows them from the day of each build on (a year's worth); the calendar feeds keep them all.",
        summary: (entry: { date?: string; authority?: string; title?: string }) =>
          [entry.date, entry.authority && `${entry.authority}:`, entry.title]
            .filter(Boolean)
            .join(" "),
        itemLabel: "date",
        newOnTop: true,
      },
    ),
  })
  // The app takes the dates in the order of the calendar.
  .transform(({ dates }) => dates.toSorted((a, b) => a.date.localeCompare(b.date)));

export type TaxDate = z.output<typeof taxDates>[number];
