/**
 * Decap CMS's configuration (docs/decisions/0010-cms.md): one collection, "Site content", with
 * one entry per data file in app/content/. Fields mirror app/content/schema.ts field by field
 * (names, required-ness, lists, patterns); tests/unit/cms-config.test.ts holds them together.
 * Every field has a short plain-English hint. Written to /admin/config.yml at build time too.
 */
import {
  EMAIL_PATTERN,
  ISO_DATE_PATTERN,
  MONTH_DAY_PATTERN,
  PHONE_PATTERN,
  TESTIMONIAL_NAME_PATTERN,
  TIME_PATTERN,
  VIDEO_ID_PATTERN,
} from "~/content/patterns";
import { figureNames } from "~/content/figures";
import { weekdays } from "~/content/weekdays";

type Field = Record<string, unknown> & { name: string; widget: string };

const pattern = (regex: RegExp, message: string) => [regex.source, message];
const HTTPS = pattern(/^https:\/\/\S+$/, "A full web address starting with https://");
const OPTIONAL_HTTPS = pattern(
  /^(https:\/\/\S+)?$/,
  "A full web address starting with https://, or empty",
);

const string = (name: string, label: string, hint: string, extra: object = {}): Field => ({
  name,
  label,
  widget: "string",
  hint,
  ...extra,
});
const text = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  widget: "text",
  hint,
});
const number = (name: string, label: string, hint: string, min: number, max: number): Field => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min,
  max,
  hint,
});
const object = (name: string, label: string, hint: string, fields: Field[]): Field => ({
  name,
  label,
  widget: "object",
  collapsed: false,
  hint,
  fields,
});
const list = (
  name: string,
  label: string,
  hint: string,
  fields: Field[],
  extra: object = {},
): Field => ({
  name,
  label,
  widget: "list",
  hint,
  fields,
  ...extra,
});
const stringList = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  widget: "list",
  hint,
  field: { name: "item", label: "Item", widget: "string" },
});

const headingAndLead = [
  string("heading", "Heading", "The page's main heading."),
  text("lead", "Introduction", "One or two sentences under the heading."),
];

const FIGURES = `You can write ${new Intl.ListFormat("en-US", { type: "disjunction" }).format(
  figureNames.map((name) => `{${name}}`),
)}: they are filled in from the business details and the referral programme.`;

const site = [
  string("businessName", "Business name", "Shown in the header, titles and search results."),
  string("ownerName", "Owner", "Your full name, shown on About Us."),
  string("email", "Office email", "Where clients write to; shown on every page.", {
    pattern: pattern(EMAIL_PATTERN, "An email address such as name@example.com"),
  }),
  string(
    "phone",
    "Office phone",
    "As people read it, such as (513) 555-0100. Every phone link follows it.",
    {
      pattern: pattern(PHONE_PATTERN, "A phone number such as (513) 555-0100"),
    },
  ),
  object("address", "Address", "City, state and ZIP (the site shows no street).", [
    string("locality", "City", "Such as Montgomery."),
    string("region", "State", "Such as Ohio."),
    string("regionCode", "State code", "Two capital letters, such as OH.", {
      pattern: pattern(/^[A-Z]{2}$/, "Two capital letters, such as OH"),
    }),
    string("postalCode", "ZIP code", "Five digits.", {
      pattern: pattern(/^\d{5}$/, "Five digits"),
    }),
    string("country", "Country code", "Two capital letters: US.", {
      pattern: pattern(/^[A-Z]{2}$/, "Two capital letters, such as US"),
    }),
  ]),
  string("portalUrl", "Client portal address", "The secure portal's web address (https://).", {
    pattern: HTTPS,
  }),
  number("yearsOfExperience", "Years of experience", "Texts say it as {years}.", 1, 100),
  number("portalEncryptionBits", "Portal encryption (bits)", "Texts say it as {bits}.", 128, 4096),
  string(
    "reviewUrl",
    "Google review address",
    'Optional: shows "Review us on Google". Leave empty for none.',
    {
      required: false,
      pattern: OPTIONAL_HTTPS,
    },
  ),
  string(
    "bookingUrl",
    "Booking address",
    'Optional: shows "Book an appointment". Leave empty for none.',
    {
      required: false,
      pattern: OPTIONAL_HTTPS,
    },
  ),
];

