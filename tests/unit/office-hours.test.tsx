// @vitest-environment jsdom
/**
 * The hours table and the footer as a visitor reads them: the days of each row, a day's other
 * hours in tax season, and the time zone named from the schedule's.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FooterHours } from "~/components/layout/footer-hours.tsx";
import { OfficeHours } from "~/components/sections/office-hours.tsx";
import type { Hours } from "~/schemas/data-files.ts";

const schedule: Hours = {
  timeZone: "America/Chicago",
  taxSeason: { start: "02-01", end: "04-30" },
  weekly: [
    {
      days: ["Monday", "Wednesday", "Friday"],
      opens: "09:00",
      closes: "17:00",
      taxSeasonOnly: false,
    },
    { days: ["Monday"], opens: "08:00", closes: "20:00", taxSeasonOnly: true },
    { days: ["Saturday"], opens: "10:00", closes: "14:00", taxSeasonOnly: true },
  ],
  closures: [],
};

const rowTexts = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);

describe("the hours table", () => {
  it("shows each day's hours, and a day's other hours in tax season, marked", () => {
    render(<OfficeHours hours={schedule} />);
    expect(rowTexts()).toEqual([
      "Monday9:00 am–5:00 pm8:00 am–8:00 pm* (tax season only)",
      "TuesdayClosed",
      "Wednesday9:00 am–5:00 pm",
      "ThursdayClosed",
      "Friday9:00 am–5:00 pm",
      "Saturday* (tax season only)10:00 am–2:00 pm",
      "SundayClosed",
    ]);
  });

  it("names the time zone of the schedule", () => {
    render(<OfficeHours hours={schedule} />);
    expect(screen.getByRole("table", { name: "Office hours by day, Central Time" })).toBeVisible();
    expect(screen.getByText(/All times are Central Time\.$/)).toBeVisible();
    expect(screen.getByText(/\(February 1 to April 30\)/)).toBeVisible();
  });
});

describe("the footer's hours", () => {
  it("says each row's days as people do", () => {
    render(<FooterHours />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual([
      "Monday–Thursday",
      "Friday",
      "Saturday* (tax season only)",
      "Sunday* (tax season only)",
    ]);
  });
});
