/** The structured data, the sitemap and robots.txt agree with the configuration (docs/product.md §10). */
import { describe, expect, it } from "vitest";

import { loadContent } from "~/schemas/load.server.ts";
import { pages } from "~/pages.ts";
import { siteConfigOf } from "~/lib/site-config.ts";
import { accountingService } from "~/lib/structured-data.ts";
import { readDeployment } from "../../build-tools/env.ts";
import { robotsTxt, sitemapXml } from "../../build-tools/write-seo-files.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const content = loadContent(FIXTURE_CONTENT_PATH);
const hours = { ...content.hours, taxSeason: { start: "02-01", end: "04-30" } };
const config = siteConfigOf(
  { ...content.site, businessName: "Acme Tax", email: "hello@acme.test", phone: "513-555-0199" },
  readDeployment({ VITE_SITE_URL: "https://acme.test" }),
);
const builtAt = new Date("2026-11-21T12:00:00-05:00");

describe("the AccountingService structured data", () => {
  const data = accountingService(config, builtAt, hours);

  it("names the practice with its configured contact details and address", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AccountingService",
      name: "Acme Tax",
      url: "https://acme.test/",
      email: "hello@acme.test",
      telephone: "+15135550199",
      address: {
        "@type": "PostalAddress",
        addressLocality: content.site.address.locality,
        addressRegion: content.site.address.regionCode,
        postalCode: content.site.address.postalCode,
        addressCountry: content.site.address.country,
      },
    });
  });

  it("has one opening-hours entry per group of days, from content/hours.yaml", () => {
    expect(data.openingHoursSpecification).toEqual(
      hours.weekly.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
        // Built in November 2026: the next season is the configured window of 2027.
        ...(hours.taxSeasonOnly && { validFrom: "2027-02-01", validThrough: "2027-04-30" }),
      })),
    );
  });
});

describe("sitemap.xml and robots.txt", () => {
  // Against the page list and the configured origin, each on its own: not through urlOnSite,
  // which the sitemap itself uses. That each page's canonical link is its sitemap URL is
  // tests/e2e/every-page.spec.ts's, on the served build.
  it("list every page once, on the configured origin, and not the not-found page", () => {
    const locs = [...sitemapXml(config.siteUrl, pages).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(config.siteUrl).toBe("https://acme.test");
    expect(locs).toEqual(pages.map((page) => `https://acme.test${page.path}`));
    expect(locs).toContain("https://acme.test/");
    expect(locs.some((loc) => /404|not-found|\*/.test(loc ?? ""))).toBe(false);
  });

  it("announces the sitemap to every crawler", () => {
    expect(robotsTxt(config.siteUrl)).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://acme.test/sitemap.xml\n",
    );
  });
});
