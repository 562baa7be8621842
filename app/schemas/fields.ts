/**
 * The fields the data files' schemas are made of (one schema per data file, beside it:
 * `hours.schema.ts` for `hours.yaml`; the pages' in `schemas/pages/`). Each field carries, in the
 * `cms` registry, the label and the plain-English hint the owner sees in Decap CMS, and
 * app/admin/cms-fields.server.ts derives the rest of Decap's fields from the schema itself
 * (widgets, required-ness, lists, choices, limits). A field is declared in its file's schema and
 * only there. Only the build and /admin/ run these modules: zod never reaches the public pages.
 * Messages complete "<field> ...": they say what a right value looks like.
 */
import { z } from "zod";

import { ISO_DATE_PATTERN, HTTPS_URL_PATTERN, MONTH_DAY_PATTERN } from "../rules/patterns.ts";
import { type ClockTime, parseTime } from "../rules/clock-time.ts";
import { pagePaths, pages } from "../pages.ts";
import { UPLOADS } from "../rules/uploads.ts";

/** What the CMS shows for a field, beside what the schema itself says. */
export interface CmsMeta {
  /** The field's name in the form ("Office phone"). */
  label: string;
  /** One plain-English line under the field. */
  hint?: string;
  /**
   * A widget the schema cannot tell: "text" for several lines, "markdown" for prose, "time" for
   * a time of day as the owner writes it ("5 pm"), kept as "17:00"; "image" for a picture she
   * uploads in the CMS (its address in the uploads, rules/uploads.ts); "uuid" for an identity
   * the CMS writes once when an item is created (Decap's uuid widget, never shown); "date" for
   * the phone's own date picker, with the weekday beside it; "month-day" for a month and a day
   * chosen in words (January 15), kept as "01-15".
   */
  widget?: "text" | "markdown" | "time" | "image" | "uuid" | "date" | "month-day";
  /** The keyboard a phone brings up for it: an email address, a phone number, a web address. */
  inputType?: "email" | "tel" | "url";
  /** The hint goes on to list the figures ({years}, ...) a text may name. */
  figures?: true;
  /** Other `{name}`s the text may hold, which the file's own fields fill in ({retention}). */
  ownNames?: readonly string[];
  /**
   * A list item's line when it is folded, in words ("Monday–Thursday 9:00 am–9:00 pm"); without
   * one, the item's first field. It is given the item as the owner has filled it in so far.
   */
  summary?: (item: any, index?: number) => string; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * A list whose items the site proposes, each with `needsReview` on until the owner has checked
   * it: the CMS lists those above the list, each with why it is so (`reasonOf`), in groups
   * (`groupOf`) she marks reviewed in one step.
   */
  review?: { groupOf: (item: any) => string; reasonOf: (item: any) => string }; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** What one item of a list is called, for its "Add a …" button: "date", "closure". */
  itemLabel?: string;
  /** A new item goes on top, in view (a list the build sorts, or whose newest comes first). */
  newOnTop?: true;
  /** What a value in the field's format looks like; the CMS says it when a value is not so. */
  looksLike?: string;
  /** The words the CMS shows for each of a choice's values, where the value is an id. */
  optionLabels?: Readonly<Record<string, string>>;
}

/** The CMS's words for the schemas' fields (read by app/admin/cms-fields.server.ts). */
export const cms = z.registry<CmsMeta>();

/** A field's words in the CMS: a label and a hint, always. */
export type FieldMeta = CmsMeta & { hint: string };

export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => {
  cms.add(schema, meta);
  return schema;
};

/** A list of items of these fields: at least one, or exactly `length` (`error` says so). */
export const items = <T extends z.ZodRawShape>(
  shape: T,
  meta: FieldMeta,
  { length, error }: { length?: number; error?: string } = {},
) => {
  const list = z.array(z.object(shape));
  return field(length ? list.length(length, error) : list.min(1, error), meta);
};

const TIME_LOOKS_LIKE = 'must be a time such as "9:00 am", "5 pm" or "17:00"';

/**
 * What no text may hold: a control character other than a tab or a line end, a carriage return
 * on its own, or a line or paragraph separator (U+2028, U+2029): an invisible character pasted in
 * would reach a page or a calendar feed, where the last two break a line that RFC 5545 does not.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)/;
const withoutControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);
const NO_CONTROL_CHARACTERS = {
  error: "must not hold an invisible control character (pasted in with the text): type it again",
  abort: true,
};

export const text = (meta: FieldMeta, what = "text") =>
  field(
    z
      .string({ error: `must be ${what}` })
      .trim()
      .min(1, "is required")
      .refine(withoutControlCharacters, NO_CONTROL_CHARACTERS),
    meta,
  );

/** A text that may stay empty. */
export const optionalText = (meta: FieldMeta) =>
  field(z.string().trim().refine(withoutControlCharacters, NO_CONTROL_CHARACTERS), meta);

