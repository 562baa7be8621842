/**
 * Turns React Router's prerender output into the static folder we deploy (docs/product.md §11):
 * one `Name.html` per page so every host serves the spec's paths without a trailing slash,
 * `404.html` for unknown paths, and nothing that is not meant to be served; then the files
 * beside the pages (SEO files, the CMS's `config.yml`, the calendars, `build-info.json`, the
 * host files). The pages are final as React rendered them: nothing here reads or rewrites their
 * HTML. Run by the build once its environments are built (build-tools/build-steps-plugin.ts).
 */
import { existsSync } from "node:fs";
import { mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { cmsPathOf, type CmsOptions } from "~/admin/cms-config.ts";
import {
  isRealSiteUrl,
  type LaunchItem,
  launchPlacesOf,
  type MadeUpValue,
  placeKeyOf,
} from "~/rules/made-up.ts";
import { NOT_FOUND_PRERENDER_PATH, pages } from "~/pages.ts";
import type { Content, ContentName } from "~/schemas/data-files.ts";
import { siteNow } from "~/shared/clock.ts";
import { BUILD_STATUS_PATH, EMAIL_SEND_PATH, PUBLISHED_PATH } from "~/shared/paths.ts";
import {
  type PublishedContent,
  publishedContentOf,
  type SiteConfig,
  siteConfigOf,
} from "~/lib/site-config.ts";

import { type BuildInfo, CLIENT_DIR, htmlFileFor } from "../hosting/build-layout.ts";
import { buildInputsFingerprint } from "./build-inputs.ts";
import { cmsConfigFile } from "./cms-config-file.ts";
import type { LoadedContent } from "./content-plugin.ts";
import { madeUpWords } from "./made-up-check.ts";
import { writeHostFiles } from "./host-files.ts";
import { readDeployment } from "./env.ts";
import { pagesOverBudget } from "./page-weight.ts";
import { writeCalendars } from "./write-calendar.ts";
import { writeSeoFiles } from "./write-seo-files.ts";

async function flattenPage(urlPath: string, target: string): Promise<void> {
  const source = path.join(CLIENT_DIR, urlPath, "index.html");
  await mkdir(path.dirname(target), { recursive: true });
  await rename(source, target);
  if (urlPath !== "/") await rmdir(path.dirname(source));
}

/**
 * PUBLISHED_PATH: what the served site was built from, for /admin/: the fingerprint of each data
 * file, to compare with what the owner saved, and the data and configuration themselves, which
 * the CMS's previews and header show (build-tools/content-plugin.ts › publishedDataModule).
 */
export interface Published {
  builtAt: string;
  /** Each data file's sha256, by its path as the CMS saves it (`app/content/notice.yaml`). */
  files: Record<string, string>;
  /** As the pages have it: site.yaml's shown fields only (docs/product.md §28). */
  data: PublishedContent;
  config: SiteConfig;
  /** The CMS's deployment options: /admin/ starts with them (its bundle holds no setting). */
  cms: CmsOptions;
  /** What a build for the real domain refuses: /admin/'s launch checklist. */
  madeUp: LaunchItem[];
  /** How many of the checklist's places are done: "3 of 17 done", from the content alone. */
  launchDone: number;
}

function launchDoneOf(content: Content, madeUp: readonly MadeUpValue[]): number {
  const left = new Set(madeUp.map(placeKeyOf));
  const places = Object.entries(content).flatMap(([file, data]) =>
    launchPlacesOf(file as ContentName, data),
  );
  return places.filter((place) => !left.has(place)).length;
}

function publishedOf(
  { content, sources, madeUp }: LoadedContent,
  config: SiteConfig,
  cms: CmsOptions,
): Published {
  return {
    cms,
    madeUp: madeUp.map((value) => ({ ...value, words: madeUpWords(value) })),
    launchDone: launchDoneOf(content, madeUp),
    builtAt: new Date().toISOString(),
    files: Object.fromEntries(
      Object.entries(sources).map(([file, sha256]) => [cmsPathOf(file), sha256]),
    ),
    data: publishedContentOf(content),
    config,
  };
}

/** What the static folder holds, for the build's closing line. */
export interface StaticSite {
  /** The pages, 404.html aside. */
  pages: number;
  calendars: number;
  /** Whether /admin/ edits through a local backend: `npm run cms`'s site, on this machine only. */
  localCms: boolean;
}

/**
 * Writes the static folder from the environments' output (see the top of this file), with the
 * content the build loaded for the bundles (build-tools/content-plugin.ts), so the files beside
 * the pages and the pages agree and the data files are read once.
 */
export async function writeStaticSite(loaded: LoadedContent): Promise<StaticSite> {
  const { content } = loaded;
  const deployment = readDeployment();
  const config = siteConfigOf(content.site, deployment);
  if (!existsSync(path.join(CLIENT_DIR, "index.html"))) {
    throw new Error(`No prerendered pages in ${CLIENT_DIR}: React Router's build comes first.`);
  }
  for (const page of pages) {
    if (page.path !== "/")
      await flattenPage(page.path, path.join(CLIENT_DIR, htmlFileFor(page.path)));
  }
  await flattenPage(NOT_FOUND_PRERENDER_PATH, path.join(CLIENT_DIR, "404.html"));
  // React Router's SPA shell and Vite's manifest are build by-products, not pages.
  await rm(path.join(CLIENT_DIR, "__spa-fallback.html"), { force: true });
  await rm(path.join(CLIENT_DIR, ".vite"), { recursive: true, force: true });

  await writeSeoFiles(CLIENT_DIR, config, pages);
  // The CMS's configuration as Decap reads it from a file, the same object /admin/ starts with.
  await writeFile(path.join(CLIENT_DIR, "admin", "config.yml"), cmsConfigFile(deployment.cms));
  // Where rebuilds stand, for a host that rebuilds by itself: nothing to report (npm start
  // answers this path itself as it rebuilds, scripts/start.ts).
  await writeFile(
    path.join(CLIENT_DIR, BUILD_STATUS_PATH.slice(1)),
    `${JSON.stringify({ building: null, failed: null })}\n`,
  );
  await writeFile(
    path.join(CLIENT_DIR, PUBLISHED_PATH.slice(1)),
    `${JSON.stringify(publishedOf(loaded, config, deployment.cms))}\n`,
  );
  const calendars = await writeCalendars(CLIENT_DIR, content.taxDates, {
    businessName: config.businessName,
    siteUrl: config.siteUrl,
    createdAt: siteNow(),
    reminderDays: content.resources.taxDates.reminderDays,
  });
  const heavy = pagesOverBudget(CLIENT_DIR, [
    ...pages.map((page) => htmlFileFor(page.path)),
    "404.html",
  ]);
  if (heavy) console.warn(`\n⚠ ${heavy}\n`);

  const { isStandIn, origin } = config.emailJs;
  const info: BuildInfo = {
    emailStandIn: isStandIn,
    emailOrigin: isStandIn ? null : origin,
    siteUrl: config.siteUrl,
    isRealDomain: isRealSiteUrl(config.siteUrl),
    inputs: buildInputsFingerprint(),
  };
  await writeFile(
    path.join(CLIENT_DIR, "..", "build-info.json"),
    `${JSON.stringify(info, null, 2)}\n`,
  );
  if (info.emailStandIn && process.env.NODE_ENV !== "test") {
    console.warn(
      "\n⚠ No EmailJS ids configured (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID).\n" +
        `  The contact form will post to the embedded stand-in at ${EMAIL_SEND_PATH}, which only \`npm start\` serves.\n` +
        "  Inquiries are then written to a local file, not emailed. See docs/operations.md › Configuration.\n",
    );
  }
  await writeHostFiles({ deployment, videos: content.videos }); // the CSP from the inline hashes
  const localCms = Boolean(deployment.cms.localBackendUrl);
  return { pages: pages.length, calendars: calendars.length, localCms };
}