const hours = [
  string("timeZone", "Time zone", "The office's time zone; leave as America/New_York."),
  object("taxSeason", "Tax season", "Weekend hours apply only between these days.", [
    string("start", "First day", 'Month and day, such as "01-15".', {
      pattern: pattern(MONTH_DAY_PATTERN, "Month and day as MM-DD, such as 01-15"),
    }),
    string("end", "Last day", 'Month and day, such as "04-15".', {
      pattern: pattern(MONTH_DAY_PATTERN, "Month and day as MM-DD, such as 04-15"),
    }),
  ]),
  list("weekly", "Weekly hours", "One row per group of days with the same hours.", [
    {
      name: "days",
      label: "Days",
      widget: "select",
      multiple: true,
      options: [...weekdays],
      hint: "The days these hours apply to.",
    },
    string("opens", "Opens", '24-hour time, such as "09:00".', {
      pattern: pattern(TIME_PATTERN, "A 24-hour time such as 09:00"),
    }),
    string("closes", "Closes", '24-hour time, such as "21:00" for 9 pm.', {
      pattern: pattern(TIME_PATTERN, "A 24-hour time such as 21:00"),
    }),
    {
      name: "taxSeasonOnly",
      label: "Tax season only",
      widget: "boolean",
      default: false,
      hint: "On for weekend hours that apply only during tax season.",
    },
  ]),
  list(
    "closures",
    "Holiday closures",
    "Days the office is closed all day. The contact page names the holiday on the day.",
    [
      string("date", "Date", 'As YYYY-MM-DD, such as "2027-07-05".', {
        pattern: pattern(ISO_DATE_PATTERN, "A date as YYYY-MM-DD"),
      }),
      string("name", "Name", "Such as Thanksgiving Day."),
    ],
    { summary: "{{fields.date}}: {{fields.name}}" },
  ),
];

const testimonials = [
  list(
    "testimonials",
    "Testimonials",
    "The first one is also shown on the home page.",
    [
      string("name", "Name", 'First name and last initial, such as "Linda M."', {
        pattern: pattern(
          TESTIMONIAL_NAME_PATTERN,
          'A first name and an initial, such as "Linda M."',
        ),
      }),
      number(
        "clientSince",
        "Client since",
        "The year they became a client.",
        1950,
        new Date().getFullYear(),
      ),
      text("text", "What they said", "Their words, without quotation marks."),
    ],
    { summary: "{{fields.name}} ({{fields.clientSince}})" },
  ),
];

const link = [
  string("title", "Title", "The link's words."),
  string("url", "Address", "A full https:// address.", { pattern: HTTPS }),
];

const services = [
  list("services", "Services", "What the practice does.", [
    string("name", "Name", "Such as Tax planning."),
    text("summary", "Summary", "One or two sentences."),
  ]),
  list("returnTypes", "Return types", "The table on the Services page.", [
    string("taxpayer", "Return type", "Such as Individual."),
    string("forms", "Form", "Such as 1040."),
  ]),
  stringList("clientTypes", "Who we serve", "One kind of client per line."),
];

const resources = [
  list("tips", "Tips", "Short tips on the Resources page.", [
    string("title", "Title", "The tip in a few words."),
    text("text", "Text", "The tip."),
  ]),
  list("federalLinks", "IRS links", "Links to official IRS pages.", link),
  list("stateRefundLinks", "State refund links", "Each state's official refund status page.", link),
];

