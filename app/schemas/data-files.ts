/**
 * The one list of the owner's data files (docs/product.md: "one schema validates them at build
 * time"): each file under the name the app reads it by (`import { hours } from
 * "virtual:content"`), how it is written, its schema (beside it: `hours.schema.ts`; a page's in
 * schemas/pages/) and its name in the CMS. The site-wide files are listed here;
 * the pages' files come from the page list (app/pages.ts), one per page. The loader reads,
 * validates and completes each (schemas/load.server.ts), the `Content` type and
 * `virtual:content` derive from it and the CMS gets an entry for each (admin/cms-fields.server.ts).
 */
import type { z } from "zod";

import { hours } from "./hours.schema.ts";
import { notice } from "./notice.schema.ts";
import { aboutUs } from "./pages/about-us.schema.ts";
import { contactUs } from "./pages/contact-us.schema.ts";
import { home } from "./pages/home.schema.ts";
import { markdownPage } from "./pages/page.schema.ts";
import { planning } from "./pages/planning.schema.ts";
import { privacy } from "./pages/privacy.schema.ts";
import { questions } from "./pages/questions.schema.ts";
import { resources } from "./pages/resources.schema.ts";
import { reviews } from "./pages/reviews.schema.ts";
import { services } from "./pages/services.schema.ts";
import { videos } from "./pages/videos.schema.ts";
import { type Page, type PageName, type PagePath, pages } from "../pages.ts";
import { referral } from "./referral.schema.ts";
import { site } from "./site.schema.ts";
import { siteTexts } from "./site-texts.schema.ts";
import { taxDates } from "./tax-dates.schema.ts";
import { testimonials } from "./testimonials.schema.ts";

/** How a data file is written: YAML, or Markdown whose front matter holds the fields. */
type ContentFormat = "yaml" | "markdown";

/** The CMS's two lists: the pages, one entry each, and what the whole site shares. */
export type CmsCollectionName = "pages" | "content";

/** A data file: its name in app/content, how it is written, its schema and its CMS entry. */
export interface DataFile<
  S extends z.ZodType = z.ZodType,
  F extends ContentFormat = ContentFormat,
> {
  file: string;
  format: F;
  schema: S;
  /** Its entry's name in the CMS ("Office hours and closures", "About Us"). */
  label: string;
  /** The CMS list it is in. */
  collection: CmsCollectionName;
  /** The page where a change to it shows (the CMS's "Live on …"), or none: every page. */
  shownOn?: PagePath;
}

const SITE_FILE = { format: "yaml", collection: "content" } as const;
const siteFile = <S extends z.ZodType>(
  file: `${string}.yaml`,
  schema: S,
  label: string,
  shownOn?: PagePath,
): DataFile<S, "yaml"> => ({ file, schema, label, shownOn, ...SITE_FILE });

/** What the whole site shares, in the order the CMS lists it. */
const siteFiles = {
  site: siteFile("site.yaml", site, "Business details"),
  hours: siteFile("hours.yaml", hours, "Office hours and closures", "/ContactUs"),
  notice: siteFile("notice.yaml", notice, "Site-wide notice"),
  testimonials: siteFile("testimonials.yaml", testimonials, "Testimonials", "/Reviews"),
  taxDates: siteFile("tax-dates.yaml", taxDates, "Tax dates", "/Resources"),
  referral: siteFile("referral.yaml", referral, "Referral program", "/"),
  siteTexts: siteFile("site-texts.yaml", siteTexts, "Texts on every page"),
};

/**
 * The pages with a layout of their own, by name, with the schema of their file; a text-only
 * Markdown page has none here: `markdownPage` is its schema.
 */
const pageSchemas = {
  home,
  planning,
  services,
  reviews,
  resources,
  videos,
  aboutUs,
  contactUs,
  privacy,
  questions,
} satisfies Partial<Record<PageName, z.ZodType>>;

type ListedPage = (typeof pages)[number];
type PageSchemaOf<N extends string> = N extends keyof typeof pageSchemas
  ? (typeof pageSchemas)[N]
  : typeof markdownPage;
type PageFileOf<P extends ListedPage> = DataFile<
  PageSchemaOf<P["name"]>,
  P["content"] extends `${string}.md` ? "markdown" : "yaml"
>;

function pageFile(page: Page): DataFile {
  const isMarkdown = page.content.endsWith(".md");
  return {
    file: page.content,
    format: isMarkdown ? "markdown" : "yaml",
    schema: (pageSchemas as Partial<Record<string, z.ZodType>>)[page.name] ?? markdownPage,
    label: page.navLabel,
    collection: "pages",
    shownOn: page.path as PagePath,
  };
}

/** Each page's file, by the page's name, in the order of the page list. */
const pageFiles = Object.fromEntries(pages.map((page) => [page.name, pageFile(page)])) as {
  [P in ListedPage as P["name"]]: PageFileOf<P>;
};

/** Every data file: the pages' first, as the CMS lists them, then what the site shares. */
export const contentFiles = { ...pageFiles, ...siteFiles };

export type ContentName = keyof typeof contentFiles;

/** A data file as the app gets it: its schema's output; a Markdown file's body as `html`. */
export type LoadedFile<D extends DataFile> =
  D extends DataFile<infer S, "markdown">
    ? Omit<z.output<S>, "body"> & { html: string }
    : z.output<D["schema"]>;

/** Everything the site reads from the data files, validated and with its figures filled in. */
export type Content = { [N in ContentName]: LoadedFile<(typeof contentFiles)[N]> };

export type { Site } from "./site.schema.ts";
export type { Closure, Hours, OpeningHours } from "./hours.schema.ts";
export type { Testimonial } from "./testimonials.schema.ts";
export type { TaxDate } from "./tax-dates.schema.ts";
export type { ResourceLink } from "./pages/resources.schema.ts";
export type { TrainingVideo, VideosPage } from "./pages/videos.schema.ts";
export type { HomePage } from "./pages/home.schema.ts";
