/**
 * Why a proposed tax date falls on its day, as the owner reads it in the CMS before she marks it
 * reviewed (docs/product.md §27): the statutory day, each day skipped with its reason, the due day.
 */
import { expect, it } from "vitest";

import { dueDateReason, UNPLACED_REASON } from "~/rules/due-date-reason.ts";
import type { Authority } from "~/rules/business-days.ts";

it.each([
  [
    "Emancipation Day after a weekend (2028's federal returns)",
    ["2028-04-18", "IRS", "2027 return (Form 1040)"],
    "April 15 is a Saturday, April 16 a Sunday and April 17 Emancipation Day, a legal holiday for the IRS: Tuesday, April 18.",
  ],
  [
    "the IRS's holiday for an authority following the federal April date",
    ["2028-04-18", "Ohio", "2027 Ohio return (IT 1040)"],
    "April 15 is a Saturday, April 16 a Sunday and April 17 Emancipation Day, a legal holiday for the IRS, whose April date Ohio follows: Tuesday, April 18.",
  ],
  [
    "a weekend alone",
    ["2027-03-01", "RITA", "Reconciliation (Form 17)"],
    "February 28 (the last day of February) is a Sunday: Monday, March 1.",
  ],
  [
    "an Ohio holiday",
    ["2029-01-16", "Ohio", "Fourth estimate (IT 1040ES)"],
    "January 15 is Martin Luther King Jr. Day, a legal holiday for Ohio: Tuesday, January 16.",
  ],
  [
    "February's last day in a leap year",
    ["2028-02-29", "RITA", "Reconciliation (Form 17)"],
    "The last day of February: Tuesday, February 29.",
  ],
  [
    "the day the law sets when nothing moved it",
    ["2027-04-15", "IRS", "2026 return (Form 1040)"],
    "The day the law sets: Thursday, April 15.",
  ],
  ["no rule, on another day", ["2027-04-16", "IRS", "2026 return (Form 1040)"], UNPLACED_REASON],
  [
    "no rule, for a title naming none",
    ["2027-04-15", "IRS", "A fixture reminder"],
    UNPLACED_REASON,
  ],
] as const)("a tax date's reason names %s", (_what, [date, authority, title], reason) => {
  expect(dueDateReason({ date, authority: authority as Authority, title })).toBe(reason);
});
