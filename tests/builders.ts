/**
 * Test data built from the declarations that define it, one builder each (tests/README.md): an
 * inquiry from the form's field list, a tax date from its schema's fields, a closure from the
 * hours file's. A new field or entry changes its builder, and every test that uses it follows.
 */
import { messages } from "~/interface-strings.ts";
import type { Closure, TaxDate } from "~/schemas/data-files.ts";
import { inquiryFields, type InquiryFieldSpec } from "~/lib/inquiry-fields.ts";
import { type Inquiry, inquiryRecord } from "~/lib/inquiry.ts";

const timeFields = inquiryFields.filter((field) => field.type === "time");

/**
 * A valid value for a field of the form's list, by its kind; `marker` finds it again. A choice of
 * time takes the next of `times`, the times the form offers on the test's day (none: no choice).
 */
function sampleValue(field: InquiryFieldSpec, marker = "", times: readonly string[] = []) {
  if (field.type === "time") return times[timeFields.indexOf(field)] ?? "";
  if (field.type === "meeting") return messages.inquiry.meetingWays.phone;
  if (field.format === "email") return `${field.name}@example.com`;
  if (field.format === "phone") return "(513) 555-0100";
  if (field.type === "textarea") return `Hello${marker && ` ${marker}`},\nabout my ${field.name}.`;
  return `A ${field.name} ${marker}`.trim();
}

/** A complete, valid inquiry: a value for every field of the list (of `times`, the first ones). */
export const sampleInquiry = (marker = "", times: readonly string[] = []): Inquiry =>
  inquiryRecord((field) => sampleValue(field, marker, times));

/** A unique marker, so a test finds its own inquiry among the others. */
export const uniqueMarker = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A tax date as the schema takes it: valid, for individuals, named after its day. */
export const taxDate = (date: string, entry: Partial<TaxDate> = {}): TaxDate => ({
  id: `due-${date}`,
  date,
  authority: "IRS",
  title: `Return due ${date}`,
  who: "Individuals",
  audiences: ["individuals"],
  source: "Publication 509",
  needsReview: false,
  ...entry,
});

/** A closure of one day, or through `lastDay`, named after its first day. */
export const closure = (date: string, entry: Partial<Closure> = {}): Closure => ({
  date,
  name: `Closed ${date}`,
  ...entry,
});
