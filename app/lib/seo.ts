/**
 * Per-page `<head>` tags: title, description, canonical, Open Graph and, on the pages that
 * present the practice, its structured data (docs/product.md §10).
 */
import type { MetaDescriptor } from "react-router";

import type { PageName, PagePath } from "~/pages.ts";
import * as content from "virtual:content";
import { config } from "virtual:config";
import { accountingService } from "~/lib/structured-data.ts";
import { urlOnSite } from "~/lib/site-config.ts";
import { siteNow } from "~/shared/clock.ts";

/** The title and description of a page, from its content file. */
export function pageHeadOf(page: { name: PageName }): { title: string; description: string } {
  return content[page.name];
}

/** "Services | Montgomery Tax Planning"; the home page leads with the business name. */
function documentTitle(path: string, title: string): string {
  return path === "/" ? `${config.businessName} | ${title}` : `${title} | ${config.businessName}`;
}

/** The meta descriptors of a page; its title and description are the owner's (its content file). */
export function pageMeta(
  page: { name: PageName; path: PagePath },
  options: { isNotFound?: boolean; title?: string; description?: string } = {},
): MetaDescriptor[] {
  const head = pageHeadOf(page);
  const description = options.description ?? head.description;
  const title = documentTitle(page.path, options.title ?? head.title);
  const url = urlOnSite(config.siteUrl, page.path);
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
  return { "script:ld+json": accountingService(config, siteNow()) };
}
