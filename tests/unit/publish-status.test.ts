/**
 * Where /admin/ says a published change is live (docs/product.md §24 and §30: "Live" says every
 * page it reaches, and from when), on the fixture's today and its tax dates.
 */
import { describe, expect, it } from "vitest";

import { showingOf } from "~/admin/publish-status.tsx";
import { taxDates } from "virtual:content";

import { taxDate } from "../builders.ts";
import { FIXTURE_NOW } from "../fixtures/content-dir.ts";

const now = new Date(FIXTURE_NOW);

describe("the line after Publish", () => {
  it("names every page a file reaches (a testimonial: Reviews and Home); says a tax date beyond Resources' year is in the feeds now, and on Resources from when", () => {
    // The fixture's last date is 2099-04-15: a year after it, Resources lists a 2100 date.
    expect(showingOf("testimonials", {}, now).where).toBe("on Reviews and Home");
    const dates = [...taxDates, taxDate("2100-04-16")];
    expect(showingOf("taxDates", { dates }, now)).toEqual({
      where: "in the calendar feeds",
      view: "/Resources",
      later: "Resources lists it from Thursday, April 16, 2099 (a year of dates ahead).",
    });
    expect(showingOf("taxDates", { dates: [...taxDates, taxDate("2099-04-16")] }, now)).toEqual({
      where: "on Resources",
      view: "/Resources",
    });
  });
});
