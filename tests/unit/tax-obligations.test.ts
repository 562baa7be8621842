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
  proposedTaxDates,
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

  it("fall on each authority's day: Form 17 on February's last, Ohio's and RITA's April date on the federal one", () => {
    const named = (name: string) =>
      taxObligations.find((obligation) => obligation.names.includes(name)) as TaxObligation;
    const april = (name: string, year: number) =>
      dueDatesOf(named(name), `${year}-04-01`, `${year}-04-30`);
    // RITA's "last day of February": a Sunday in 2027 (moved to March 1); 2028: SEASON_2028 below.
    expect(dueDatesOf(named("Form 17"), "2027-01-01", "2027-12-31").join()).toBe("2027-03-01");
    // RITA's business return follows the federal date too, as in 2023 (issue 46: not Monday).
    expect(april("Form 27", 2029)).toEqual(["2029-04-17"]);
    // 2022: Friday April 15 was Emancipation Day in DC only, and Ohio's date was April 18 too.
    expect(april("IT 1040", 2022)).toEqual(["2022-04-18"]);
    expect(
      describeMissing({
        obligation: named("IT 1040"),
        date: "2028-04-18",
        audiences: ["individuals"],
      }),
    ).toContain("due Tuesday 2028-04-18 (the federal April date, as Ohio Department of Taxation");
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
      'content/tax-dates.yaml: dates miss the estimated tax of trusts, and of estates after their first two years (IRS) due Thursday 2099-01-15 for Estates and trusts: add an entry on that date, from IRS, for Estates and trusts, whose title names "1041-ES"',
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

/**
 * The law's 2028 season (February 10, 2028 to February 9, 2029), worked out by hand from the
 * calendar: the date, the authority, and what its entries' titles name.
 */
const SEASON_2028 = [
  "2028-02-29 RITA: Form 17", // leap day: February's last
  "2028-03-15 IRS: 1065",
  // Saturday the 15th, Emancipation Day on Monday the 17th: Tuesday, for Ohio and RITA too.
  "2028-04-18 IRS: 1040, 1040, 1041, 1120, 1040-ES, 1041-ES, installment for corporations",
  "2028-04-18 Ohio: IT 1040, IT 1040, IT 1041, IT 1040ES, IT 1041ES",
  "2028-04-18 RITA: Form 37, Form 37, Form 27, estimated, estimated",
  "2028-05-01 IRS: 941", // April 30: a Sunday
  "2028-05-01 RITA: Form 11",
  "2028-05-01 ODJFS: quarterly tax return",
  "2028-05-15 IRS: 990",
  "2028-06-15 IRS: 1040-ES, 1041-ES, installment for corporations",
  "2028-06-15 Ohio: IT 1040ES, IT 1041ES",
  "2028-06-15 RITA: estimated, estimated",
  "2028-07-31 IRS: 941",
  "2028-07-31 RITA: Form 11",
  "2028-07-31 ODJFS: quarterly tax return",
  "2028-09-15 IRS: 1040-ES, 1041-ES, installment for corporations",
  "2028-09-15 Ohio: IT 1040ES, IT 1041ES",
  "2028-09-15 RITA: estimated, estimated",
  "2028-10-31 IRS: 941",
  "2028-10-31 RITA: Form 11",
  "2028-10-31 ODJFS: quarterly tax return",
  "2028-12-15 IRS: installment for corporations",
  "2028-12-15 RITA: estimated",
  // January 15, 2029: Martin Luther King Jr. Day, for the IRS and Ohio alike.
  "2029-01-16 IRS: 1040-ES, 1041-ES",
  "2029-01-16 Ohio: IT 1040ES, IT 1041ES",
  "2029-01-16 RITA: estimated",
  "2029-01-31 IRS: 941, 940, W-2, 1099-NEC",
  "2029-01-31 Ohio: IT 941",
  "2029-01-31 RITA: Form 11",
  "2029-01-31 ODJFS: quarterly tax return",
].flatMap((line) => {
  const [, date = "", authority = "", names = ""] = /^(\S+) (\S+): (.*)$/.exec(line) ?? [];
  return names.split(", ").map((name) => ({ date, authority, name }));
});

describe("the dates proposed for next year", () => {
  it("are the law's 2028 dates for every authority, leap day and Emancipation Day included, none on a weekend", () => {
    const proposed = proposedTaxDates([], "2027-09-01").filter(({ date }) => date >= "2028-02-10");
    const unmatched = [...proposed];
    for (const { date, authority, name } of SEASON_2028) {
      const at = unmatched.findIndex(
        (entry) =>
          entry.date === date && entry.authority === authority && titleNames(entry.title, name),
      );
      expect(at, `${date} ${authority} ${name}`).toBeGreaterThan(-1);
      unmatched.splice(at, 1);
    }
    expect(unmatched).toEqual([]);
    for (const { date } of proposed) expect([0, 6], date).not.toContain(new Date(date).getUTCDay());
    expect(proposed.at(-1)?.date).toBe("2029-01-31");
  });

  it("read as the owner's entries do, and each meets its obligation, so proposing again adds nothing", () => {
    const proposed = proposedTaxDates([], "2027-09-01");
    expect(proposed).toContainEqual({
      date: "2029-01-16",
      authority: "IRS",
      title: "Fourth 2028 estimated tax payment (Form 1041-ES)",
      who: "Estates and trusts (not needed by a decedent's estate for tax years ending within two years of the death)",
      audiences: ["estates-trusts"],
      source: "Form 1041-ES instructions (2028)",
    });
    expect(proposed.map(({ title }) => title)).toContain(
      "First-quarter 2028 Montgomery withholding return and payment (RITA Form 11)",
    );
    expect(proposedTaxDates(proposed, "2027-09-01")).toEqual([]);
    // Only the audience a listed entry misses.
    const forIndividuals = proposed.map((entry) =>
      entry.title.includes("(Form 1040-ES)") ? { ...entry, audiences: ["individuals"] } : entry,
    );
    expect(
      proposedTaxDates(forIndividuals, "2027-09-01").map(({ audiences }) => audiences),
    ).toEqual(Array(6).fill(["self-employed"]));
  });
});
