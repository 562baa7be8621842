import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import routes from "~/routes.ts";
import { validateFile } from "~/content/load.server.ts";
import { pages } from "~/content/pages.ts";
import { VIDEO_SIZE, videoEmbedUrl } from "~/lib/video-embed.ts";
import { pageCopyAt } from "~/lib/seo.ts";
import { referral, resources, services, testimonials, videos } from "virtual:content";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";
import { privacyRoute, routes as specRoutes } from "../e2e/site.ts";

describe("content invariants (specification §2 and §9)", () => {
  it("derives the navigation, the routes and the page texts from the one page list", () => {
    const paths = pages.map((page) => page.path);
    expect(paths[0]).toBe("/");
    // Unique, also ignoring case: the server redirects other casings to these paths.
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.navLabel)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.path, page.navLabel).toMatch(/^\/([A-Z][A-Za-z]*)?$/);
      expect(existsSync(path.join("app", page.file)), page.file).toBe(true);
    }
    expect(routes.map((route) => route.path)).toEqual([...paths, "*"]);
    // The specification's pages, labels and order (§2) in the header, as the end-to-end tests
    // write them, and the privacy notice beyond them (PRODUCT.md §14), in the footer only.
    expect(pages.filter((page) => page.inNav).map((page) => [page.path, page.navLabel])).toEqual(
      specRoutes.map((route) => [route.path, route.label]),
    );
    expect(pages.filter((page) => !page.inNav).map((page) => [page.path, page.navLabel])).toEqual([
      [privacyRoute.path, privacyRoute.label],
    ]);
    expect(pages.find((page) => page.path === privacyRoute.path)?.inFooter).toBe(true);
  });

  it("asks pages.yaml for the texts of exactly the listed pages", () => {
    const texts = parse(readFileSync(path.join(FIXTURE_CONTENT_PATH, "pages.yaml"), "utf8")) as {
      pages: { path: string; title: string }[];
    };
    expect(() => validateFile("copy", texts)).not.toThrow();
    const withoutLast = { ...texts, pages: texts.pages.slice(0, -1) };
    expect(() => validateFile("copy", withoutLast)).toThrow(
      "content/pages.yaml: pages must give a title and description for every page",
    );
    const unknown = {
      ...texts,
      pages: texts.pages.map((page, index) => (index === 1 ? { ...page, path: "/Nope" } : page)),
    };
    expect(() => validateFile("copy", unknown)).toThrow(
      `content/pages.yaml: entry 2 ("${texts.pages[1]?.title}"): path must be one of the site's pages`,
    );
  });

  it("gives every page a unique title and description", () => {
    const copies = pages.map((page) => pageCopyAt(page.path));
    expect(new Set(copies.map((copy) => copy.title)).size).toBe(pages.length);
    expect(new Set(copies.map((copy) => copy.description)).size).toBe(pages.length);
    for (const copy of copies) expect(copy.description.length).toBeLessThanOrEqual(220);
  });

  it("has seven testimonials with a 'First L.' name and a plausible client-since year", () => {
    expect(testimonials).toHaveLength(7);
    for (const testimonial of testimonials) {
      expect(testimonial.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(testimonial.clientSince).toBeGreaterThan(2026 - 35);
      expect(testimonial.clientSince).toBeLessThanOrEqual(new Date().getFullYear());
    }
    expect(new Set(testimonials.map((testimonial) => testimonial.name)).size).toBe(7);
  });

  it("has the seven return types with their forms", () => {
    expect(services.returnTypes.map((row) => [row.taxpayer, row.forms])).toEqual([
      ["Individual", "1040"],
      ["Sole Proprietors", "Sch C"],
      ["Single or Multi member LLC", "Sch C / 1065"],
      ["Partnerships", "1065"],
      ["Sub S Corps", "1120S"],
      ["Estate & Trusts", "1041"],
      ["Non-Profit", "990"],
    ]);
  });

  it("lists the specification's services", () => {
    const names = services.services.map((service) => service.name);
    for (const name of [
      "Tax planning",
      "Debt settlement and negotiation",
      "Amended and delinquent returns",
      "W-2 and 1099 preparation",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("links the IRS and the seven states' refund pages, all https", () => {
    expect(resources.stateRefundLinks.map((link) => link.title)).toEqual([
      "Kentucky",
      "Ohio",
      "Massachusetts",
      "Maryland",
      "Louisiana",
      "South Carolina",
      "Virginia",
    ]);
    // Each on the agency's own domain (docs/decisions/0003-resource-links.md).
    expect(resources.stateRefundLinks.map((link) => link.url)).toEqual([
      "https://refund.ky.gov/",
      "https://myportal.tax.ohio.gov/TAP/_/",
      "https://mtc.dor.state.ma.us/mtc/_/",
      "https://interactive.marylandtaxes.gov/INDIV/refundstatus/home.aspx",
      "https://revenue.louisiana.gov/refund",
      "https://dor.sc.gov/refund",
      "https://www.tax.virginia.gov/wheres-my-refund",
    ]);
    expect(resources.federalLinks.map((link) => link.url)).toEqual([
      "https://www.irs.gov/newsroom",
      "https://www.irs.gov/wheres-my-refund",
    ]);
    expect(resources.tips).toHaveLength(2);
  });

  it("states the four referral terms", () => {
    expect(referral.terms).toHaveLength(4);
    expect(referral.terms[0]).toContain("$100 credit on your next invoice");
    expect(referral.terms[1]).toContain("no limit");
    expect(referral.terms[2]).toContain("carried forward");
    expect(referral.terms[3]).toContain("cannot be combined");
  });

  it("has four training chapters at 853x480 on privacy-enhanced hosts", () => {
    expect(videos.chapters.map((video) => video.title)).toEqual([
      "Link Training Chapter 1",
      "Link Training Chapter 2",
      "Link Training Chapter 3",
      "Link Training Chapter 4",
    ]);
    expect(VIDEO_SIZE).toEqual({ width: 853, height: 480 });
    expect(videoEmbedUrl("youtube", "abc_123")).toBe(
      "https://www.youtube-nocookie.com/embed/abc_123",
    );
    expect(videoEmbedUrl("vimeo", "123")).toBe("https://player.vimeo.com/video/123?dnt=1");
  });
});