const videos = [
  {
    name: "platform",
    label: "Video platform",
    widget: "select",
    options: ["youtube", "vimeo"],
    hint: "Where the four videos are hosted.",
  },
  list(
    "chapters",
    "Chapters",
    'The four training videos, in order. A chapter without an id shows "coming soon".',
    [
      string("id", "Video id", "The id from the video's address; leave empty until it is ready.", {
        required: false,
        pattern: pattern(VIDEO_ID_PATTERN, "Letters, digits, - and _ only"),
      }),
      string("title", "Title", "Such as Link Training Chapter 1."),
      text("summary", "Summary", "What the video covers."),
    ],
    { min: 4, max: 4 },
  ),
];

const referral = [
  number(
    "amount",
    "Referral credit ($)",
    "The credit per referred client; texts say it as {amount}.",
    1,
    100000,
  ),
  { ...stringList("terms", "Terms", `One term per line. ${FIGURES}`) },
];

const pageText = (name: string, label: string, fields: Field[]) =>
  object(name, label, FIGURES, fields);

const pages = [
  list(
    "pages",
    "Page titles",
    "The title and description search engines show for each page. Keep the paths as they are.",
    [
      string("path", "Path", "The page's address; do not change it."),
      string("title", "Title", "A few words."),
      text("description", "Description", "One sentence, at most about 200 characters."),
    ],
    { summary: "{{fields.path}}", allow_add: false },
  ),
  pageText("claims", "Claims", [
    string("experience", "Experience", "Such as {years} years of experience."),
    string("portal", "Portal", "Such as {bits}-bit encrypted client portal."),
    text("footer", "Footer text", "The sentence in the footer."),
    string("copyrightNote", "Copyright note", "After the year and the business name."),
  ]),
  pageText("home", "Home", [
    object("hero", "Banner", "The top of the home page.", [
      string("eyebrow", "Small line above", "Such as {locality}, {region}."),
      string("heading", "Heading", "The page's main heading."),
      text("lead", "Introduction", "One or two sentences."),
      string("primaryAction", "Inquiry button", "The button to the contact form."),
      string("bookingAction", "Booking button", "Shown only when a booking address is set."),
    ]),
    list(
      "features",
      "Feature columns",
      "The three columns; each links to a page.",
      [
        string("title", "Title", "A few words."),
        text("text", "Text", "One or two sentences."),
        string("to", "Links to", "A page path such as /Planning."),
      ],
      { min: 3, max: 3 },
    ),
    object("taxPreparation", "Tax preparation", "A section of the home page.", [
      string("heading", "Heading", "The section's heading."),
      stringList("paragraphs", "Paragraphs", "One paragraph per item."),
    ]),
    object("advantage", "Advantage", "A section of the home page.", [
      string("heading", "Heading", "The section's heading."),
      stringList("points", "Points", "One point per item."),
    ]),
    string("testimonialHeading", "Testimonial heading", "Above the featured testimonial."),
    object("referral", "Referral", "The referral section of the home page.", [
      string("heading", "Heading", "The section's heading."),
      text("text", "Text", "The offer."),
      string("action", "Button", "The button to the Reviews page."),
    ]),
  ]),
  pageText("planning", "Planning", [
    ...headingAndLead,
    string("action", "Button", "The button to the contact page."),
    list("steps", "Steps", "The process, step by step.", [
      string("title", "Title", "The step in a few words."),
      text("text", "Text", "What happens."),
    ]),
    object("checklist", "What to bring", "The printable checklist.", [
      string("heading", "Heading", "The checklist's heading."),
      text("lead", "Introduction", "One sentence."),
      text("printHint", "Printing hint", "Tells visitors how to print it."),
      list("groups", "Groups", "Groups of documents.", [
        string("title", "Title", "Such as Income."),
        stringList("items", "Documents", "One document per item."),
      ]),
    ]),
  ]),
  pageText("services", "Services", [
    ...headingAndLead,
    string("servicesHeading", "Services heading", "Above the services."),
    string("returnTypesHeading", "Return types heading", "Above the table."),
    string("returnTypesCaption", "Table caption", "Read out by screen readers."),
    string("clientTypesHeading", "Who we serve heading", "Above the list of clients."),
  ]),
  pageText("reviews", "Reviews", [
    ...headingAndLead,
    string("referralHeading", "Referral heading", "Above the referral terms."),
    string("reviewHeading", "Review heading", "Above the review invitation."),
    text("reviewInvitation", "Review invitation", "Invites clients to email a review."),
    string("reviewAction", "Review button", "The email button."),
    string("reviewSubject", "Review email subject", "The subject of that email."),
    string("testimonialsHeading", "Testimonials heading", "Above the testimonials."),
    string(
      "googleReviewAction",
      "Google review button",
      "Shown only when a review address is set.",
    ),
  ]),
  pageText("resources", "Resources", [
    ...headingAndLead,
    string("tipsHeading", "Tips heading", "Above the tips."),
    string("federalHeading", "IRS heading", "Above the IRS links."),
    string("statesHeading", "States heading", "Above the state links."),
    text("statesLead", "States introduction", "One sentence."),
    object("taxDates", "Tax dates", "The important dates section.", [
      ...headingAndLead,
      string("calendarAction", "Calendar link", "The link to the calendar file."),
      string("whoHeader", "Who label", "Read out by screen readers."),
      string("sourceHeader", "Source label", "Before each date's source, in small print."),
      text("noneUpcoming", "No dates left", "Shown when every listed date has passed."),
    ]),
  ]),
  pageText("videos", "Videos", [
    ...headingAndLead,
    string("portalAction", "Portal button", "The button to the client portal."),
    string("comingSoon", "Coming soon label", "On a chapter without a video id."),
    text("comingSoonText", "Coming soon text", "Under that label."),
  ]),
  pageText("about", "About Us", [
    string("heading", "Heading", "The page's main heading."),
    string("action", "Button", "The button to the contact page."),
    string("role", "Your role", "Under your name."),
    string("valuesHeading", "Values heading", "Above the values."),
    stringList("values", "Values", "One value per item."),
  ]),
  pageText("contact", "Contact Us", [
    ...headingAndLead,
    string("detailsHeading", "Office heading", "Above the address."),
    string("hoursHeading", "Hours heading", "Above the hours."),
    string("formHeading", "Form heading", "Above the form."),
    string("directionsAction", "Directions link", "Opens a map search for the office."),
    string("reviewAction", "Google review link", "Shown only when a review address is set."),
    string("bookingAction", "Booking link", "Shown only when a booking address is set."),
  ]),
];

