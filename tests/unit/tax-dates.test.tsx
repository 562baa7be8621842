// @vitest-environment jsdom
/**
 * The tax dates' rules (docs/product.md §14), on the fixture data file and small variations of it:
 * a due date on a weekend or on its authority's legal holiday stops the build naming the next
 * business day; the page lists the dates from the build's day on, each choice of audience its
 * next days first and the rest of the season in a disclosure, with its own calendar feed; the
 * build warns when fewer than 90 days of dates remain. Never on the owner's live list, which she changes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

import { TaxDates } from "~/components/sections/tax-dates.tsx";
import { resources } from "virtual:content";
import { businessDayOnOrAfter, nonBusinessDayReason } from "~/rules/business-days.ts";
import { ContentError, loadContent, validateFile } from "~/schemas/load.server.ts";
import type { TaxDate } from "~/schemas/data-files.ts";
import { ALL_TAX_DATES, mayEmploy, taxAudiences, taxDateChoiceIds } from "~/rules/tax-audiences.ts";
import { taxDateChoices, taxDatesShown } from "~/lib/tax-calendars.ts";
import { taxDatesRunningOut } from "~/rules/tax-dates-horizon.ts";
import { taxCalendarPath } from "~/shared/paths.ts";
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
    validateFile("taxDates", data);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("The dates were accepted");
};

describe("a due date must be a business day of its authority", () => {
  it("accepts the fixture's dates", () => {
    expect(() => validateFile("taxDates", fixture())).not.toThrow();
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
      data.dates[6] = { ...(data.dates[6] as TaxDate), date: "2099-04-16" };
      writeFileSync(path.join(directory, "tax-dates.yaml"), stringify(data));
      expect(() => loadContent(directory)).toThrow(
        'content/tax-dates.yaml: dates: entry 7 ("Fixture federal return"): date 2099-04-16 is Emancipation Day, a legal holiday for the IRS: the due date moves to the next business day, Friday 2099-04-17',
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

  const region = () => screen.getByRole("region", { name: resources.taxDates.heading });
  const shownDays = () =>
    [
      ...new Set(
        within(region())
          .queryAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ),
    ].sort();

  it("drops the dates before the office's today and keeps today's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 11:30 pm in Ohio on April 14, 2099: already April 15 in UTC, still the 14th at the office.
    vi.setSystemTime(new Date("2099-04-15T03:30:00Z"));
    render(<TaxDates />);
    expect(shownDays()).toEqual(["Thursday, April 30, 2099", "Wednesday, April 15, 2099"]);
    expect(within(region()).queryByText(/Fixture estimated tax/)).toBeNull();
    expect(screen.getAllByText(/^Source:/).map((line) => line.textContent)).toEqual([
      "Source: Fixture publication P-2",
      "Source: Fixture Ohio instructions",
      "Source: Fixture publication P-2",
      "Source: Fixture Ohio instructions",
      "Source: Fixture publication P-2",
    ]);
  });

  it("says when every date has passed", () => {
    render(<TaxDates today="2099-05-01" />);
    expect(shownDays()).toEqual([]);
    const note = screen.getByText(resources.taxDates.noneUpcoming);
    expect(note.dataset.for).toBe(taxDateChoiceIds.join(" "));
  });
});

describe("each visitor's dates, without JavaScript", () => {
  const dates = validateFile("taxDates", fixture());
  const region = () => screen.getByRole("region", { name: resources.taxDates.heading });
  /** Each day of a list with the choices it is shown for, and its entries' own where they differ. */
  const daysOf = (list: HTMLElement) =>
    [...list.querySelectorAll(":scope > li")].map((day) => ({
      day: day.querySelector("h3")?.textContent,
      for: day.getAttribute("data-for"),
      entries: [...day.querySelectorAll("ul > li")].map((entry) => entry.getAttribute("data-for")),
    }));

  it("lists each entry once: three months from the next due date first, then the rest of that year", () => {
    const { next, later, withDates, noneNext, noneLater } = taxDatesShown(dates, "2025-01-01");
    const summary = (days: typeof next) =>
      days.map((day) => `${day.date}: ${day.choices.join(" ")}`);
    // The next due date is 2098-12-15: the first part reaches to 2099-03-15.
    expect(summary(next)).toEqual([
      "2098-12-15: all businesses",
      "2099-01-15: all individuals self-employed estates-trusts",
      "2099-02-02: all self-employed businesses employers non-profits",
    ]);
    expect(summary(later)).toEqual([
      "2099-03-16: all businesses",
      "2099-04-15: all individuals self-employed businesses estates-trusts",
      "2099-04-30: all employers",
    ]);
    // The Ohio return concerns individuals only, on a day the self-employed see too.
    expect(later[1]?.entries.map(({ entry, choices }) => [entry.title, choices])).toEqual([
      ["Fixture federal return", ["all", "individuals", "self-employed"]],
      ["Fixture Ohio return", ["all", "individuals"]],
      [
        "Fixture returns (Form 1040, 1041 and 1120) and first estimates (Form 1040-ES, 1041-ES, corporate installment)",
        ["all", "individuals", "self-employed", "businesses", "estates-trusts"],
      ],
      [
        "Fixture Ohio returns (IT 1040 and IT 1041) and first estimates (IT 1040ES and IT 1041ES)",
        ["all", "individuals", "self-employed", "estates-trusts"],
      ],
    ]);
    expect(withDates).toEqual([...taxDateChoiceIds]);
    expect(noneNext).toEqual([]);
    expect(noneLater).toEqual(["non-profits"]);
    // An audience without any date ahead is in neither part (the fixture's non-profits, left out).
    const withoutNonProfits = dates.map((entry) => ({
      ...entry,
      audiences: entry.audiences.filter((audience) => audience !== "non-profits"),
    }));
    expect(taxDatesShown(withoutNonProfits, "2025-01-01").withDates).not.toContain("non-profits");
  });

  it("lists no further than a year past the next due date: later ones are in the feeds only", () => {
    const laterDays = (extra: TaxDate) =>
      taxDatesShown([...dates, extra], "2025-01-01").later.map((day) => day.date);
    const entry = dates.find((candidate) => candidate.title === "Fixture federal return");
    // The next due date is 2098-12-15: the page reaches to 2099-12-14.
    expect(laterDays({ ...(entry as TaxDate), date: "2099-12-14", title: "Within" })).toContain(
      "2099-12-14",
    );
    expect(laterDays({ ...(entry as TaxDate), date: "2099-12-15", title: "Beyond" })).not.toContain(
      "2099-12-15",
    );
  });

  it("offers the choice as radio buttons, every date first and checked", () => {
    render(<TaxDates today="2025-01-01" />);
    const group = within(region()).getByRole("group", { name: "Show the dates for" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([...taxDateChoiceIds]);
    expect(within(group).getByRole("radio", { name: "Everyone" })).toBeChecked();
    for (const audience of taxAudiences) {
      expect(within(group).getByRole("radio", { name: audience.label })).not.toBeChecked();
    }
    // Right under the choice, for those who may have staff: their payroll dates are Employers'.
    const note = group.nextElementSibling as HTMLElement;
    expect([note.textContent, note.dataset.for]).toEqual([
      resources.taxDates.employersNote,
      mayEmploy.join(" "),
    ]);
  });

  it("marks every day and entry with the choices that show it, the rest of the year in a disclosure", () => {
    render(<TaxDates today="2025-01-01" />);
    const [nextList, laterList] = [...region().querySelectorAll("ol")];
    expect(nextList?.closest("details")).toBeNull();
    expect(daysOf(nextList as HTMLElement)).toEqual([
      { day: "Monday, December 15, 2098", for: "all businesses", entries: [null] },
      {
        day: "Thursday, January 15, 2099",
        for: "all individuals self-employed estates-trusts",
        entries: ["all individuals self-employed", "all estates-trusts"],
      },
      {
        day: "Monday, February 2, 2099",
        for: "all self-employed businesses employers non-profits",
        entries: ["all employers", "all employers", null],
      },
    ]);
    const disclosure = laterList?.closest("details");
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.dataset.for).toBe(taxDateChoiceIds.join(" "));
    expect(
      within(disclosure as HTMLElement).getByText(resources.taxDates.laterSummary).tagName,
    ).toBe("SUMMARY");
    expect(daysOf(laterList as HTMLElement)).toEqual([
      { day: "Monday, March 16, 2099", for: "all businesses", entries: [null] },
      {
        day: "Wednesday, April 15, 2099",
        for: "all individuals self-employed businesses estates-trusts",
        entries: [
          "all individuals self-employed",
          "all individuals",
          null,
          "all individuals self-employed estates-trusts",
        ],
      },
      { day: "Thursday, April 30, 2099", for: "all employers", entries: [null] },
    ]);
    // Non-profits have nothing in the rest of the year; every audience has a date ahead.
    expect(
      within(disclosure as HTMLElement).getByText(resources.taxDates.noneLater).dataset.for,
    ).toBe("non-profits");
    expect(screen.queryByText(resources.taxDates.noneUpcoming)).toBeNull();
  });

  it("offers each choice's own feed, to subscribe to (webcal) or to download (https)", () => {
    render(<TaxDates today="2025-01-01" />);
    const subscribe = within(region()).getAllByRole("link", { name: "Subscribe" });
    const download = within(region()).getAllByRole("link", { name: "Download" });
    expect(subscribe).toHaveLength(taxDateChoices.length);
    for (const [index, choice] of taxDateChoices.entries()) {
      const feed = taxCalendarPath(choice.id === ALL_TAX_DATES ? undefined : choice.id);
      expect(subscribe[index]).toHaveAttribute("href", `webcal://www.example.com${feed}`);
      expect(download[index]).toHaveAttribute("href", `https://www.example.com${feed}`);
      expect(subscribe[index]?.parentElement?.dataset.for).toBe(choice.id);
      expect(download[index]?.parentElement).toBe(subscribe[index]?.parentElement);
    }
    expect(within(region()).getByText(resources.taxDates.subscribeHelp)).toBeVisible();
  });
});

