/**
 * Why a proposed tax date falls on its day, as the owner reads it in the CMS before she marks it
 * reviewed (docs/product.md §27): the statutory day, each day skipped with its reason, the due day.
 */
import { describe, expect, it } from "vitest";

import { dueDateReason, UNPLACED_REASON } from "~/rules/due-date-reason.ts";

describe("why a tax date is on its day", () => {
  it("names Emancipation Day after the weekend (2028's federal returns)", () => {
    expect(
      dueDateReason({ date: "2028-04-18", authority: "IRS", title: "2027 return (Form 1040)" }),
    ).toBe(
      "April 15 is a Saturday, April 16 a Sunday and April 17 Emancipation Day, a legal holiday for the IRS: Tuesday, April 18.",
    );
  });

  it("says an authority following the federal April date takes the IRS's holiday", () => {
    expect(
      dueDateReason({ date: "2028-04-18", authority: "Ohio", title: "2027 Ohio return (IT 1040)" }),
    ).toMatch(
      /April 17 Emancipation Day, a legal holiday for the IRS, whose April date Ohio follows: Tuesday, April 18\.$/,
    );
  });

  it("names a weekend alone", () => {
    expect(
      dueDateReason({ date: "2027-03-01", authority: "RITA", title: "Reconciliation (Form 17)" }),
    ).toBe("February 28 (the last day of February) is a Sunday: Monday, March 1.");
  });

  it("names an Ohio holiday for an Ohio date", () => {
    expect(
      dueDateReason({
        date: "2029-01-16",
        authority: "Ohio",
        title: "Fourth estimate (IT 1040ES)",
      }),
    ).toBe(
      "January 15 is Martin Luther King Jr. Day, a legal holiday for Ohio: Tuesday, January 16.",
    );
  });

  it("takes February's last day in a leap year", () => {
    expect(
      dueDateReason({ date: "2028-02-29", authority: "RITA", title: "Reconciliation (Form 17)" }),
    ).toBe("The last day of February: Tuesday, February 29.");
  });

  it("says when nothing moved the day the law sets", () => {
    expect(
      dueDateReason({ date: "2027-04-15", authority: "IRS", title: "2026 return (Form 1040)" }),
    ).toBe("The day the law sets: Thursday, April 15.");
  });

  it("says so when no rule places the date", () => {
    expect(
      dueDateReason({ date: "2027-04-16", authority: "IRS", title: "2026 return (Form 1040)" }),
    ).toBe(UNPLACED_REASON);
    expect(
      dueDateReason({ date: "2027-04-15", authority: "IRS", title: "A fixture reminder" }),
    ).toBe(UNPLACED_REASON);
  });
});
