/**
 * The office-hours logic on the fixture's schedule (tests/fixtures/content/hours.yaml: the
 * specification's hours, in New York) without its closures, with a fake clock: every instant is
 * an argument, as is the schedule.
 */
import { afterEach, describe, expect, it } from "vitest";

import { validateFile } from "~/schemas/load.server.ts";
import { formatDays, formatHours, formatTime, parseTime } from "~/rules/clock-time.ts";
import {
  answerDayAfter,
  formatMonthDay,
  hoursOn,
  isInTaxSeason,
  nextOpeningAfter,
  officeClockAt,
  officeDateAt,
  offeredTimes,
  officeStatusAt,
  taxSeasonDatesAt,
  timeZoneName,
  upcomingClosures,
  weekOf,
} from "~/lib/hours.ts";
import type { Closure, Hours, OpeningHours } from "~/schemas/data-files.ts";
import type { IsoDate } from "~/rules/calendar-day.ts";
import { hours as fixtureHours } from "virtual:content";

import { closure } from "../builders.ts";

const NEW_YORK = "America/New_York";

/** The specification's week and season: weekend hours in tax season only. */
const hours: Hours = { ...fixtureHours, closures: [] };
const { taxSeason: season, weekly } = hours;

/** An instant given as New York wall-clock time with its UTC offset. */
const at = (isoWithOffset: string) => new Date(isoWithOffset);

describe("the office's clock (Intl, the schedule's time zone)", () => {
  it("names the time zone as visitors say it, from the schedule's", () => {
    const july = at("2026-07-01T12:00:00Z");
    expect(timeZoneName(NEW_YORK, july)).toBe("Eastern Time");
    expect(timeZoneName(NEW_YORK, at("2026-01-01T12:00:00Z"))).toBe("Eastern Time");
    expect(timeZoneName("America/Chicago", july)).toBe("Central Time");
  });

  it("reads weekday, time and date in New York, not in UTC", () => {
    // 02:30 UTC on a Tuesday is still Monday evening in New York (EST, UTC-5).
    expect(officeClockAt(new Date("2026-03-03T02:30:00Z"), NEW_YORK)).toEqual({
      weekday: "Monday",
      minutes: 21 * 60 + 30,
      monthDay: "03-02",
      year: 2026,
    });
    // New Year's Eve in New York is already New Year's Day in UTC.
    expect(officeClockAt(new Date("2027-01-01T04:59:00Z"), NEW_YORK)).toMatchObject({
      monthDay: "12-31",
      year: 2026,
    });
  });

  it("follows daylight saving time", () => {
    // 13:00 UTC is 8:00 am EST in January and 9:00 am EDT in July.
    expect(officeClockAt(new Date("2026-01-20T13:00:00Z"), NEW_YORK).minutes).toBe(8 * 60);
    expect(officeClockAt(new Date("2026-07-21T13:00:00Z"), NEW_YORK).minutes).toBe(9 * 60);
  });

  it.each([
    // Spring forward, Sunday 8 March 2026: 1:59 am EST is followed by 3:00 am EDT.
    ["2026-03-08T06:59:00Z", "Sunday", 1 * 60 + 59],
    ["2026-03-08T07:00:00Z", "Sunday", 3 * 60],
    // Fall back, Sunday 1 November 2026: 1:59 am EDT is followed by 1:00 am EST.
    ["2026-11-01T05:59:00Z", "Sunday", 1 * 60 + 59],
    ["2026-11-01T06:00:00Z", "Sunday", 1 * 60],
  ])("switches at the minute of a daylight-saving change: %s", (instant, weekday, minutes) => {
    expect(officeClockAt(new Date(instant), NEW_YORK)).toMatchObject({ weekday, minutes });
  });

  it("follows the schedule's time zone: the same hours in Chicago open an hour later", () => {
    const chicago = { ...hours, timeZone: "America/Chicago" as const };
    // Monday 2 March 2026: 9:00 am in Chicago (CST, UTC-6) is 10:00 am in New York.
    expect(officeStatusAt(at("2026-03-02T09:30:00-05:00"), chicago).isOpen).toBe(false);
    expect(officeStatusAt(at("2026-03-02T10:00:00-05:00"), chicago).isOpen).toBe(true);
    expect(officeDateAt(at("2026-03-03T00:30:00-05:00"), "America/Chicago")).toBe("2026-03-02");
    expect(officeDateAt(at("2026-03-03T00:30:00-05:00"), NEW_YORK)).toBe("2026-03-03");
  });
});