const taxDates = [
  list(
    "dates",
    "Dates",
    "Due dates after weekend and holiday shifts, from IRS Publication 509, the Ohio Department of Taxation and RITA. The Resources page shows them from the day of each build on; the calendar file keeps them all.",
    [
      string(
        "date",
        "Date",
        'The due date as YYYY-MM-DD, such as "2027-04-15", after the shift: the publishing step refuses a Saturday, a Sunday or a legal holiday of the authority (federal holidays and DC Emancipation Day for the IRS, Ohio holidays for Ohio and RITA) and names the next business day.',
        { pattern: pattern(ISO_DATE_PATTERN, "A date as YYYY-MM-DD") },
      ),
      {
        name: "authority",
        label: "Who sets it",
        widget: "select",
        options: ["IRS", "Ohio", "RITA"],
        hint: "IRS, Ohio or RITA (Montgomery's city income tax).",
      },
      text("title", "What is due", "Such as 2026 individual income tax return (Form 1040)."),
      string("who", "Who it concerns", "Such as Individuals."),
      string(
        "source",
        "Source",
        'Where the date comes from, to re-check it next year: such as "IRS Publication 509 (2027)", "Ohio IT 941 instructions" or "RITA Form 37 instructions".',
      ),
    ],
    { summary: "{{fields.date}} {{fields.authority}}: {{fields.title}}" },
  ),
];

