/**
 * The one schema of the owner's data files (PRODUCT.md: "one schema validates them at build
 * time"). Each file in `app/content/` has its entry in `contentFiles`; the TypeScript types of
 * the content derive from it, and so do the CMS's forms: every field carries, in the `cms`
 * registry, the label and the plain-English hint the owner sees in Decap CMS, and
 * app/admin/cms-fields.server.ts derives the rest of Decap's fields from the schema itself (widgets,
 * required-ness, lists, choices, limits, patterns). A field is declared here and only here.
 * Only the build runs this module: zod never reaches the browser. Messages complete
 * "<field> ...": they say what a right value looks like.
 */
import { z } from "zod";

import {
  EMAIL_PATTERN,
  HTTPS_URL_PATTERN,
  ISO_DATE_PATTERN,
  MONTH_DAY_PATTERN,
  PHONE_PATTERN,
  TESTIMONIAL_NAME_PATTERN,
  TWO_LETTER_CODE_PATTERN,
  VIDEO_ID_PATTERN,
  ZIP_CODE_PATTERN,
} from "./patterns.ts";
import { addDays, isTimeZone, weekdayOf } from "./calendar-day.ts";
import { type ClockTime, formatDays, formatHours, parseTime } from "./clock-time.ts";

import { authorities, businessDayOnOrAfter, nonBusinessDayReason } from "./business-days.ts";
import { pagePaths } from "./pages.ts";
import { taxAudienceIds, taxAudiences } from "./tax-audiences.ts";
import { type Weekday, weekdays } from "./weekdays.ts";
import { CLOSURE_NOTICE_DAYS } from "./notices.ts";

/** What the CMS shows for a data file or a field, beside what the schema itself says. */
export interface CmsMeta {
  /** The field's name in the form ("Office phone"); for a whole file, its entry's name. */
  label: string;
  /** One plain-English line under the field. */
  hint?: string;
  /**
   * A widget the schema cannot tell: "text" for several lines, "markdown" for prose, "time" for
   * a time of day as the owner writes it ("5 pm"), kept as "17:00".
   */
  widget?: "text" | "markdown" | "time";
  /** The hint goes on to list the figures ({years}, ...) a text may name. */
  figures?: true;
  /** Other `{name}`s the text may hold, which the file's own fields fill in ({retention}). */
  ownNames?: readonly string[];
  /**
   * A list item's line when it is folded, in words ("Monday–Thursday 9:00 am–9:00 pm"); without
   * one, the item's first field. It is given the item as the owner has filled it in so far.
   */
  summary?: (item: any) => string; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** What one item of a list is called, for its "Add a …" button: "date", "closure". */
  itemLabel?: string;
  /** A list whose order means nothing (the build sorts it): a new item goes on top, in view. */
  newOnTop?: true;
  /** What a value in the field's format looks like; the CMS says it when a value is not so. */
  looksLike?: string;
  /** The words the CMS shows for each of a choice's values, where the value is an id. */
  optionLabels?: Readonly<Record<string, string>>;
}

/** The CMS's words for the schema's files and fields (read by app/admin/cms-fields.server.ts). */
export const cms = z.registry<CmsMeta>();

/** A field's words in the CMS: a label and a hint, always. */
type FieldMeta = CmsMeta & { hint: string };

const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => {
  cms.add(schema, meta);
  return schema;
};

/** The newest year a client can have been a client since: the year of the build. */
const THIS_YEAR = new Date().getFullYear();

const TIME_LOOKS_LIKE = 'must be a time such as "9:00 am", "5 pm" or "17:00"';

/**
 * What no text may hold: a control character other than a tab or a line end, or a carriage
 * return on its own (an invisible character pasted in would reach a page or a calendar feed).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;
const withoutControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);
const NO_CONTROL_CHARACTERS = {
  error: "must not hold an invisible control character (pasted in with the text): type it again",
  abort: true,
};

const text = (meta: FieldMeta, what = "text") =>
  field(
    z
      .string({ error: `must be ${what}` })
      .trim()
      .min(1, "is required")
      .refine(withoutControlCharacters, NO_CONTROL_CHARACTERS),
    meta,
  );

/** A text that may stay empty. */
const optionalText = (meta: FieldMeta) =>
  field(z.string().trim().refine(withoutControlCharacters, NO_CONTROL_CHARACTERS), meta);