describe("open now across the year's two daylight-saving changes", () => {
  it.each([
    // The Monday after spring forward (EDT, UTC-4): 9:00 am is 13:00 UTC, no longer 14:00.
    ["8:59 am EDT", "2026-03-09T12:59:00Z", false],
    ["9:00 am EDT", "2026-03-09T13:00:00Z", true],
    ["8:59 pm EDT", "2026-03-10T00:59:00Z", true],
    ["9:00 pm EDT", "2026-03-10T01:00:00Z", false],
    // The Monday after fall back (EST, UTC-5): 9:00 am is 14:00 UTC again.
    ["8:59 am EST", "2026-11-02T13:59:00Z", false],
    ["9:00 am EST", "2026-11-02T14:00:00Z", true],
    ["8:59 pm EST", "2026-11-03T01:59:00Z", true],
    ["9:00 pm EST", "2026-11-03T02:00:00Z", false],
  ])("Monday %s", (_label, instant, isOpen) => {
    expect(officeStatusAt(new Date(instant), hours).isOpen).toBe(isOpen);
  });

  it("the Sunday of fall back is closed, out of tax season", () => {
    const status = officeStatusAt(new Date("2026-11-01T17:00:00Z"), hours);
    expect(status).toMatchObject({ weekday: "Sunday", isTaxSeason: false, isOpen: false });
  });
});

describe("a visitor in another time zone", () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "UTC"])(
    "sees the office's hours from %s",
    (zone) => {
      process.env.TZ = zone;
      // Monday 2 March 2026, 8:59 and 9:00 am in New York.
      expect(officeStatusAt(new Date("2026-03-02T13:59:00Z"), hours).isOpen).toBe(false);
      expect(officeStatusAt(new Date("2026-03-02T14:00:00Z"), hours).isOpen).toBe(true);
      expect(nextOpeningAfter(new Date("2026-11-21T16:00:00Z"), hours)).toMatchObject({
        weekday: "Monday",
        daysAhead: 2,
        opens: "09:00",
      });
    },
  );
});

describe("tax season", () => {
  it("includes both ends of the window", () => {
    expect(isInTaxSeason("01-14", season)).toBe(false);
    expect(isInTaxSeason("01-15", season)).toBe(true);
    expect(isInTaxSeason("04-15", season)).toBe(true);
    expect(isInTaxSeason("04-16", season)).toBe(false);
  });

  it("handles a window that wraps the new year", () => {
    const wrapping = { start: "12-01", end: "02-28" };
    expect(isInTaxSeason("12-31", wrapping)).toBe(true);
    expect(isInTaxSeason("01-10", wrapping)).toBe(true);
    expect(isInTaxSeason("06-01", wrapping)).toBe(false);
  });
});

describe("the dates of the tax season (for structured data)", () => {
  it.each([
    ["before this year's season", "2026-01-02T12:00:00-05:00", "2026-01-15", "2026-04-15"],
    ["on its first day", "2026-01-15T00:00:00-05:00", "2026-01-15", "2026-04-15"],
    ["on its last day, late evening", "2026-04-15T23:59:00-04:00", "2026-01-15", "2026-04-15"],
    ["the day after it ended", "2026-04-16T00:00:00-04:00", "2027-01-15", "2027-04-15"],
    ["in November", "2026-11-21T12:00:00-05:00", "2027-01-15", "2027-04-15"],
    // 03:00 UTC on 16 April is still the evening of 15 April in New York.
    ["by the office's calendar", "2026-04-16T03:00:00Z", "2026-01-15", "2026-04-15"],
  ])("%s", (_label, instant, start, end) => {
    expect(taxSeasonDatesAt(at(instant), hours)).toEqual({ start, end });
  });

  it("gives a window that wraps the year its two years", () => {
    const wrapping = { ...hours, taxSeason: { start: "12-01", end: "02-28" } };
    const dates = (instant: string) => taxSeasonDatesAt(at(instant), wrapping);
    expect(dates("2026-12-10T12:00:00-05:00")).toEqual({ start: "2026-12-01", end: "2027-02-28" });
    expect(dates("2027-01-10T12:00:00-05:00")).toEqual({ start: "2026-12-01", end: "2027-02-28" });
    expect(dates("2027-06-01T12:00:00-04:00")).toEqual({ start: "2027-12-01", end: "2028-02-28" });
  });
});