describe("the build warns when fewer than 90 days of dates remain", () => {
  const dates = validateFile("taxDates", fixture());

  it("says nothing while every authority's dates reach 90 days ahead", () => {
    expect(taxDatesRunningOut(dates, "2098-09-01")).toBeUndefined();
  });

  it("names each authority that runs short, its last date and where it came from", () => {
    expect(taxDatesRunningOut(dates, "2099-02-01")).toBe(
      [
        "content/tax-dates.yaml: fewer than 90 days of tax dates remain after 2099-02-01 (until 2099-05-02):",
        "  - RITA: every date has passed (the last was 2098-12-15). Add the coming season's dates (last checked in: Fixture RITA instructions).",
        "  - Ohio: the last date is 2099-04-15. Add the dates after it (last checked in: Fixture Ohio instructions).",
        "  - IRS: the last date is 2099-04-30. Add the dates after it (last checked in: Fixture publication P-2).",
        "  The site still builds; add the next dates in the CMS (Tax dates) so the Resources page never runs dry.",
      ].join("\n"),
    );
  });

  it("warns 89 days before the last date, not 90", () => {
    const onlyIrs = dates.filter((entry) => entry.authority === "IRS");
    expect(taxDatesRunningOut(onlyIrs, "2099-01-30")).toBeUndefined();
    expect(taxDatesRunningOut(onlyIrs, "2099-01-31")).toMatch(/IRS: the last date is 2099-04-30/);
  });
});