/**
 * A text in a set format, such as a phone number. The build says "must be <looksLike>", and the
 * CMS checks the same pattern as the owner types and says the same. A wrong format is the one
 * message: later checks wait for it.
 */
const formatted = (pattern: RegExp, looksLike: string, meta: FieldMeta) =>
  field(
    z
      .string({ error: `must be ${looksLike}` })
      .trim()
      .refine(withoutControlCharacters, NO_CONTROL_CHARACTERS)
      .regex(pattern, { error: `must be ${looksLike}`, abort: true }),
    { looksLike, ...meta },
  );

const httpsUrl = (meta: FieldMeta) =>
  formatted(HTTPS_URL_PATTERN, "a full https:// web address", meta).refine(
    (value) => URL.canParse(value),
    { error: "must be a full https:// web address" },
  );

/** An optional link: an https address, or empty for none. */
const optionalUrl = (meta: FieldMeta) =>
  field(
    z.union([z.literal(""), httpsUrl(meta)], {
      error: "must be a full https:// web address, or empty",
    }),
    meta,
  );

const isoDate = (meta: FieldMeta) =>
  formatted(ISO_DATE_PATTERN, 'a date as YYYY-MM-DD, such as "2027-04-15"', meta).refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: "must be a real calendar date" },
  );

/**
 * A time of day as the owner writes it ("5 pm", "9:30 am", "17:00"), kept as "17:00"
 * (content/clock-time.ts): the CMS's time field stores that form, and a file written by hand
 * in another is read the same way.
 */
const time = (meta: FieldMeta) =>
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
const optionalDate = (meta: FieldMeta) =>
  field(
    z
      .union([z.literal(""), isoDate(meta)], {
        error: "must be a date such as 2027-07-05, or empty",
      })
      .optional(),
    meta,
  );

const monthDay = (meta: FieldMeta) =>
  formatted(MONTH_DAY_PATTERN, 'a month and day as MM-DD, such as "01-15"', meta);

/** One of the site's pages (content/pages.ts), for its texts and for links to it. */
const pagePath = (meta: FieldMeta) =>
  field(z.enum(pagePaths, { error: "must be one of the site's pages, such as /Planning" }), meta);

const site = z
  .object({
    businessName: text({
      label: "Business name",
      hint: "Shown in the header, titles and search results.",
    }),
    ownerName: text({ label: "Owner", hint: "Your full name, shown on About Us." }, "a name"),
    email: formatted(EMAIL_PATTERN, "an email address such as name@example.com", {
      label: "Office email",
      hint: "Where clients write to; shown on every page.",
    }),
    phone: formatted(PHONE_PATTERN, "a phone number such as (513) 555-0100", {
      label: "Office phone",
      hint: "As people read it, such as (513) 555-0100. Every phone link follows it.",
    }).refine(
      (value) => {
        const digits = value.replace(/\D/g, "");
        return value.startsWith("+") || digits.length === 10 || /^1\d{10}$/.test(digits);
      },
      { error: "must be a US phone number with area code, such as (513) 555-0100" },
    ),
    address: field(
      z.object({
        locality: text({ label: "City", hint: "Such as Montgomery." }, "a city"),
        region: text({ label: "State", hint: "Such as Ohio." }, "a state"),
        regionCode: formatted(TWO_LETTER_CODE_PATTERN, "a two-letter state code such as OH", {
          label: "State code",
          hint: "Two capital letters, such as OH.",
        }),
        postalCode: formatted(ZIP_CODE_PATTERN, "a five-digit ZIP code", {
          label: "ZIP code",
          hint: "Five digits.",
        }),
        country: formatted(TWO_LETTER_CODE_PATTERN, "a two-letter country code such as US", {
          label: "Country code",
          hint: "Two capital letters: US.",
        }),
      }),
      { label: "Address", hint: "City, state and ZIP (the site shows no street)." },
    ),
    portalUrl: httpsUrl({
      label: "Client portal address",
      hint: "The secure portal's web address (https://).",
    }),
    yearsOfExperience: field(z.number().int().min(1).max(100, "must be a number of years"), {
      label: "Years of experience",
      hint: "Texts say it as {years}.",
    }),
    portalEncryptionBits: field(z.number().int().min(128).max(4096), {
      label: "Portal encryption (bits)",
      hint: "Texts say it as {bits}.",
    }),
    reviewUrl: optionalUrl({
      label: "Google review address",
      hint: 'Optional: shows "Review us on Google". Leave empty for none.',
    }),
    bookingUrl: optionalUrl({
      label: "Booking address",
      hint: 'Optional: shows "Book an appointment". Leave empty for none.',
    }),
  })
  .register(cms, { label: "Business details" });

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

