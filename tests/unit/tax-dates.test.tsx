// @vitest-environment jsdom
/**
 * The tax dates' rules (PRODUCT.md §14), on the fixture data file and small variations of it:
 * a due date on a weekend or on its authority's legal holiday stops the build naming the next
 * business day; the page lists the dates from the build's day on; the build warns when fewer
 * than 90 days of dates remain. Never on the owner's live list, which she changes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

import { TaxDates } from "~/components/sections/tax-dates.tsx";
import { businessDayOnOrAfter, nonBusinessDayReason } from "~/content/business-days.ts";
import { ContentError, loadContent, validateFile } from "~/content/load.ts";
import type { TaxDate } from "~/content/schema.ts";
import { taxDatesRunningOut } from "~/lib/tax-dates.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const fixture = () =>
  parse(readFileSync(path.join(FIXTURE_CONTENT_PATH, "tax-dates.yaml"), "utf8")) as {
    dates: TaxDate[];
  };

/** The fixture with its first entry moved to another day (or authority). */
function withFirst(change: Partial<TaxDate>) {
  const data = fixture();
  data.dates[0] = { ...(data.dates[0] as TaxDate), ...change };
  return data;
}

const refusal = (data: unknown) => {
  try {
    validateFile("tax-dates.yaml", data);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("The dates were accepted");
};

describe("a due date must be a business day of its authority", () => {
  it("accepts the fixture's dates", () => {
    expect(() => validateFile("tax-dates.yaml", fixture())).not.toThrow();
  });

  it("refuses a Saturday and names the next business day", () => {
    expect(refusal(withFirst({ date: "2027-05-15", authority: "IRS" }))).toBe(
      'content/tax-dates.yaml: dates: entry 1 ("Fixture past federal return"): date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17',
    );
  });

  it("skips a Saturday, a Sunday and Martin Luther King Jr. Day in one go", () => {
    expect(refusal(withFirst({ date: "2028-01-15", authority: "IRS" }))).toMatch(
      /date 2028-01-15 is a Saturday: .* Tuesday 2028-01-18$/,
    );
    expect(refusal(withFirst({ date: "2028-01-17", authority: "Ohio" }))).toMatch(
      /date 2028-01-17 is Martin Luther King Jr\. Day, a legal holiday for Ohio: .* Tuesday 2028-01-18$/,
    );
  });

  it("counts DC Emancipation Day for the IRS only, on its observed day", () => {
    // April 16, 2027 is a Friday: a holiday for the IRS, a business day in Ohio.
    expect(nonBusinessDayReason("2027-04-16", "IRS")).toBe(
      "Emancipation Day, a legal holiday for the IRS",
    );
    expect(nonBusinessDayReason("2027-04-16", "Ohio")).toBeUndefined();
    expect(nonBusinessDayReason("2027-04-16", "RITA")).toBeUndefined();
    // April 16, 2028 is a Sunday, observed on Monday the 17th: the 2027 returns are due the 18th.
    expect(businessDayOnOrAfter("2028-04-15", "IRS")).toBe("2028-04-18");
    expect(businessDayOnOrAfter("2028-04-15", "Ohio")).toBe("2028-04-17");
    // April 16, 2011 was a Saturday, observed on Friday the 15th.
    expect(businessDayOnOrAfter("2011-04-15", "IRS")).toBe("2011-04-18");
  });

  it("refuses an Ohio or RITA date on an Ohio legal holiday, Presidents' Day among them", () => {
    expect(refusal(withFirst({ date: "2027-02-15", authority: "RITA" }))).toMatch(
      /date 2027-02-15 is Washington-Lincoln Day, a legal holiday for RITA: .* Tuesday 2027-02-16$/,
    );
    expect(refusal(withFirst({ date: "2027-10-11", authority: "Ohio" }))).toMatch(
      /Columbus Day, a legal holiday for Ohio: .* Tuesday 2027-10-12$/,
    );
  });

  it("counts a federal holiday observed on a Friday for the IRS", () => {
    // December 25, 2027 is a Saturday, observed on Friday the 24th.
    expect(nonBusinessDayReason("2027-12-24", "IRS")).toBe(
      "Christmas Day (observed), a legal holiday for the IRS",
    );
  });

  it("asks for the source of every date", () => {
    expect(refusal(withFirst({ source: " " }))).toBe(
      'content/tax-dates.yaml: dates: entry 1 ("Fixture past federal return"): source is required',
    );
  });

  it("stops the build of a content folder with such a date, by file, entry and next day", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "content-"));
    try {
      cpSync(FIXTURE_CONTENT_PATH, directory, { recursive: true });
      const data = fixture();
      data.dates[4] = { ...(data.dates[4] as TaxDate), date: "2099-04-16" };
      writeFileSync(path.join(directory, "tax-dates.yaml"), stringify(data));
      expect(() => loadContent(directory)).toThrow(
        'content/tax-dates.yaml: dates: entry 5 ("Fixture federal return"): date 2099-04-16 is Emancipation Day, a legal holiday for the IRS: the due date moves to the next business day, Friday 2099-04-17',
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("the page lists the dates from the day it is built on", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const shownDays = () =>
    within(screen.getByRole("region", { name: "Important tax dates" }))
      .queryAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);

  it("drops the dates before the office's today and keeps today's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 11:30 pm in Ohio on April 14, 2099: already April 15 in UTC, still the 14th at the office.
    vi.setSystemTime(new Date("2099-04-15T03:30:00Z"));
    render(<TaxDates />);
    expect(shownDays()).toEqual(["Wednesday, April 15, 2099"]);
    expect(screen.getAllByText(/^Source:/).map((line) => line.textContent)).toEqual([
      "Source: Fixture publication P-2",
      "Source: Fixture Ohio instructions",
    ]);
  });

  it("shows every date still to come, soonest first", () => {
    render(<TaxDates today="2025-01-01" />);
    expect(shownDays()).toEqual([
      "Monday, December 15, 2098",
      "Monday, February 2, 2099",
      "Wednesday, April 15, 2099",
    ]);
  });

  it("says when every date has passed", () => {
    render(<TaxDates today="2099-04-16" />);
    expect(shownDays()).toEqual([]);
    expect(screen.getByText(/The next season's dates will be listed here soon/)).toBeVisible();
  });
});

describe("the build warns when fewer than 90 days of dates remain", () => {
  const { dates } = validateFile("tax-dates.yaml", fixture());

  it("says nothing while every authority's dates reach 90 days ahead", () => {
    expect(taxDatesRunningOut(dates, "2098-09-01")).toBeUndefined();
  });

  it("names each authority that runs short, its last date and where it came from", () => {
    expect(taxDatesRunningOut(dates, "2099-01-20")).toBe(
      [
        "content/tax-dates.yaml: fewer than 90 days of tax dates remain after 2099-01-20 (until 2099-04-20):",
        "  - RITA: every date has passed (the last was 2098-12-15). Add the coming season's dates (last checked in: Fixture RITA instructions).",
        "  - IRS: the last date is 2099-04-15. Add the dates after it (last checked in: Fixture publication P-2).",
        "  - Ohio: the last date is 2099-04-15. Add the dates after it (last checked in: Fixture Ohio instructions).",
        "  The site still builds; add the next dates in the CMS (Tax dates) so the Resources page never runs dry.",
      ].join("\n"),
    );
  });

  it("warns 89 days before the last date, not 90", () => {
    const onlyIrs = dates.filter((entry) => entry.authority === "IRS");
    expect(taxDatesRunningOut(onlyIrs, "2099-01-15")).toBeUndefined();
    expect(taxDatesRunningOut(onlyIrs, "2099-01-16")).toMatch(/IRS: the last date is 2099-04-15/);
  });
});