/**
 * A text in a set format, such as a phone number. The build says "must be <looksLike>", and the
 * CMS checks the same pattern as the owner types and says the same. A wrong format is the one
 * message: later checks wait for it.
 */
export const formatted = (pattern: RegExp, looksLike: string, meta: FieldMeta) =>
  field(
    z
      .string({ error: `must be ${looksLike}` })
      .trim()
      .refine(withoutControlCharacters, NO_CONTROL_CHARACTERS)
      .regex(pattern, { error: `must be ${looksLike}`, abort: true }),
    { looksLike, ...meta },
  );

export const httpsUrl = (meta: FieldMeta) =>
  formatted(HTTPS_URL_PATTERN, "a full https:// web address", { inputType: "url", ...meta }).refine(
    (value) => URL.canParse(value),
    { error: "must be a full https:// web address" },
  );

/** An optional link: an https address, or empty for none. */
export const optionalUrl = (meta: FieldMeta) =>
  field(
    z.union([z.literal(""), httpsUrl(meta)], {
      error: "must be a full https:// web address, or empty",
    }),
    meta,
  );

export const isoDate = (meta: FieldMeta) =>
  formatted(ISO_DATE_PATTERN, 'a date as YYYY-MM-DD, such as "2027-04-15"', {
    widget: "date",
    ...meta,
  }).refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: "must be a real calendar date" },
  );

/**
 * A time of day as the owner writes it ("5 pm", "9:30 am", "17:00"), kept as "17:00"
 * (rules/clock-time.ts): the CMS's time field stores that form, and a file written by hand
 * in another is read the same way.
 */
export const time = (meta: FieldMeta) =>
  field(
    z
      .string({ error: TIME_LOOKS_LIKE })
      .trim()
      .min(1, "is required")
      .refine((value) => parseTime(value) !== undefined, { error: TIME_LOOKS_LIKE, abort: true })
      .transform((value) => parseTime(value) as ClockTime),
    { ...meta, widget: "time" },
  );

/** An optional date: a date, or nothing (empty or left out). */
export const optionalDate = (meta: FieldMeta) =>
  field(
    z
      .union([z.literal(""), isoDate(meta)], {
        error: "must be a date such as 2027-07-05, or empty",
      })
      .optional(),
    { widget: "date", ...meta },
  );

export const monthDay = (meta: FieldMeta) =>
  formatted(MONTH_DAY_PATTERN, 'a month and day as MM-DD, such as "01-15"', {
    widget: "month-day",
    ...meta,
  });

const PAGE_NAMES = Object.fromEntries(pages.map(({ path, navLabel }) => [path, navLabel]));

/** One of the site's pages (app/pages.ts), for its texts and for links to it, by its name. */
export const pagePath = (meta: FieldMeta) =>
  field(z.enum(pagePaths, { error: "must be one of the site's pages, such as /Planning" }), {
    optionLabels: PAGE_NAMES,
    ...meta,
  });

/** One of the site's pages, or none: empty, or emptied in the CMS (which writes null). */
export const optionalPagePath = (meta: FieldMeta) =>
  field(z.union([z.literal(""), pagePath(meta), z.null()]).optional(), meta);

/**
 * A picture the owner uploads in the CMS, or empty for none: its address in the site's uploads
 * (`/uploads/portrait.jpg`), as the CMS's image field writes it. JPEG, PNG, WebP or AVIF: the build
 * makes the sizes and formats the pages show from it (build-tools/preparer-photo.ts).
 */
export const optionalUploadedImage = (meta: FieldMeta) =>
  field(
    z.union(
      [
        z.literal(""),
        formatted(
          new RegExp(`^${UPLOADS.path}/(?!.*\\.\\.)[^?#\\\\]+\\.(jpe?g|png|webp|avif)$`, "i"),
          `a JPEG, PNG, WebP or AVIF picture uploaded to the site, such as ${UPLOADS.path}/portrait.jpg`,
          { ...meta, widget: "image" },
        ),
      ],
      { error: `must be a picture uploaded to the site (${UPLOADS.path}/…), or empty` },
    ),
    { ...meta, widget: "image" },
  );
