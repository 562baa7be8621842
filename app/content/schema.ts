/**
 * The one schema of the owner's data files (PRODUCT.md: "one schema validates them at build
 * time"). Each file in `app/content/` has its entry in `contentFiles`; the TypeScript types of
 * the content derive from it. Only the build (app/content/load.ts) runs it: zod never reaches
 * the browser. The Decap CMS configuration mirrors it field by field (a unit test holds them
 * together). Messages complete "<field> ...": they say what a right value looks like.
 */
import { z } from "zod";

import {
  EMAIL_PATTERN,
  ISO_DATE_PATTERN,
  MONTH_DAY_PATTERN,
  PHONE_PATTERN,
  TESTIMONIAL_NAME_PATTERN,
  TIME_PATTERN,
  VIDEO_ID_PATTERN,
} from "./patterns";
import { weekdayOf } from "./calendar-day";

import { authorities, businessDayOnOrAfter, nonBusinessDayReason } from "./business-days";
import { pagePaths } from "./pages";
import { weekdays } from "./weekdays";

/** The newest year a client can have been a client since: the year of the build. */
const THIS_YEAR = new Date().getFullYear();

const text = (what = "text") =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, "is required");

const httpsUrl = z
  .string({ error: "must be a web address" })
  .trim()
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    error: "must be a full https:// web address",
  });

const phone = z
  .string({ error: "must be a phone number" })
  .trim()
  .regex(PHONE_PATTERN, "must be a phone number such as (513) 555-0100")
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, "");
      return value.startsWith("+") || digits.length === 10 || /^1\d{10}$/.test(digits);
    },
    { error: "must be a US phone number with area code, such as (513) 555-0100" },
  );

const email = z
  .string({ error: "must be an email address" })
  .trim()
  .regex(EMAIL_PATTERN, "must be an email address such as name@example.com");

/** An optional link: an https address, or empty for none. */
const optionalUrl = z.union([z.literal(""), httpsUrl], {
  error: "must be a full https:// web address, or empty",
});

const isoDate = z
  .string({ error: 'must be a date such as "2027-04-15"' })
  .regex(ISO_DATE_PATTERN, 'must be a date as YYYY-MM-DD, such as "2027-04-15"')
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: "must be a real calendar date" },
  );

const time = z
  .string({ error: 'must be a time such as "09:00"' })
  .regex(TIME_PATTERN, 'must be a 24-hour time such as "09:00" or "21:00"');

const monthDay = z
  .string({ error: 'must be a month and day such as "01-15"' })
  .regex(MONTH_DAY_PATTERN, 'must be a month and day as MM-DD, such as "01-15"');

const site = z.object({
  businessName: text(),
  ownerName: text("a name"),
  email,
  phone,
  address: z.object({
    locality: text("a city"),
    region: text("a state"),
    regionCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code such as OH"),
    postalCode: z.string().regex(/^\d{5}$/, "must be a five-digit ZIP code"),
    country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as US"),
  }),
  portalUrl: httpsUrl,
  yearsOfExperience: z.number().int().min(1).max(100, "must be a number of years"),
  portalEncryptionBits: z.number().int().min(128).max(4096),
  reviewUrl: optionalUrl,
  bookingUrl: optionalUrl,
});

const openingHours = z
  .object({
    days: z
      .array(z.enum(weekdays, { error: "must be a weekday such as Monday" }))
      .min(1)
      .refine((days) => new Set(days).size === days.length, { error: "must name each day once" }),
    opens: time,
    closes: time,
    taxSeasonOnly: z.boolean(),
  })
  .refine((hours) => hours.opens < hours.closes, {
    error: "must be later than the opening time",
    path: ["closes"],
  });

const hours = z.object({
  timeZone: z.string().refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone), {
    error: "must be a time zone such as America/New_York",
  }),
  taxSeason: z.object({ start: monthDay, end: monthDay }),
  weekly: z
    .array(openingHours)
    .min(1)
    .superRefine((rows, context) => {
      // A weekday has one row all year and at most one more for tax season: with two of the
      // same kind, the table, the footer and "open now" could each pick another.
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
  closures: z.array(z.object({ date: isoDate, name: text("a name such as Thanksgiving Day") })),
});

/**
 * A due date as the authority sets it (PRODUCT.md §14): never on a weekend or on one of its legal
 * holidays, where the rule has already moved it to the next business day.
 */
const taxDate = z
  .object({
    date: isoDate,
    authority: z.enum(authorities, { error: "must be IRS, Ohio or RITA" }),
    title: text(),
    who: text(),
    source: text('the publication the date comes from, such as "IRS Publication 509 (2027)"'),
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

const taxDates = z.object({
  dates: z.array(taxDate).min(1, "needs at least one date"),
});

const notice = z
  .object({ text: z.string().trim(), linkText: z.string().trim(), linkUrl: optionalUrl })
  .refine((value) => (value.linkText === "") === (value.linkUrl === ""), {
    error: "needs both a link text and a link address, or neither",
    path: ["linkUrl"],
  })
  .refine((value) => value.text !== "" || value.linkText === "", {
    error: "needs a text when it has a link",
    path: ["text"],
  });

const testimonials = z.object({
  testimonials: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .regex(
            TESTIMONIAL_NAME_PATTERN,
            'must be a first name and an initial, such as "Linda M."',
          ),
        clientSince: z
          .number({ error: `must be a year between 1950 and ${THIS_YEAR}` })
          .int()
          .min(1950, `must be a year between 1950 and ${THIS_YEAR}`)
          .max(THIS_YEAR, `must be a year between 1950 and ${THIS_YEAR}`),
        text: text(),
      }),
    )
    .min(1, "needs at least one testimonial"),
});