const notice = [
  text("text", "Notice", "A short notice at the top of every page. Leave empty to show none."),
  string("linkText", "Link words", "Optional: the words of a link after the notice.", {
    required: false,
  }),
  string("linkUrl", "Link address", "Optional: where that link goes (https://).", {
    required: false,
    pattern: OPTIONAL_HTTPS,
  }),
];
// The notice's text may be empty (no notice): not required.
(notice[0] as Field).required = false;

/** Each data file and its fields, in the order the owner sees them. */
export const cmsFiles = [
  { name: "site", label: "Business details", file: "site.yaml", fields: site },
  { name: "hours", label: "Office hours and closures", file: "hours.yaml", fields: hours },
  { name: "notice", label: "Site-wide notice", file: "notice.yaml", fields: notice },
  { name: "testimonials", label: "Testimonials", file: "testimonials.yaml", fields: testimonials },
  { name: "taxDates", label: "Tax dates", file: "tax-dates.yaml", fields: taxDates },
  { name: "services", label: "Services", file: "services.yaml", fields: services },
  { name: "resources", label: "Resources", file: "resources.yaml", fields: resources },
  { name: "videos", label: "Videos", file: "videos.yaml", fields: videos },
  { name: "referral", label: "Referral programme", file: "referral.yaml", fields: referral },
  { name: "pages", label: "Page texts", file: "pages.yaml", fields: pages },
  {
    name: "about",
    label: "About Us biography",
    file: "about.md",
    fields: [
      {
        name: "body",
        label: "Biography",
        widget: "markdown",
        hint: `The owner's biography. ${FIGURES}`,
        buttons: ["bold", "italic", "link", "bulleted-list"],
        editor_components: [],
      },
    ],
  },
] as const;

export interface CmsOptions {
  /** Where decap-server listens for local editing (npm run cms). */
  localBackendUrl: string;
  /** "owner/name" of the GitHub repository, for production editing. */
  repo: string;
  branch: string;
  /** The OAuth provider's origin (see README › Editing the site in production). */
  authBaseUrl?: string;
}

/** The CMS's deployment settings from the build environment (README › Configuration). */
export function cmsOptionsFrom(
  env: Readonly<Record<string, string | boolean | undefined>>,
): CmsOptions {
  const read = (name: string) => {
    const value = env[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  return {
    localBackendUrl: read("VITE_CMS_LOCAL_BACKEND") ?? "http://localhost:8081/api/v1",
    repo: read("VITE_CMS_REPO") ?? "owner/montgomery-tax-site",
    branch: read("VITE_CMS_BRANCH") ?? "main",
    authBaseUrl: read("VITE_CMS_AUTH_URL"),
  };
}

/** The origins the CMS talks to: decap-server when editing locally, GitHub, the OAuth provider. */
export function cmsConnectOrigins({ localBackendUrl, authBaseUrl }: CmsOptions): string[] {
  const local = new URL(localBackendUrl);
  const port = local.port ? `:${local.port}` : "";
  const loopback = ["localhost", "127.0.0.1"].map((host) => `${local.protocol}//${host}${port}`);
  return [
    ...new Set([local.origin, ...loopback]),
    "https://api.github.com",
    ...(authBaseUrl ? [new URL(authBaseUrl).origin] : []),
  ];
}

/** The whole configuration, ready for CMS.init and for config.yml. */
export function cmsConfig({ localBackendUrl, repo, branch, authBaseUrl }: CmsOptions) {
  return {
    backend: { name: "github", repo, branch, ...(authBaseUrl && { base_url: authBaseUrl }) },
    local_backend: { url: localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
    media_folder: "public/uploads",
    public_folder: "/uploads",
    site_url: "/",
    display_url: "/",
    locale: "en",
    collections: [
      {
        name: "content",
        label: "Site content",
        description:
          "Everything on the site. Each save publishes a change; the site rebuilds by itself.",
        editor: { preview: true },
        files: cmsFiles.map(({ name, label, file, fields }) => ({
          name,
          label,
          file: `app/content/${file}`,
          ...(file.endsWith(".md") ? { format: "frontmatter" } : { format: "yaml" }),
          fields,
        })),
      },
    ],
  };
}
