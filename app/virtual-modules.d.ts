/**
 * The modules the build makes (build-tools/content-plugin.ts, build-tools/inline-assets-plugin.ts):
 * plain values, validated in Node before they reach any bundle.
 */

/**
 * The data files as the app sees them: one named export per entry of the data-file list
 * (`contentFiles`), typed by it (`import { hours, copy } from "virtual:content"`); of site.yaml,
 * the fields the pages show (lib/site-config.ts › publishedContentOf).
 */
declare module "virtual:content" {
  import type { PublishedContent } from "~/lib/site-config.ts";

  const content: PublishedContent;
  export = content;
}

/** The site's configuration and the CMS's deployment options (build-tools/env.ts). */
declare module "virtual:config" {
  import type { CmsOptions } from "~/admin/cms-config.ts";
  import type { SiteConfig } from "~/lib/site-config.ts";

  export const config: SiteConfig;
  export const cms: CmsOptions;
}

/** What a page carries inline, as strings. */
declare module "virtual:inline-assets" {
  import type { IslandName } from "~/lib/islands.ts";

  /** The site's stylesheet (app/app.css, compiled and minified). */
  export const stylesheet: string;
  /** Each island's loader: waits for the first contentful paint, then imports the island. */
  export const islandLoaders: Record<IslandName, string>;
}

/** The CMS's entries, derived from the content schema (app/admin/cms-fields.server.ts). */
declare module "virtual:cms-files" {
  import type { CmsFile } from "~/admin/cms-config.ts";

  export const cmsFiles: CmsFile[];
}
