import { describe, expect, it } from "vitest";

import { pages } from "~/content/pages";
import { referralTerms } from "~/content/referral";
import { federalLinks, stateRefundLinks, tips } from "~/content/resources";
import { returnTypes, services } from "~/content/services";
import { testimonials } from "~/content/testimonials";
import { pageCopyAt } from "~/content/site-copy";
import { trainingVideos } from "~/content/videos";
import { VIDEO_SIZE, videoEmbedUrl } from "~/lib/video-embed";

describe("content invariants (specification §2 and §9)", () => {
  it("has the navigation in the specification's order and casing", () => {
    expect(pages.map((page) => page.navLabel)).toEqual([
      "Home",
      "Planning",
      "Services",
      "Reviews",
      "Resources",
      "Videos",
      "About Us",
      "Contact Us",
    ]);
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/Planning",
      "/Services",
      "/Reviews",
      "/Resources",
      "/Videos",
      "/AboutUs",
      "/ContactUs",
    ]);
    expect(pages.filter((page) => page.inFooter).map((page) => page.navLabel)).toEqual([
      "Home",
      "About Us",
      "Contact Us",
    ]);
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
    expect(returnTypes.map((row) => [row.taxpayer, row.forms])).toEqual([
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
    const names = services.map((service) => service.name);
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
    expect(stateRefundLinks.map((link) => link.title)).toEqual([
      "Kentucky",
      "Ohio",
      "Massachusetts",
      "Maryland",
      "Louisiana",
      "South Carolina",
      "Virginia",
    ]);
    // Each on the agency's own domain (docs/decisions/0003-resource-links.md).
    expect(stateRefundLinks.map((link) => link.url)).toEqual([
      "https://refund.ky.gov/",
      "https://myportal.tax.ohio.gov/TAP/_/",
      "https://mtc.dor.state.ma.us/mtc/_/",
      "https://interactive.marylandtaxes.gov/INDIV/refundstatus/home.aspx",
      "https://revenue.louisiana.gov/refund",
      "https://dor.sc.gov/refund",
      "https://www.tax.virginia.gov/wheres-my-refund",
    ]);
    expect(federalLinks.map((link) => link.url)).toEqual([
      "https://www.irs.gov/newsroom",
      "https://www.irs.gov/wheres-my-refund",
    ]);
    expect(tips).toHaveLength(2);
  });

  it("states the four referral terms", () => {
    expect(referralTerms).toHaveLength(4);
    expect(referralTerms[0]).toContain("$100 credit on your next invoice");
    expect(referralTerms[1]).toContain("no limit");
    expect(referralTerms[2]).toContain("carried forward");
    expect(referralTerms[3]).toContain("cannot be combined");
  });

  it("has four training chapters at 853x480 on privacy-enhanced hosts", () => {
    expect(trainingVideos.map((video) => video.title)).toEqual([
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
