/**
 * sitemap.xml and robots.txt (docs/product.md §10), generated from the page list and the configured
 * site URL so they can never name a page that does not exist. The not-found page is left out:
 * it is served with status 404 and carries noindex.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

import type { Page } from "~/pages.ts";
import { type SiteConfig, urlOnSite } from "~/lib/site-config.ts";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A sitemap listing every page, in navigation order. */
export function sitemapXml(siteUrl: string, pages: readonly Pick<Page, "path">[]): string {
  const urls = pages.map(
    (page) => `  <url><loc>${escapeXml(urlOnSite(siteUrl, page.path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled but the CMS; the sitemap is announced. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Writes both files into the static folder. */
export async function writeSeoFiles(
  clientDir: string,
  config: Pick<SiteConfig, "siteUrl">,
  pages: readonly Pick<Page, "path">[],
): Promise<void> {
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(config.siteUrl, pages));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(config.siteUrl));
}
