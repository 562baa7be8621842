/**
 * The tax dates are complete by rule (docs/product.md §19): each audience's recurring obligations
 * (rules/tax-obligations.ts) must each have their entry on every due day inside the span the
 * list publishes, or the build, `npm run check:content` and the CMS refuse the list, naming the
 * obligation, the date and the audience. On the fixture data and small lists, never the owner's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";

import { ContentError, validateFile } from "~/schemas/load.server.ts";
import type { TaxDate } from "~/schemas/data-files.ts";
import {
  describeMissing,
  dueDatesOf,
  type ListedTaxDate,
  missingTaxObligations,
  type TaxObligation,
  taxObligations,
  titleNames,
} from "~/rules/tax-obligations.ts";
import { type TaxAudience, taxAudienceIds } from "~/rules/tax-audiences.ts";
import { taxDate } from "../builders.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const fixture = () =>
  parse(readFileSync(path.join(FIXTURE_CONTENT_PATH, "tax-dates.yaml"), "utf8")) as {
    dates: TaxDate[];
  };

const estatesEstimate = taxObligations.find((obligation) =>
  obligation.names.includes("1041-ES"),
) as TaxObligation;

afterEach(() => {
  vi.useRealTimers();
});

describe("the obligations", () => {
  it("give every audience at least one recurring obligation, estates and trusts included", () => {
    for (const audience of taxAudienceIds) {
      expect(
        taxObligations.some((obligation) => obligation.audiences.includes(audience)),
        audience,
      ).toBe(true);
    }
  });

  it("fall on the authority's next business day: the 1041-ES of 2028-01-15 is due Tuesday the 18th", () => {
    expect(dueDatesOf(estatesEstimate, "2027-01-01", "2028-01-31")).toEqual([
      "2027-01-15",
      "2027-04-15",
      "2027-06-15",
      "2027-09-15",
      "2028-01-18",
    ]);
  });

  it("fall on each authority's day into 2028: Form 17 on February's last, Ohio's April date on the federal one", () => {
    const named = (name: string) =>
      taxObligations.find((obligation) => obligation.names.includes(name)) as TaxObligation;
    const april = (name: string, year: number) =>
      dueDatesOf(named(name), `${year}-04-01`, `${year}-04-30`);
    // RITA's "last day of February": a Sunday in 2027 (moved to March 1), a Tuesday in 2028.
    expect(dueDatesOf(named("Form 17"), "2027-01-01", "2028-12-31").join()).toBe(
      "2027-03-01,2028-02-29",
    );
    // April 15, 2028 is a Saturday and Monday the 17th DC's Emancipation Day: the IRS's day is
    // Tuesday the 18th, and Ohio's and RITA's individual return's with it; ORC 1.14 alone gives
    // Monday, which RITA's business return keeps.
    for (const name of ["1040", "IT 1040", "IT 1040ES", "IT 1041", "IT 1041ES", "Form 37"]) {
      expect(april(name, 2028), name).toEqual(["2028-04-18"]);
    }
    expect(april("Form 27", 2028)).toEqual(["2028-04-17"]);
    // 2022: Friday April 15 was Emancipation Day in DC only, and Ohio's date was April 18 too.
    expect(april("IT 1040", 2022)).toEqual(["2022-04-18"]);
    expect(
      describeMissing({
        obligation: named("IT 1040"),
        date: "2028-04-18",
        audiences: ["individuals"],
      }),
    ).toContain("due Tuesday 2028-04-18 (the federal April date, as Ohio Department of Taxation");
    // ODJFS's quarterly reports: the last day of the month after the quarter, past weekends.
    expect(dueDatesOf(named("quarterly tax return"), "2027-01-01", "2028-01-31").join()).toBe(
      "2027-02-01,2027-04-30,2027-08-02,2027-11-01,2028-01-31",
    );
  });

  it("are named by a form as a word: 1040 is not the 1040-ES, IT 1040 not the IT 1040ES", () => {
    expect(titleNames("Individual return (Form 1040)", "1040")).toBe(true);
    expect(titleNames("Estimated tax (Form 1040-ES)", "1040")).toBe(false);
    expect(titleNames("Ohio estimate (IT 1040ES)", "IT 1040")).toBe(false);
    expect(titleNames("W-2s to employees", "W-2")).toBe(true);
    expect(titleNames("Form 990-N only", "990")).toBe(false);
  });
});

describe("a list of tax dates", () => {
  it("passes when complete: the fixture's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const day of ["2098-09-01", "2099-01-20", "2099-02-01", "2099-04-15"]) {
      vi.setSystemTime(new Date(`${day}T12:00:00Z`));
      expect(() => validateFile("taxDates", fixture()), day).not.toThrow();
    }
  });

  it("fails naming the obligation, the expected date and the audience when one date is removed", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2098-11-01T12:00:00Z"));
    const data = fixture();
    data.dates = data.dates.filter((entry) => entry.id !== "fixture-estate-estimate");
    let message = "";
    try {
      validateFile("taxDates", data);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      'content/tax-dates.yaml: dates miss the estimated tax of estates and trusts (IRS) due Thursday 2099-01-15 for Estates and trusts: add an entry on that date, from IRS, for Estates and trusts, whose title names "1041-ES"',
    );
  });

  it("fails when an entry on the day is for another audience, or names another form", () => {
    const entry = (date: string, title: string, audiences: TaxAudience[]): ListedTaxDate =>
      taxDate(date, { title, audiences });
    const missed = (list: ListedTaxDate[]) =>
      missingTaxObligations(list, "2099-01-01", [estatesEstimate]).map(({ date, audiences }) => [
        date,
        audiences,
      ]);
    // The estimate named, for individuals only.
    expect(
      missed([entry("2099-01-15", "Estimates (Form 1040-ES, 1041-ES)", ["individuals"])]),
    ).toEqual([["2099-01-15", ["estates-trusts"]]]);
    // For estates, but another form: the return, not the estimate.
    expect(missed([entry("2099-01-15", "Return (Form 1041)", ["estates-trusts"])])).toEqual([
      ["2099-01-15", ["estates-trusts"]],
    ]);
    expect(missed([entry("2099-01-15", "Estimate (Form 1041-ES)", ["estates-trusts"])])).toEqual(
      [],
    );
  });

  it("checks from the build day to the authority's last date, and from its first when that is later", () => {
    const list: ListedTaxDate[] = [
      taxDate("2099-04-15", { title: "(Form 1041-ES)", audiences: ["estates-trusts"] }),
    ];
    // 2099-01-15 lies before the list's first IRS date (a season added ahead): not asked for.
    expect(missingTaxObligations(list, "2098-11-01", [estatesEstimate])).toEqual([]);
    // Once the list has an IRS date of the past year, the span starts on the build day.
    const ongoing = [{ ...list[0], date: "2098-09-15" } as ListedTaxDate, ...list];
    expect(
      missingTaxObligations(ongoing, "2098-11-01", [estatesEstimate]).map(({ date }) => date),
    ).toEqual(["2099-01-15"]);
    // Past the last date is the "running short" warning's, not this rule's.
    expect(missingTaxObligations(list, "2099-04-16", [estatesEstimate])).toEqual([]);
  });
});
