/**
 * Per-page `<head>` tags: title, description, canonical, Open Graph and, on the pages that
 * present the practice, its structured data (PRODUCT.md §10).
 */
import type { MetaDescriptor } from "react-router";

import type { Page } from "~/content/pages.ts";
import { copy } from "virtual:content";
import { config } from "virtual:config";
import { accountingService } from "~/lib/structured-data.ts";
import { urlOnSite } from "~/lib/site-config.ts";

/** The absolute URL of a site path on the configured origin. */
export function absoluteUrl(path: string): string {
  return urlOnSite(config.siteUrl, path);
}

/** The title and description of the page at a path (content/pages.yaml). */
export function pageCopyAt(path: string): { title: string; description: string } {
  const page = copy.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`content/pages.yaml has no title for ${path}`);
  return page;
}

/** "Services | Montgomery Tax Planning"; the home page leads with the business name. */
export function documentTitle(path: string, title: string): string {
  return path === "/" ? `${config.businessName} | ${title}` : `${title} | ${config.businessName}`;
}

/** The meta descriptors of a page; its title and description are the owner's (pages.yaml). */
export function pageMeta(
  page: Pick<Page, "path">,
  options: { isNotFound?: boolean; title?: string; description?: string } = {},
): MetaDescriptor[] {
  const copy = pageCopyAt(page.path);
  const description = options.description ?? copy.description;
  const title = documentTitle(page.path, options.title ?? copy.title);
  const url = absoluteUrl(page.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.businessName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
  ];
  if (options.isNotFound) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * The practice as JSON-LD (`<script type="application/ld+json">`: data, not JavaScript), for
 * the home and contact pages. Evaluated when the page is prerendered, so dated by the build.
 */
export function businessStructuredData(): MetaDescriptor {
  return { "script:ld+json": accountingService(config, new Date()) };
}