const hours = z
  .object({
    timeZone: text({
      label: "Time zone",
      hint: "The office's time zone; leave as America/New_York.",
    }).refine(isTimeZone, {
      error: "must be a time zone such as America/New_York",
    }),
    taxSeason: field(
      z.object({
        start: monthDay({ label: "First day", hint: 'Month and day, such as "01-15".' }),
        end: monthDay({ label: "Last day", hint: 'Month and day, such as "04-15".' }),
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
              hint: 'The day the office is closed, as YYYY-MM-DD, such as "2027-07-05"; for several days, the first.',
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
  })
  .register(cms, { label: "Office hours and closures" });

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

const taxDates = z
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
  .register(cms, { label: "Tax dates" })
  // The app takes the dates in the order of the calendar.
  .transform(({ dates }) => dates.toSorted((a, b) => a.date.localeCompare(b.date)));

const notice = z
  .object({
    // Empty: no notice.
    text: optionalText({
      label: "Notice",
      hint: 'A short notice at the top of every page, such as a deadline reminder. Leave empty to show none. To close the office for a day, add a closure under Office hours and closures instead: it also turns "Open now" to closed, and its message shows here.',
      widget: "text",
    }),
    lastDay: optionalDate({
      label: "Last day",
      hint: 'Optional: the last day the notice shows, as YYYY-MM-DD, such as "2027-04-15"; the next morning\'s update of the site removes it. Leave empty to keep it until you empty the notice.',
    }),
    linkText: optionalText({
      label: "Link words",
      hint: "Optional: the words of a link after the notice.",
    }),
    linkUrl: optionalUrl({
      label: "Link address",
      hint: "Optional: where that link goes (https://).",
    }),
  })
  .refine((value) => (value.linkText === "") === (value.linkUrl === ""), {
    error: "needs both a link text and a link address, or neither",
    path: ["linkUrl"],
  })
  .refine((value) => value.text !== "" || value.linkText === "", {
    error: "needs a text when it has a link",
    path: ["text"],
  })
  .register(cms, { label: "Site-wide notice" });

const testimonials = z
  .object({
    testimonials: field(
      z
        .array(
          z.object({
            name: formatted(
              TESTIMONIAL_NAME_PATTERN,
              'a first name and an initial, such as "Linda M."',
              { label: "Name", hint: 'First name and last initial, such as "Linda M."' },
            ),
            clientSince: field(
              z
                .number({ error: `must be a year between 1950 and ${THIS_YEAR}` })
                .int()
                .min(1950, `must be a year between 1950 and ${THIS_YEAR}`)
                .max(THIS_YEAR, `must be a year between 1950 and ${THIS_YEAR}`),
              { label: "Client since", hint: "The year they became a client." },
            ),
            text: text({
              label: "What they said",
              hint: "Their words, without quotation marks.",
              widget: "text",
            }),
          }),
        )
        .min(1, "needs at least one testimonial"),
      {
        label: "Testimonials",
        hint: "The first one is also shown on the home page.",
        summary: ({ name, clientSince }: { name?: string; clientSince?: number }) =>
          clientSince ? `${name ?? ""} (client since ${clientSince})` : (name ?? ""),
        itemLabel: "testimonial",
      },
    ),
  })
  .register(cms, { label: "Testimonials" })
  .transform(({ testimonials }) => testimonials);

const services = z
  .object({
    services: field(
      z
        .array(
          z.object({
            name: text({ label: "Name", hint: "Such as Tax planning." }),
            summary: text({ label: "Summary", hint: "One or two sentences.", widget: "text" }),
          }),
        )
        .min(1),
      { label: "Services", hint: "What the practice does.", itemLabel: "service" },
    ),
    returnTypes: field(
      z
        .array(
          z.object({
            taxpayer: text({ label: "Return type", hint: "Such as Individual." }),
            forms: text({ label: "Form", hint: "Such as 1040." }),
          }),
        )
        .min(1),
      { label: "Return types", hint: "The table on the Services page.", itemLabel: "return type" },
    ),
    clientTypes: field(
      z.array(text({ label: "Kind of client", hint: "Such as Retirees." })).min(1),
      {
        label: "Who we serve",
        hint: "One kind of client per line.",
      },
    ),
  })
  .register(cms, { label: "Services" });

const link = z.object({
  title: text({ label: "Title", hint: "The link's words." }),
  url: httpsUrl({ label: "Address", hint: "A full https:// address." }),
});

const resources = z
  .object({
    tips: field(
      z.array(
        z.object({
          title: text({ label: "Title", hint: "The tip in a few words." }),
          text: text({ label: "Text", hint: "The tip.", widget: "text" }),
        }),
      ),
      { label: "Tips", hint: "Short tips on the Resources page.", itemLabel: "tip" },
    ),
    federalLinks: field(z.array(link), {
      label: "IRS links",
      hint: "Links to official IRS pages.",
      itemLabel: "link",
    }),
    stateRefundLinks: field(z.array(link), {
      label: "State refund links",
      hint: "Each state's official refund status page.",
      itemLabel: "link",
    }),
  })
  .register(cms, { label: "Resources" });

const videos = z
  .object({
    platform: field(z.enum(["youtube", "vimeo"], { error: 'must be "youtube" or "vimeo"' }), {
      label: "Video platform",
      hint: "Where the four videos are hosted.",
    }),
    chapters: field(
      z
        .array(
          z.object({
            id: formatted(VIDEO_ID_PATTERN, "a video id (letters, digits, - and _) or empty", {
              label: "Video id",
              hint: "The id from the video's address; leave empty until it is ready.",
            }),
            title: text({ label: "Title", hint: "Such as Link Training Chapter 1." }),
            summary: text({ label: "Summary", hint: "What the video covers.", widget: "text" }),
          }),
        )
        .length(4, "must list the four chapters"),
      {
        label: "Chapters",
        hint: 'The four training videos, in order. A chapter without an id shows "coming soon".',
      },
    ),
  })
  .register(cms, { label: "Videos" });

const referral = z
  .object({
    amount: field(z.number().int().positive("must be an amount in dollars"), {
      label: "Referral credit ($)",
      hint: "The credit per referred client; texts say it as {amount}.",
    }),
    terms: field(z.array(text({ label: "Term", hint: "One term of the programme." })).min(1), {
      label: "Terms",
      hint: "One term per line.",
      figures: true,
    }),
  })
  .register(cms, { label: "Referral programme" });

/** A page's heading and the sentences under it. */
const headingAndLead = (whose: "page" | "section") => ({
  heading: text({ label: "Heading", hint: `The ${whose}'s main heading.` }),
  lead: text({
    label: "Introduction",
    hint: "One or two sentences under the heading.",
    widget: "text",
  }),
});

/** A section's heading. */
const heading = () => text({ label: "Heading", hint: "The section's heading." });

/** The texts of one page, which may name figures. */
const pageTexts = <T extends z.core.$ZodLooseShape>(label: string, shape: T) =>
  field(z.object(shape), { label, hint: `The ${label} page's texts.`, figures: true });

const pages = z
  .object({
    pages: field(
      z
        .array(
          z.object({
            path: pagePath({ label: "Page", hint: "The page's address; it stays as it is." }),
            title: text({ label: "Title", hint: "A few words." }),
            description: text({
              label: "Description",
              hint: "One sentence, at most about 200 characters.",
              widget: "text",
            }),
          }),
        )
        .length(pagePaths.length, {
          error: "must give a title and description for every page",
          abort: true,
        })
        .refine((list) => pagePaths.every((path) => list.some((page) => page.path === path)), {
          error: "must give a title and description for every page",
        }),
      {
        label: "Page titles",
        hint: "The title and description search engines show for each page.",
        summary: ({ path, title }: { path?: string; title?: string }) =>
          [path, title].filter(Boolean).join(": "),
      },
    ),
    claims: field(
      z.object({
        experience: text({ label: "Experience", hint: "Such as {years} years of experience." }),
        portal: text({ label: "Portal", hint: "Such as {bits}-bit encrypted client portal." }),
        footer: text({
          label: "Footer text",
          hint: "The sentence in the footer.",
          widget: "text",
        }),
        copyrightNote: text({
          label: "Copyright note",
          hint: "After the year and the business name.",
        }),
      }),
      { label: "Claims", hint: "Short claims shown across the site.", figures: true },
    ),
    home: pageTexts("Home", {
      hero: field(
        z.object({
          eyebrow: text({ label: "Small line above", hint: "Such as {locality}, {region}." }),
          ...headingAndLead("page"),
          primaryAction: text({
            label: "Inquiry button",
            hint: "The button to the contact form.",
          }),
          bookingAction: text({
            label: "Booking button",
            hint: "Shown only when a booking address is set.",
          }),
        }),
        { label: "Banner", hint: "The top of the home page." },
      ),
      features: field(
        z
          .array(
            z.object({
              title: text({ label: "Title", hint: "A few words." }),
              text: text({ label: "Text", hint: "One or two sentences.", widget: "text" }),
              to: pagePath({ label: "Links to", hint: "The page the column links to." }),
            }),
          )
          .length(3),
        { label: "Feature columns", hint: "The three columns; each links to a page." },
      ),
      taxPreparation: field(
        z.object({
          heading: heading(),
          paragraphs: field(z.array(text({ label: "Paragraph", hint: "One paragraph." })).min(1), {
            label: "Paragraphs",
            hint: "One paragraph per item.",
          }),
        }),
        { label: "Tax preparation", hint: "A section of the home page." },
      ),
      advantage: field(
        z.object({
          heading: heading(),
          points: field(z.array(text({ label: "Point", hint: "One point." })).min(1), {
            label: "Points",
            hint: "One point per item.",
          }),
        }),
        { label: "Advantage", hint: "A section of the home page." },
      ),
      testimonialHeading: text({
        label: "Testimonial heading",
        hint: "Above the featured testimonial.",
      }),
      referral: field(
        z.object({
          heading: heading(),
          text: text({ label: "Text", hint: "The offer.", widget: "text" }),
          action: text({ label: "Button", hint: "The button to the Reviews page." }),
        }),
        { label: "Referral", hint: "The referral section of the home page." },
      ),
    }),
    planning: pageTexts("Planning", {
      ...headingAndLead("page"),
      action: text({ label: "Button", hint: "The button to the contact page." }),
      steps: field(
        z
          .array(
            z.object({
              title: text({ label: "Title", hint: "The step in a few words." }),
              text: text({ label: "Text", hint: "What happens.", widget: "text" }),
            }),
          )
          .min(1),
        { label: "Steps", hint: "The process, step by step.", itemLabel: "step" },
      ),
      checklist: field(
        z.object({
          heading: text({ label: "Heading", hint: "The checklist's heading." }),
          lead: text({ label: "Introduction", hint: "One sentence.", widget: "text" }),
          printHint: text({
            label: "Printing hint",
            hint: "Tells visitors how to print it.",
            widget: "text",
          }),
          groups: field(
            z
              .array(
                z.object({
                  title: text({ label: "Title", hint: "Such as Income." }),
                  items: field(z.array(text({ label: "Document", hint: "One document." })).min(1), {
                    label: "Documents",
                    hint: "One document per item.",
                  }),
                }),
              )
              .min(1),
            { label: "Groups", hint: "Groups of documents.", itemLabel: "group" },
          ),
        }),
        { label: "What to bring", hint: "The printable checklist." },
      ),
    }),
    services: pageTexts("Services", {
      ...headingAndLead("page"),
      servicesHeading: text({ label: "Services heading", hint: "Above the services." }),
      returnTypesHeading: text({ label: "Return types heading", hint: "Above the table." }),
      returnTypesCaption: text({ label: "Table caption", hint: "Read out by screen readers." }),
      clientTypesHeading: text({
        label: "Who we serve heading",
        hint: "Above the list of clients.",
      }),
    }),
    reviews: pageTexts("Reviews", {
      ...headingAndLead("page"),
      referralHeading: text({ label: "Referral heading", hint: "Above the referral terms." }),
      reviewHeading: text({ label: "Review heading", hint: "Above the review invitation." }),
      reviewInvitation: text({
        label: "Review invitation",
        hint: "Invites clients to email a review.",
        widget: "text",
      }),
      reviewAction: text({ label: "Review button", hint: "The email button." }),
      reviewSubject: text({ label: "Review email subject", hint: "The subject of that email." }),
      testimonialsHeading: text({
        label: "Testimonials heading",
        hint: "Above the testimonials.",
      }),
      googleReviewAction: text({
        label: "Google review button",
        hint: "Shown only when a review address is set.",
      }),
    }),
    resources: pageTexts("Resources", {
      ...headingAndLead("page"),
      tipsHeading: text({ label: "Tips heading", hint: "Above the tips." }),
      federalHeading: text({ label: "IRS heading", hint: "Above the IRS links." }),
      statesHeading: text({ label: "States heading", hint: "Above the state links." }),
      statesLead: text({ label: "States introduction", hint: "One sentence.", widget: "text" }),
      taxDates: field(
        z.object({
          ...headingAndLead("section"),
          calendarAction: text({
            label: "Calendar link",
            hint: "Above the calendar links, such as Add these dates to your calendar.",
          }),
          whoHeader: text({ label: "Who label", hint: "Read out by screen readers." }),
          sourceHeader: text({
            label: "Source label",
            hint: "Before each date's source, in small print.",
          }),
          noneUpcoming: text({
            label: "No dates left",
            hint: "Shown when every listed date has passed (for the chosen audience).",
            widget: "text",
          }),
          chooseLegend: text({
            label: "Choice heading",
            hint: "Above the choice of whose dates to show, such as Show the dates for.",
          }),
          allDates: text({
            label: "All dates choice",
            hint: "The choice that shows every date; its calendar feed is the whole season.",
          }),
          subscribe: text({
            label: "Subscribe link",
            hint: "Adds the chosen dates to a calendar as a feed that updates itself.",
          }),
          download: text({
            label: "Download link",
            hint: "Downloads the chosen dates as a calendar file, once.",
          }),
          subscribeHelp: text({
            label: "Adding a feed by its address",
            hint: "One line on adding a feed by its address in Google Calendar and Outlook.",
            widget: "text",
          }),
          noneNext: text({
            label: "Nothing in the coming months",
            hint: "When the chosen audience has nothing due in the next three months (the list's first part), but later dates.",
            widget: "text",
          }),
          laterSummary: text({
            label: "Rest of the season",
            hint: "Opens the dates after the next three months, such as The rest of the season.",
          }),
          noneLater: text({
            label: "Nothing later",
            hint: "In the rest of the season, when the chosen audience has no more dates.",
            widget: "text",
          }),
        }),
        { label: "Tax dates", hint: "The important dates section." },
      ),
    }),
    videos: pageTexts("Videos", {
      ...headingAndLead("page"),
      portalAction: text({ label: "Portal button", hint: "The button to the client portal." }),
      comingSoon: text({ label: "Coming soon label", hint: "On a chapter without a video id." }),
      comingSoonText: text({
        label: "Coming soon text",
        hint: "Under that label.",
        widget: "text",
      }),
    }),
    about: pageTexts("About Us", {
      heading: text({ label: "Heading", hint: "The page's main heading." }),
      action: text({ label: "Button", hint: "The button to the contact page." }),
      role: text({ label: "Your role", hint: "Under your name." }),
      valuesHeading: text({ label: "Values heading", hint: "Above the values." }),
      values: field(z.array(text({ label: "Value", hint: "One value." })).min(1), {
        label: "Values",
        hint: "One value per item.",
      }),
    }),
    privacy: pageTexts("Privacy", {
      heading: text({ label: "Heading", hint: "The page's main heading, such as Privacy notice." }),
      lastChanged: text({
        label: "Last changed label",
        hint: "Before the date the notice last changed, such as Last changed.",
      }),
    }),
    contact: pageTexts("Contact Us", {
      ...headingAndLead("page"),
      detailsHeading: text({ label: "Office heading", hint: "Above the address." }),
      hoursHeading: text({ label: "Hours heading", hint: "Above the hours." }),
      formHeading: text({ label: "Form heading", hint: "Above the form." }),
      directionsAction: text({
        label: "Directions link",
        hint: "Opens a map search for the office.",
      }),
      reviewAction: text({
        label: "Google review link",
        hint: "Shown only when a review address is set.",
      }),
      bookingAction: text({
        label: "Booking link",
        hint: "Shown only when a booking address is set.",
      }),
    }),
  })
  .register(cms, { label: "Page texts" });

/**
 * about.md: Markdown prose, the whole file its body (Decap's name for a Markdown file's text).
 * The loader renders it; this entry gives the CMS its field.
 */
const about = z
  .object({
    body: text({
      label: "Biography",
      hint: "The owner's biography.",
      widget: "markdown",
      figures: true,
    }),
  })
  .register(cms, { label: "About Us biography" });

/**
 * privacy.md (PRODUCT.md §14): the privacy notice at /Privacy, the owner's Markdown in its body,
 * and two fields in its front matter: the day it last changed, shown above it, and how long the
 * office keeps what visitors send, which the body names as {retention}.
 */
export const RETENTION_PLACEHOLDER = "{retention}";

const privacy = z
  .object({
    lastChanged: isoDate({
      label: "Last changed",
      hint: 'The day you last changed the notice, as YYYY-MM-DD, such as "2027-01-15". Shown above it.',
    }),
    retention: text({
      label: "How long you keep inquiries",
      hint: `How long the office keeps what visitors send through the form, in a sentence or two. The notice shows it where its text says ${RETENTION_PLACEHOLDER}.`,
      widget: "text",
    }),
    body: text({
      label: "Notice",
      hint: `The privacy notice. Keep ${RETENTION_PLACEHOLDER} where the time you keep inquiries goes.`,
      widget: "markdown",
      figures: true,
      ownNames: [RETENTION_PLACEHOLDER.slice(1, -1)],
    }).refine((body) => body.includes(RETENTION_PLACEHOLDER), {
      error: `must say ${RETENTION_PLACEHOLDER} where the time the office keeps inquiries goes`,
    }),
  })
  .register(cms, { label: "Privacy notice" })
  // The time the office keeps inquiries goes where the text names it.
  .transform(({ body, ...fields }) => ({
    ...fields,
    body: body.replaceAll(RETENTION_PLACEHOLDER, fields.retention),
  }));

/** How a data file is written: YAML, or Markdown whose front matter holds the fields. */
export type ContentFormat = "yaml" | "markdown";

/** A data file: its name in app/content, how it is written, its schema and what it holds. */
export interface DataFile<
  S extends z.ZodType = z.ZodType,
  F extends ContentFormat = ContentFormat,
> {
  file: string;
  format: F;
  schema: S;
  /** What it holds, in a few words (the README's table of data files). */
  holds: string;
}

const yamlFile = <S extends z.ZodType>(
  file: `${string}.yaml`,
  schema: S,
  holds: string,
): DataFile<S, "yaml"> => ({ file, format: "yaml", schema, holds });

/** A Markdown file: its text is the `body` field, which the build renders to `html`. */
const markdownFile = <S extends z.ZodType<{ body: string }, { body: string }>>(
  file: `${string}.md`,
  schema: S,
  holds: string,
): DataFile<S, "markdown"> => ({ file, format: "markdown", schema, holds });

/**
 * Every data file, under the name the app reads it by (`import { hours } from "virtual:content"`),
 * in the order the CMS lists them. This is the one list: the loader reads, validates and
 * completes each entry (content/load.server.ts), the `Content` type below and `virtual:content`
 * derive from it, the CMS gets a form for each (admin/cms-fields.server.ts), and the README's
 * table of data files is written from it. A new data file is a schema and one entry here.
 */
export const contentFiles = {
  site: yamlFile(
    "site.yaml",
    site,
    "business name, owner, email, phone, address, portal URL, years, encryption claim",
  ),
  hours: yamlFile(
    "hours.yaml",
    hours,
    "the time zone, the tax-season window, the weekly hours and the closed days",
  ),
  notice: yamlFile(
    "notice.yaml",
    notice,
    "an optional notice at the top of every page (a closure, a deadline)",
  ),
  testimonials: yamlFile(
    "testimonials.yaml",
    testimonials,
    "the testimonials (the first is on the home page)",
  ),
  taxDates: yamlFile(
    "tax-dates.yaml",
    taxDates,
    "the tax dates (IRS, Ohio, RITA), each with its audiences and source; the feeds",
  ),
  services: yamlFile("services.yaml", services, "services, the return-types table, who we serve"),
  resources: yamlFile(
    "resources.yaml",
    resources,
    "tips, the IRS links and the state refund links",
  ),
  videos: yamlFile(
    "videos.yaml",
    videos,
    "the video platform and the four chapters (id, title, summary)",
  ),
  referral: yamlFile("referral.yaml", referral, "the referral credit and its terms"),
  copy: yamlFile("pages.yaml", pages, "each page's title, description, headings and texts"),
  about: markdownFile("about.md", about, "the owner's biography (Markdown)"),
  privacy: markdownFile(
    "privacy.md",
    privacy,
    "the privacy notice at `/Privacy` (Markdown), its last-changed date and retention",
  ),
} as const satisfies Record<string, DataFile>;

export type ContentName = keyof typeof contentFiles;

/** A data file as the app gets it: its schema's output; a Markdown file's body as `html`. */
export type LoadedFile<D extends DataFile> =
  D extends DataFile<infer S, "markdown">
    ? Omit<z.output<S>, "body"> & { html: string }
    : z.output<D["schema"]>;

/** Everything the site reads from the data files, validated and with its figures filled in. */
export type Content = { [N in ContentName]: LoadedFile<(typeof contentFiles)[N]> };

export type Site = Content["site"];
export type Hours = Content["hours"];
export type OpeningHours = z.infer<typeof openingHours>;
export type Testimonial = Content["testimonials"][number];
export type Services = Content["services"];
export type Resources = Content["resources"];
export type Videos = Content["videos"];
export type Referral = Content["referral"];
export type PagesCopy = Content["copy"];
export type TaxDate = Content["taxDates"][number];
export type Notice = Content["notice"];
export type Closure = Hours["closures"][number];
export type ResourceLink = Resources["federalLinks"][number];
export type TrainingVideo = Videos["chapters"][number];