describe("hours for each day (specification §9)", () => {
  it.each([
    ["Monday", "9:00 am–9:00 pm"],
    ["Tuesday", "9:00 am–9:00 pm"],
    ["Wednesday", "9:00 am–9:00 pm"],
    ["Thursday", "9:00 am–9:00 pm"],
    ["Friday", "9:00 am–7:00 pm"],
    ["Saturday", "10:00 am–5:00 pm"],
    ["Sunday", "12:00 pm–5:00 pm"],
  ] as const)("%s in tax season: %s", (day, hours) => {
    const today = hoursOn(day, true, weekly);
    expect(today && formatHours(today)).toBe(hours);
  });

  it("closes on weekends outside tax season only", () => {
    expect(hoursOn("Saturday", false, weekly)).toBeUndefined();
    expect(hoursOn("Sunday", false, weekly)).toBeUndefined();
    expect(hoursOn("Friday", false, weekly)).toBeDefined();
  });

  it("gives a day its tax-season hours in tax season, and its all-year hours otherwise", () => {
    const longerInSeason: OpeningHours[] = [
      // The tax-season row first or last: the season decides, not the order.
      { days: ["Monday"], opens: "09:00", closes: "21:00", taxSeasonOnly: true },
      { days: ["Monday", "Tuesday"], opens: "09:00", closes: "17:00", taxSeasonOnly: false },
    ];
    for (const rows of [longerInSeason, [...longerInSeason].reverse()]) {
      expect(hoursOn("Monday", true, rows)?.closes).toBe("21:00");
      expect(hoursOn("Monday", false, rows)?.closes).toBe("17:00");
      expect(hoursOn("Tuesday", true, rows)?.closes).toBe("17:00");
      const march = officeStatusAt(at("2026-03-02T18:00:00-05:00"), { ...hours, weekly: rows });
      expect(march).toMatchObject({ isTaxSeason: true, isOpen: true });
      const july = officeStatusAt(at("2026-07-06T18:00:00-04:00"), { ...hours, weekly: rows });
      expect(july).toMatchObject({ isTaxSeason: false, isOpen: false });
    }
    expect(weekOf(longerInSeason).slice(0, 3)).toEqual([
      { day: "Monday", allYear: longerInSeason[1], taxSeason: longerInSeason[0] },
      { day: "Tuesday", allYear: longerInSeason[1], taxSeason: undefined },
      { day: "Wednesday", allYear: undefined, taxSeason: undefined },
    ]);
  });

  it("lays out the week Monday first, whatever the rows' order", () => {
    const week = weekOf([...weekly].reverse());
    expect(week.map((row) => `${row.day} ${(row.allYear ?? row.taxSeason)?.opens}`)).toEqual([
      "Monday 09:00",
      "Tuesday 09:00",
      "Wednesday 09:00",
      "Thursday 09:00",
      "Friday 09:00",
      "Saturday 10:00",
      "Sunday 12:00",
    ]);
    expect(week.filter((row) => row.taxSeason).map((row) => row.day)).toEqual([
      "Saturday",
      "Sunday",
    ]);
  });
});

describe("open now", () => {
  it.each([
    ["Monday 8:59 am", "2026-03-02T08:59:00-05:00", false],
    ["Monday 9:00 am", "2026-03-02T09:00:00-05:00", true],
    ["Thursday 8:59 pm", "2026-03-05T20:59:00-05:00", true],
    ["Thursday 9:00 pm (closing time)", "2026-03-05T21:00:00-05:00", false],
    ["Friday 6:59 pm", "2026-03-06T18:59:00-05:00", true],
    ["Friday 7:00 pm", "2026-03-06T19:00:00-05:00", false],
    ["Saturday 10:00 am in season", "2026-03-07T10:00:00-05:00", true],
    ["Saturday 5:00 pm in season", "2026-03-07T17:00:00-05:00", false],
    ["Sunday 11:59 am in season", "2026-03-08T11:59:00-04:00", false],
    ["Sunday noon in season, the day of spring forward", "2026-03-08T12:00:00-04:00", true],
    ["Saturday 11:00 am out of season", "2026-07-11T11:00:00-04:00", false],
    ["Sunday 1:00 pm out of season", "2026-07-12T13:00:00-04:00", false],
    ["Wednesday noon out of season", "2026-07-15T12:00:00-04:00", true],
    ["January 15 (first day of season) Saturday", "2028-01-15T11:00:00-05:00", true],
    ["January 14 (the day before) Friday evening", "2028-01-14T19:00:00-05:00", false],
    ["February 29 (leap day) Tuesday", "2028-02-29T10:00:00-05:00", true],
    ["April 15 (last day of season) Saturday", "2028-04-15T11:00:00-04:00", true],
    ["April 16 Sunday after season", "2028-04-16T13:00:00-04:00", false],
  ])("%s", (_label, instant, isOpen) => {
    expect(officeStatusAt(at(instant), hours).isOpen).toBe(isOpen);
  });

  it("reports today's hours, or none on a closed day", () => {
    const saturdayInJuly = officeStatusAt(at("2026-07-11T11:00:00-04:00"), hours);
    expect(saturdayInJuly).toMatchObject({
      weekday: "Saturday",
      isTaxSeason: false,
      today: undefined,
    });
    const mondayInMarch = officeStatusAt(at("2026-03-02T10:00:00-05:00"), hours);
    expect(mondayInMarch.today && formatHours(mondayInMarch.today)).toBe("9:00 am–9:00 pm");
  });
});

