/**
 * What /admin/ tells the owner of next year's tax dates (docs/product.md §27): the proposed dates
 * waiting for her review, or, from 150 days before an authority's last listed date, that the next
 * ones are coming; nothing before that.
 */
import { describe, expect, it } from "vitest";

import { taxDatesNotice } from "~/admin/tax-dates-notice.tsx";

import { taxDate } from "../builders.ts";

const listed = [taxDate("2028-04-18"), taxDate("2028-01-31", { authority: "Ohio", id: "ohio" })];

describe("the notice of next year's tax dates in /admin/", () => {
  it("says nothing while 150 days or more remain before every authority's last date", () => {
    expect(taxDatesNotice(listed, "2027-09-03")).toBeUndefined();
  });

  it("says the next dates are coming once fewer than 150 days remain of an authority's", () => {
    expect(taxDatesNotice(listed, "2027-09-04")).toBe(
      "Next year's tax dates are coming: the listed ones end Monday, January 31, 2028 for Ohio. The site proposes the next ones by itself, each marked for your review here.",
    );
  });

  it("counts the proposed dates waiting for her review", () => {
    const proposed = taxDate("2029-01-31", {
      authority: "Ohio",
      id: "proposed",
      needsReview: true,
    });
    expect(taxDatesNotice([...listed, proposed], "2027-09-03")).toBe(
      "1 proposed tax date waits for your review: the site shows it once you have checked it and published.",
    );
  });
});
