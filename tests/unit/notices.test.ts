/**
 * What the top of every page says on a given day (rules/notices.ts): each closure's message
 * from a week before it until its last day, the owner's notice until its last day; and the page
 * as built on a day (BUILD_NOW) says so, on a closure's day that the office is closed.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { SiteNotice } from "~/components/layout/site-notice.tsx";
import { addDays } from "~/rules/calendar-day.ts";
import { hours as fixtureHours } from "virtual:content";

import {
  CLOSURE_NOTICE_DAYS,
  closureOn,
  closuresAnnouncedOn,
  isClosedOn,
  isNoticeShownOn,
  lastDayOf,
} from "~/rules/notices.ts";

import { closure } from "../builders.ts";

const snow = closure("2027-01-12", { message: "Closed Tuesday, January 12." });
const holidays = closure("2027-12-23", {
  lastDay: "2027-12-27",
  message: "Closed December 23 to 27.",
});
const quiet = closure("2027-07-05");
const closures = [holidays, quiet, snow];

describe("a closure's days", () => {
  it("is its date alone, or its date to its last day", () => {
    expect(lastDayOf(snow)).toBe("2027-01-12");
    expect(lastDayOf({ ...snow, lastDay: "" })).toBe("2027-01-12");
    expect(lastDayOf(holidays)).toBe("2027-12-27");
    expect(isClosedOn("2027-12-23", holidays)).toBe(true);
    expect(isClosedOn("2027-12-27", holidays)).toBe(true);
    expect(isClosedOn("2027-12-28", holidays)).toBe(false);
    expect(isClosedOn("2027-12-22", holidays)).toBe(false);
    expect(closureOn("2027-12-25", closures)).toBe(holidays);
    expect(closureOn("2027-12-28", closures)).toBeUndefined();
  });
});

describe("a closure's message", () => {
  it(`shows from ${CLOSURE_NOTICE_DAYS} days before the first day until the last`, () => {
    expect(CLOSURE_NOTICE_DAYS).toBe(7);
    expect(closuresAnnouncedOn("2027-12-15", closures)).toEqual([]);
    expect(closuresAnnouncedOn("2027-12-16", closures)).toEqual([holidays]);
    expect(closuresAnnouncedOn("2027-12-27", closures)).toEqual([holidays]);
    expect(closuresAnnouncedOn("2027-12-28", closures)).toEqual([]);
  });

  it("is shown only for a closure that has one, the soonest first", () => {
    expect(closuresAnnouncedOn("2027-07-05", closures)).toEqual([]);
    const soon = { ...snow, date: "2027-12-24", lastDay: "" };
    expect(closuresAnnouncedOn("2027-12-20", [soon, holidays])).toEqual([holidays, soon]);
  });
});

describe("the owner's notice", () => {
  it("shows while it has a text, until its last day when it has one", () => {
    expect(isNoticeShownOn("2027-04-15", { text: "" })).toBe(false);
    expect(isNoticeShownOn("2027-04-15", { text: "File by April 15." })).toBe(true);
    const ending = { text: "File by April 15.", lastDay: "2027-04-15" };
    expect(isNoticeShownOn("2027-04-15", ending)).toBe(true);
    expect(isNoticeShownOn("2027-04-16", ending)).toBe(false);
    expect(isNoticeShownOn("2027-04-16", { ...ending, lastDay: "" })).toBe(true);
  });
});

describe("the notice a page is built with (components/layout/site-notice.tsx)", () => {
  // The fixture's closures (hours.yaml), the page built at an instant at the office.
  const announced = fixtureHours.closures.find((entry) => entry.message);
  const builtAt = (instant: string) => {
    vi.stubEnv("BUILD_NOW", instant);
    return renderToStaticMarkup(createElement(SiteNotice)).replace(/<[^>]+>/g, "");
  };
  const builtOn = (day: string) => builtAt(`${day}T12:00:00-05:00`);

  it("holds a closure's message from a week before until its last day; the next day's build drops it", () => {
    if (!announced?.message) throw new Error("The fixture has no closure with a message");
    const last = lastDayOf(announced);
    expect(builtOn(addDays(announced.date, -CLOSURE_NOTICE_DAYS - 1))).not.toContain(
      announced.message,
    );
    expect(builtOn(addDays(announced.date, -CLOSURE_NOTICE_DAYS))).toContain(announced.message);
    expect(builtOn(last)).toContain(announced.message);
    expect(builtOn(addDays(last, 1))).not.toContain(announced.message);
  });

  it("on a closure's day says the office is closed today and when it reopens, with or without a message", () => {
    const quiet = fixtureHours.closures.find((entry) => !entry.message && entry.date > "2098");
    expect(builtAt(`${quiet?.date}T08:00:00-05:00`)).toBe(
      `Our office is closed today for ${quiet?.name}. We reopen Thursday, December 4, at 9:00 am.`,
    );
    // Its last day, a Saturday outside tax season: the office reopens on Monday.
    expect(builtOn(announced?.lastDay ?? "")).toBe(
      `Our office is closed today for ${announced?.name}. We reopen Monday, December 29, at 9:00 am.${announced?.message}`,
    );
    expect(builtAt(`${addDays(quiet?.date ?? "", -1)}T20:00:00-05:00`)).toBe("");
  });
});
