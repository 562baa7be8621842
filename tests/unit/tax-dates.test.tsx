// @vitest-environment jsdom
/**
 * The tax dates' rules (docs/product.md §14), on small lists built from the schema's fields
 * (tests/builders.ts) and on the fixture data file: a due date on a weekend or on its
 * authority's legal holiday stops the build naming the next business day; the page lists the
 * dates from the build's day on, each choice of audience its next days first and the rest of the
 * season in a disclosure, with its own calendar feed; the build warns when fewer than 90 days of
 * dates remain. Never on the owner's live list, which she changes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

import { TaxDates } from "~/components/sections/tax-dates.tsx";
import { resources, taxDates as fixtureDates } from "virtual:content";
import { businessDayOnOrAfter, nonBusinessDayReason } from "~/rules/business-days.ts";
import { formatIsoDate } from "~/rules/calendar-day.ts";
import { ContentError, loadContent, validateFile } from "~/schemas/load.server.ts";
import type { TaxDate } from "~/schemas/data-files.ts";
import { mayEmploy, taxAudiences, taxDateChoiceIds } from "~/rules/tax-audiences.ts";
import { feedUrls, taxDateChoices, taxDatesShown } from "~/lib/tax-calendars.ts";
import { taxDatesReminders } from "~/rules/tax-dates-horizon.ts";

import { taxDate } from "../builders.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const refusal = (dates: TaxDate[]) => {
  try {
    validateFile("taxDates", { dates });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("The dates were accepted");
};

describe("a due date must be a business day of its authority", () => {
  it("refuses a Saturday, naming the entry and the next business day", () => {
    expect(refusal([taxDate("2027-05-15")])).toBe(
      'content/tax-dates.yaml: dates: entry 1 ("Return due 2027-05-15"): date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17',
    );
  });

  it("refuses a Saturday picked first in a new row, before any other field is filled", () => {
    expect(refusal([{ date: "2027-05-15", id: "new" } as TaxDate])).toContain(
      "date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17",
    );
  });

  it.each([
    [
      "a weekend and Martin Luther King Jr. Day in one go",
      "2028-01-15",
      "IRS",
      /Saturday: .* Tuesday 2028-01-18$/,
    ],
    [
      "Martin Luther King Jr. Day in Ohio",
      "2028-01-17",
      "Ohio",
      /Martin Luther King Jr\. Day, a legal holiday for Ohio: .* Tuesday 2028-01-18$/,
    ],
    [
      "Presidents' Day for RITA",
      "2027-02-15",
      "RITA",
      /Washington-Lincoln Day, a legal holiday for RITA: .* Tuesday 2027-02-16$/,
    ],
    [
      "Columbus Day in Ohio",
      "2027-10-11",
      "Ohio",
      /Columbus Day, a legal holiday for Ohio: .* Tuesday 2027-10-12$/,
    ],
  ] as const)("refuses %s", (_what, date, authority, message) => {
    expect(refusal([taxDate(date, { authority })])).toMatch(message);
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
    // December 25, 2027 is a Saturday, observed on Friday the 24th.
    expect(nonBusinessDayReason("2027-12-24", "IRS")).toBe(
      "Christmas Day (observed), a legal holiday for the IRS",
    );
  });

  it("asks for the source of every date", () => {
    expect(refusal([taxDate("2027-05-17", { source: " " })])).toMatch(
      /entry 1 \("Return due 2027-05-17"\): source is required$/,
    );
  });

  it("stops the build of a content folder with such a date, by file, entry and next day", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "content-"));
    try {
      cpSync(FIXTURE_CONTENT_PATH, directory, { recursive: true });
      const file = path.join(directory, "tax-dates.yaml");
      const data = parse(readFileSync(file, "utf8")) as { dates: TaxDate[] };
      data.dates.push(taxDate("2099-04-16"));
      writeFileSync(file, stringify(data));
      expect(() => loadContent(directory)).toThrow(
        `content/tax-dates.yaml: dates: entry ${data.dates.length} ("Return due 2099-04-16"): date 2099-04-16 is Emancipation Day, a legal holiday for the IRS: the due date moves to the next business day, Friday 2099-04-17`,
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("what the page lists, for each choice", () => {
  // From the next due date, 2027-01-15: the first part to 90 days on, the page to a year on.
  const list = [
    taxDate("2026-12-01", { title: "Past" }),
    taxDate("2027-01-15", { id: "a", audiences: ["individuals", "self-employed"] }),
    taxDate("2027-04-14", { id: "b", audiences: ["employers"] }),
    taxDate("2027-04-15", { id: "c", audiences: ["individuals"] }),
    taxDate("2027-04-15", { id: "d", title: "Another", audiences: ["businesses"] }),
    taxDate("2028-01-14", { id: "e", audiences: ["self-employed"] }),
    taxDate("2028-01-15", { id: "f", audiences: ["employers"] }),
  ];
  const shown = taxDatesShown(list, "2027-01-02");
  const days = (part: typeof shown.next) =>
    part.map((day) => [
      day.date,
      day.choices.join(" "),
      day.entries.map(({ choices }) => choices.join(" ")),
    ]);

  it("lists each entry once from today: three months first, then the rest of a year; later ones are in the feeds only", () => {
    expect(days(shown.next)).toEqual([
      ["2027-01-15", "all individuals self-employed", ["all individuals self-employed"]],
      ["2027-04-14", "all employers", ["all employers"]],
    ]);
    expect(days(shown.later)).toEqual([
      ["2027-04-15", "all individuals businesses", ["all individuals", "all businesses"]],
      ["2028-01-14", "all self-employed", ["all self-employed"]],
    ]);
    // A choice with no date at all is in neither part; one with none in a part is named there.
    expect(shown.withDates).toEqual([
      "all",
      "individuals",
      "self-employed",
      "businesses",
      "employers",
    ]);
    expect(shown.noneNext).toEqual(["businesses"]);
    expect(shown.noneLater).toEqual(["employers"]);
  });

  const region = () => screen.getByRole("region", { name: resources.taxDates.heading });

  it("marks every day and entry with the choices that show it, the rest of the year in a disclosure", () => {
    const today = "2025-01-01";
    const { next, later } = taxDatesShown(fixtureDates, today);
    render(<TaxDates today={today} />);
    const [nextList, laterList] = [...region().querySelectorAll("ol")];
    const rendered = (list: Element | undefined) =>
      [...(list?.querySelectorAll(":scope > li") ?? [])].map((day) => [
        day.querySelector("h3")?.textContent,
        day.getAttribute("data-for"),
        [...day.querySelectorAll("ul > li")].map((entry) => entry.getAttribute("data-for")),
      ]);
    // An entry says its choices only where they differ from its day's.
    const expected = (part: typeof next) =>
      part.map((day) => [
        formatIsoDate(day.date),
        day.choices.join(" "),
        day.entries.map(({ choices }) =>
          choices.length === day.choices.length ? null : choices.join(" "),
        ),
      ]);
    expect(rendered(nextList)).toEqual(expected(next));
    expect(rendered(laterList)).toEqual(expected(later));
    // Each entry says who it is due to, what is due, and where to check it.
    const text = region().textContent ?? "";
    for (const { entry } of [...next, ...later].flatMap((day) => day.entries)) {
      expect(text).toContain(`${entry.authority}${entry.title}`);
      expect(text).toContain(`Source: ${entry.source}`);
    }
    expect(nextList?.closest("details")).toBeNull();
    const disclosure = laterList?.closest("details");
    expect(disclosure?.open).toBe(false);
    expect(
      within(disclosure as HTMLElement).getByText(resources.taxDates.laterSummary).tagName,
    ).toBe("SUMMARY");
  });

  it("drops the dates before the office's today and keeps today's, by default the build's", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // 11:30 pm in Ohio on April 14, 2099: already April 15 in UTC, still the 14th at the office.
      vi.setSystemTime(new Date("2099-04-15T03:30:00Z"));
      render(<TaxDates />);
    } finally {
      vi.useRealTimers();
    }
    const shownDays = within(region())
      .queryAllByRole("heading", { level: 3 })
      .map((day) => day.textContent);
    const coming = [
      ...new Set(fixtureDates.filter(({ date }) => date >= "2099-04-14").map(({ date }) => date)),
    ];
    expect(shownDays).toEqual(coming.map(formatIsoDate));
  });

  it("says when every date has passed", () => {
    render(<TaxDates today="2099-05-01" />);
    expect(within(region()).queryAllByRole("heading", { level: 3 })).toEqual([]);
    expect(screen.getByText(resources.taxDates.noneUpcoming).dataset.for).toBe(
      taxDateChoiceIds.join(" "),
    );
  });

  it("offers the choice as radio buttons, every date first and checked, each with its own feed", () => {
    render(<TaxDates today="2025-01-01" />);
    const group = within(region()).getByRole("group", { name: resources.taxDates.chooseLegend });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([...taxDateChoiceIds]);
    expect(within(group).getByRole("radio", { name: resources.taxDates.allDates })).toBeChecked();
    for (const audience of taxAudiences) {
      expect(within(group).getByRole("radio", { name: audience.label })).not.toBeChecked();
    }
    // Right under the choice, for those who may have staff: their payroll dates are Employers'.
    const note = group.nextElementSibling as HTMLElement;
    expect([note.textContent, note.dataset.for]).toEqual([
      resources.taxDates.employersNote,
      mayEmploy.join(" "),
    ]);
    const subscribe = within(region()).getAllByRole("link", { name: "Subscribe" });
    const download = within(region()).getAllByRole("link", { name: "Download" });
    expect(subscribe).toHaveLength(taxDateChoices.length);
    for (const [index, choice] of taxDateChoices.entries()) {
      const feed = feedUrls("https://www.example.com", choice.path);
      expect(subscribe[index]).toHaveAttribute("href", feed.subscribe);
      expect(download[index]).toHaveAttribute("href", feed.download);
      expect(subscribe[index]?.parentElement?.dataset.for).toBe(choice.id);
      expect(download[index]?.parentElement).toBe(subscribe[index]?.parentElement);
    }
    expect(within(region()).getByText(resources.taxDates.subscribeHelp)).toBeVisible();
  });
});

describe("the reminders of the tax dates", () => {
  const dates = [
    taxDate("2099-01-15", { authority: "RITA" }),
    taxDate("2099-04-15", { authority: "Ohio" }),
    taxDate("2099-04-30"),
  ];

  it("count a proposed date as listed, ask for its review, and again once the published ones run short", () => {
    const proposed = ["2099-06-15", "2099-09-15"].map((date) =>
      taxDate(date, { authority: "RITA", needsReview: true }),
    );
    const review =
      '2 proposed tax dates wait for your review: in /admin/, open Tax dates, compare each with IRS Publication 509 and the Ohio and RITA calendars, and switch off "Needs your review". No page or calendar feed shows them until then.';
    expect(taxDatesReminders([...dates, ...proposed], "2098-08-19")).toEqual([review]);
    expect(taxDatesReminders([...dates, ...proposed], "2098-10-20")).toEqual([
      review,
      "The Resources page and the calendar feeds run out of RITA dates after Thursday, January 15, 2099: review its proposed dates before then.",
    ]);
  });
});