const services = z.object({
  services: z.array(z.object({ name: text(), summary: text() })).min(1),
  returnTypes: z.array(z.object({ taxpayer: text(), forms: text() })).min(1),
  clientTypes: z.array(text()).min(1),
});

const link = z.object({ title: text(), url: httpsUrl });

const resources = z.object({
  tips: z.array(z.object({ title: text(), text: text() })),
  federalLinks: z.array(link),
  stateRefundLinks: z.array(link),
});

const videos = z.object({
  platform: z.enum(["youtube", "vimeo"], { error: 'must be "youtube" or "vimeo"' }),
  chapters: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .regex(VIDEO_ID_PATTERN, "must be a video id (letters, digits, - and _) or empty"),
        title: text(),
        summary: text(),
      }),
    )
    .length(4, "must list the four chapters"),
});

const referral = z.object({
  amount: z.number().int().positive("must be an amount in dollars"),
  terms: z.array(text()).min(1),
});

/** One of the site's pages (content/pages.ts), for its texts and for links to it. */
const pagePath = z.enum(pagePaths, { error: "must be one of the site's pages, such as /Planning" });

const headingAndLead = { heading: text(), lead: text() };

const pages = z.object({
  pages: z
    .array(z.object({ path: pagePath, title: text(), description: text() }))
    .refine((list) => pagePath.options.every((path) => list.some((page) => page.path === path)), {
      error: "must give a title and description for every page",
    }),
  claims: z.object({ experience: text(), portal: text(), footer: text(), copyrightNote: text() }),
  home: z.object({
    hero: z.object({
      eyebrow: text(),
      heading: text(),
      lead: text(),
      primaryAction: text(),
      bookingAction: text(),
    }),
    features: z.array(z.object({ title: text(), text: text(), to: pagePath })).length(3),
    taxPreparation: z.object({ heading: text(), paragraphs: z.array(text()).min(1) }),
    advantage: z.object({ heading: text(), points: z.array(text()).min(1) }),
    testimonialHeading: text(),
    referral: z.object({ heading: text(), text: text(), action: text() }),
  }),
  planning: z.object({
    ...headingAndLead,
    action: text(),
    steps: z.array(z.object({ title: text(), text: text() })).min(1),
    checklist: z.object({
      heading: text(),
      lead: text(),
      printHint: text(),
      groups: z.array(z.object({ title: text(), items: z.array(text()).min(1) })).min(1),
    }),
  }),
  services: z.object({
    ...headingAndLead,
    servicesHeading: text(),
    returnTypesHeading: text(),
    returnTypesCaption: text(),
    clientTypesHeading: text(),
  }),
  reviews: z.object({
    ...headingAndLead,
    referralHeading: text(),
    reviewHeading: text(),
    reviewInvitation: text(),
    reviewAction: text(),
    reviewSubject: text(),
    testimonialsHeading: text(),
    googleReviewAction: text(),
  }),
  resources: z.object({
    ...headingAndLead,
    tipsHeading: text(),
    federalHeading: text(),
    statesHeading: text(),
    statesLead: text(),
    taxDates: z.object({
      ...headingAndLead,
      calendarAction: text(),
      whoHeader: text(),
      sourceHeader: text(),
      noneUpcoming: text(),
    }),
  }),
  videos: z.object({
    ...headingAndLead,
    portalAction: text(),
    comingSoon: text(),
    comingSoonText: text(),
  }),
  about: z.object({
    heading: text(),
    action: text(),
    role: text(),
    valuesHeading: text(),
    values: z.array(text()).min(1),
  }),
  contact: z.object({
    heading: text(),
    lead: text(),
    detailsHeading: text(),
    hoursHeading: text(),
    formHeading: text(),
    directionsAction: text(),
    reviewAction: text(),
    bookingAction: text(),
  }),
});

/** Every data file, by name, with its schema. Markdown files hold prose and need no schema. */
export const contentFiles = {
  "site.yaml": site,
  "hours.yaml": hours,
  "testimonials.yaml": testimonials,
  "services.yaml": services,
  "resources.yaml": resources,
  "videos.yaml": videos,
  "referral.yaml": referral,
  "pages.yaml": pages,
  "tax-dates.yaml": taxDates,
  "notice.yaml": notice,
} as const;

export type Site = z.infer<typeof site>;
export type Hours = z.infer<typeof hours>;
export type OpeningHours = z.infer<typeof openingHours>;
export type Testimonial = z.infer<typeof testimonials>["testimonials"][number];
export type Services = z.infer<typeof services>;
export type Resources = z.infer<typeof resources>;
export type Videos = z.infer<typeof videos>;
export type Referral = z.infer<typeof referral>;
export type PagesCopy = z.infer<typeof pages>;
export type TaxDate = z.infer<typeof taxDates>["dates"][number];
export type Notice = z.infer<typeof notice>;
export type Closure = Hours["closures"][number];

/** Everything the site reads from the data files, validated and with its figures filled in. */
export interface Content {
  site: Site;
  hours: Hours;
  testimonials: Testimonial[];
  services: Services;
  resources: Resources;
  videos: Videos;
  referral: Referral;
  copy: PagesCopy;
  taxDates: TaxDate[];
  notice: Notice;
  /** about.md, rendered to HTML at build time. */
  aboutHtml: string;
}