describe("formatting", () => {
  it("writes times in the specification's style", () => {
    expect(formatTime("00:00")).toBe("12:00 am");
    expect(formatTime("09:00")).toBe("9:00 am");
    expect(formatTime("12:00")).toBe("12:00 pm");
    expect(formatTime("21:30")).toBe("9:30 pm");
  });

  it.each([
    ["5 pm", "17:00"],
    ["5pm", "17:00"],
    ["5:30 PM", "17:30"],
    ["9 a.m.", "09:00"],
    ["9.15am", "09:15"],
    ["12 pm", "12:00"],
    ["12 am", "00:00"],
    ["noon", "12:00"],
    ["17:00", "17:00"],
    ["9:00", "09:00"],
    ["9", "09:00"],
    [" 21:30 ", "21:30"],
  ])("reads the time %j as the owner writes it, and keeps it as %j", (written, kept) => {
    expect(parseTime(written)).toBe(kept);
  });

  it.each(["", "5 o'clock", "13 pm", "0 am", "24:00", "9:60", "25", "half past five", "5 pmx"])(
    "refuses %j, which is no time of day",
    (written) => {
      expect(parseTime(written)).toBeUndefined();
    },
  );

  it("names season days", () => {
    expect(formatMonthDay("01-15")).toBe("January 15");
    expect(formatMonthDay("04-15")).toBe("April 15");
  });

  it.each([
    [["Monday", "Tuesday", "Wednesday", "Thursday"], "Monday–Thursday"],
    [["Friday"], "Friday"],
    [["Saturday", "Sunday"], "Saturday and Sunday"],
    // Days that do not follow each other are listed, never joined into a range.
    [["Monday", "Wednesday", "Friday"], "Monday, Wednesday, and Friday"],
    [["Monday", "Tuesday", "Wednesday", "Friday"], "Monday–Wednesday and Friday"],
    [["Friday", "Monday", "Wednesday"], "Monday, Wednesday, and Friday"],
    [
      ["Monday", "Tuesday", "Thursday", "Friday", "Saturday"],
      "Monday, Tuesday, and Thursday–Saturday",
    ],
    [[], ""],
  ] as const)("says the days %j as %j", (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});

describe("next opening", () => {
  // From a New York instant: the day it opens next, its date, how many days ahead, and when.
  it.each([
    ["Monday 7:00 am: later today", "2026-03-02T07:00-05:00", "Monday", "2026-03-02", 0, "09:00"],
    ["Monday 10:00 pm: tomorrow", "2026-03-02T22:00-05:00", "Tuesday", "2026-03-03", 1, "09:00"],
    ["Friday 8 pm in season", "2026-03-06T20:00-05:00", "Saturday", "2026-03-07", 1, "10:00"],
    ["Friday 8 pm out of season", "2026-11-20T20:00-05:00", "Monday", "2026-11-23", 3, "09:00"],
    ["Saturday out of season", "2026-11-21T11:00-05:00", "Monday", "2026-11-23", 2, "09:00"],
    ["last day of season, 6 pm", "2028-04-15T18:00-04:00", "Monday", "2028-04-17", 2, "09:00"],
    ["the leap day", "2028-02-28T22:00-05:00", "Tuesday", "2028-02-29", 1, "09:00"],
    ["Sunday before the season", "2028-01-09T10:00-05:00", "Monday", "2028-01-10", 1, "09:00"],
    // Across the clock changes: Sunday 8 March 2026 is in season and on EDT; on Sunday 1
    // November the clocks fall back, and no day is skipped or counted twice.
    ["spring forward, Saturday 6 pm", "2026-03-07T18:00-05:00", "Sunday", "2026-03-08", 1, "12:00"],
    ["fall back, Sunday 11:30 pm", "2026-11-01T23:30-05:00", "Monday", "2026-11-02", 1, "09:00"],
    ["fall back, Saturday 11:30 pm", "2026-10-31T23:30-04:00", "Monday", "2026-11-02", 2, "09:00"],
  ] as const)("%s (%s): next %s", (_label, instant, weekday, date, daysAhead, opens) => {
    expect(nextOpeningAfter(at(instant), hours)).toEqual({ weekday, date, daysAhead, opens });
  });

  it("is undefined for a schedule with no hours", () => {
    expect(
      nextOpeningAfter(at("2026-03-02T07:00:00-05:00"), { ...hours, weekly: [] }),
    ).toBeUndefined();
  });
});

describe("holiday closures", () => {
  const closures: Closure[] = [
    closure("2026-11-26", { name: "Thanksgiving Day" }),
    closure("2026-12-25"),
    closure("2027-01-01", { name: "New Year's Day" }),
    closure("2026-11-27"),
  ];
  const withClosures: Hours = { ...hours, closures };

  it("closes the whole day and names the holiday, in the office's time zone", () => {
    // Thanksgiving 2026, 10:00 am in New York (a Thursday, normally open).
    const status = officeStatusAt(at("2026-11-26T10:00:00-05:00"), withClosures);
    expect(status).toMatchObject({ isOpen: false, today: undefined });
    expect(status.closure?.name).toBe("Thanksgiving Day");
    // The closure is the office's 26th: the evening before is open, and 11:30 pm on the 26th
    // in New York (already the 27th in UTC) is still Thanksgiving.
    expect(officeStatusAt(at("2026-11-25T20:00:00-05:00"), withClosures)).toMatchObject({
      isOpen: true,
      closure: undefined,
    });
    // Before opening time the day is already the closure's.
    expect(officeStatusAt(at("2026-11-26T08:00:00-05:00"), withClosures).closure?.name).toBe(
      "Thanksgiving Day",
    );
    expect(officeStatusAt(at("2026-11-27T04:30:00Z"), hours).weekday).toBe("Thursday");
    expect(officeStatusAt(at("2026-11-27T04:30:00Z"), withClosures).closure?.name).toBe(
      "Thanksgiving Day",
    );
  });

  it("skips closures when it looks for the next opening", () => {
    // Wednesday 25 November, 10:00 pm: Thursday and Friday are closed, the weekend is out of
    // season, so Monday 30 November.
    expect(nextOpeningAfter(at("2026-11-25T22:00:00-05:00"), withClosures)).toEqual({
      weekday: "Monday",
      date: "2026-11-30",
      daysAhead: 5,
      opens: "09:00",
    });
    // New Year's Eve: New Year's Day is closed, the weekend before the season too.
    expect(nextOpeningAfter(at("2026-12-31T22:00:00-05:00"), withClosures)).toMatchObject({
      date: "2027-01-04",
      weekday: "Monday",
    });
    // Christmas Eve evening: Christmas is closed, then the weekend; Monday the 28th.
    expect(nextOpeningAfter(at("2026-12-24T22:00:00-05:00"), withClosures)).toMatchObject({
      date: "2026-12-28",
      daysAhead: 4,
    });
  });

  it("lists upcoming closures from today, soonest first", () => {
    const upcoming = upcomingClosures(at("2026-11-26T10:00:00-05:00"), withClosures);
    expect(upcoming.map((closure) => closure.date)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-12-25",
      "2027-01-01",
    ]);
    expect(upcomingClosures(at("2026-12-26T10:00:00-05:00"), withClosures, 1)).toEqual([
      closures[2],
    ]);
  });
});

describe("the times a visitor may ask for, and the day an inquiry is answered by", () => {
  const withThanksgiving: Hours = {
    ...hours,
    closures: [closure("2026-11-26", { name: "Thanksgiving Day" })],
  };
  const offeredOn = (today: IsoDate, days: number) => offeredTimes(today, withThanksgiving, days);
  const daysOf = (today: IsoDate, days: number) => [
    ...new Set(offeredOn(today, days).map((time) => time.date)),
  ];

  it("offers nothing before tomorrow and no closure: on the eve of Thanksgiving", () => {
    // Wednesday 25 November 2026: Thursday is closed, the weekend out of season.
    expect(daysOf("2026-11-25", 7)).toEqual([
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("offers no weekend outside tax season: on a Friday in November", () => {
    expect(daysOf("2026-11-20", 3)).toEqual(["2026-11-23"]);
  });

  it("offers the weekend in tax season, each part of a day its hours cover for an hour", () => {
    // Friday 6 March 2026: Saturday 10 am–5 pm, Sunday noon–5 pm, Monday 9 am–9 pm.
    expect(offeredOn("2026-03-06", 3).map(({ date, part }) => `${date} ${part}`)).toEqual([
      "2026-03-07 morning",
      "2026-03-07 afternoon",
      "2026-03-08 afternoon",
      "2026-03-09 morning",
      "2026-03-09 afternoon",
      "2026-03-09 evening",
    ]);
  });

  it("answers by the office's n-th open day after the day sent, skipping a closure", () => {
    expect(answerDayAfter("2026-11-25", withThanksgiving, 1)).toBe("2026-11-27");
    expect(answerDayAfter("2026-11-27", withThanksgiving, 1)).toBe("2026-11-30");
    expect(answerDayAfter("2026-11-25", withThanksgiving, 2)).toBe("2026-11-30");
  });
});

describe("closures of several days", () => {
  // The office closes from Wednesday 23 December through Saturday 26 December 2026.
  const holidays = closure("2026-12-23", { lastDay: "2026-12-26" });
  const withSpan: Hours = { ...hours, closures: [holidays] };

  it("closes every day of the span, all day, and none around it", () => {
    for (const day of ["2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26"]) {
      expect(officeStatusAt(at(`${day}T12:00:00-05:00`), withSpan), day).toMatchObject({
        isOpen: false,
        closure: holidays,
      });
    }
    expect(officeStatusAt(at("2026-12-22T12:00:00-05:00"), withSpan).closure).toBeUndefined();
    expect(officeStatusAt(at("2026-12-28T12:00:00-05:00"), withSpan)).toMatchObject({
      isOpen: true,
      closure: undefined,
    });
  });

  it("opens next after the span's last day", () => {
    expect(nextOpeningAfter(at("2026-12-22T22:00:00-05:00"), withSpan)).toMatchObject({
      date: "2026-12-28",
      weekday: "Monday",
    });
  });

  it("lists a span still under way as upcoming, until its last day", () => {
    expect(upcomingClosures(at("2026-12-25T12:00:00-05:00"), withSpan)).toEqual([holidays]);
    expect(upcomingClosures(at("2026-12-27T12:00:00-05:00"), withSpan)).toEqual([]);
  });
});

describe("the schedule the build accepts (content/hours.yaml)", () => {
  const file = (rows: OpeningHours[]) => ({ ...hours, weekly: rows });
  const row = (days: OpeningHours["days"], taxSeasonOnly = false): OpeningHours => ({
    days,
    opens: "09:00",
    closes: "17:00",
    taxSeasonOnly,
  });

  it("takes days that do not follow each other in one row", () => {
    expect(() =>
      validateFile("hours", file([row(["Monday", "Wednesday", "Friday"])])),
    ).not.toThrow();
  });

  it("takes a day's other hours in tax season, in a row marked so", () => {
    expect(() =>
      validateFile("hours", file([row(["Monday", "Tuesday"]), row(["Monday"], true)])),
    ).not.toThrow();
  });

  it("refuses the same weekday in two rows of the same season, naming file, entry and field", () => {
    expect(() =>
      validateFile("hours", file([row(["Monday", "Tuesday"]), row(["Friday"]), row(["Tuesday"])])),
    ).toThrow(
      "content/hours.yaml: weekly: entry 3: days names Tuesday, as entry 1 does: list each day in one row",
    );
    expect(() =>
      validateFile(
        "hours",
        file([row(["Monday"]), row(["Saturday"], true), row(["Saturday", "Sunday"], true)]),
      ),
    ).toThrow(
      "content/hours.yaml: weekly: entry 3: days names Saturday, as entry 2 does, both for tax season only",
    );
  });

  it("refuses a day named twice in one row", () => {
    expect(() => validateFile("hours", file([row(["Monday", "Monday"])]))).toThrow(
      "content/hours.yaml: weekly: entry 1: days must name each day once",
    );
  });
});
