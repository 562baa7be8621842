/** The calendar file, parsed back with ical.js (an independent RFC 5545 parser). */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { taxDatesCalendar } from "../../build-tools/write-calendar.ts";

type TaxDate = Parameters<typeof taxDatesCalendar>[0][number];

const dates: TaxDate[] = [
  {
    date: "2027-02-01",
    title: "W-2 and 1099-NEC forms due to workers and the government",
    who: "Employers and businesses that paid contractors",
    authority: "IRS",
    source: "Fixture publication P-2",
  },
  {
    date: "2027-04-15",
    title: "2026 individual income tax returns due (Form 1040), or an extension",
    who: "Individuals",
    authority: "IRS",
    source: "Fixture publication P-2",
  },
  {
    date: "2027-04-15",
    title: "2026 municipal income tax return due (Form 37)",
    who: "Residents of Montgomery and other RITA member cities",
    authority: "RITA",
    source: "Fixture RITA instructions",
  },
];
const options = {
  businessName: "Montgomery Tax Planning",
  siteUrl: "https://www.example.com",
  createdAt: new Date("2026-11-23T12:00:00Z"),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

describe("the tax dates calendar", () => {
  it("parses as one VCALENDAR with an all-day VEVENT per date", () => {
    const { calendar, events } = parse(taxDatesCalendar(dates, options));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toContain("Montgomery Tax Planning");
    expect(events).toHaveLength(3);
    const april15 = events[1];
    const start = april15?.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2027-04-15");
    expect((april15?.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2027-04-16");
  });

  it("gives every event a UID, a DTSTAMP, a SUMMARY and a DESCRIPTION", () => {
    const { events } = parse(taxDatesCalendar(dates, options));
    const uids = events.map((event) => event.getFirstPropertyValue("uid"));
    expect(new Set(uids).size).toBe(3);
    expect(uids[0]).toBe(
      "2027-02-01-irs-w-2-and-1099-nec-forms-due-to-workers-and-the-government@www.example.com",
    );
    for (const [index, event] of events.entries()) {
      expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate()).toEqual(
        options.createdAt,
      );
      expect(event.getFirstPropertyValue("summary")).toBe(dates[index]?.title);
      expect(event.getFirstPropertyValue("description")).toBe(
        `${dates[index]?.who} (${dates[index]?.authority}). Source: ${dates[index]?.source}. From Montgomery Tax Planning: https://www.example.com/Resources`,
      );
    }
  });

  it("keeps UIDs from build to build, so a re-import updates rather than doubles", () => {
    const later = { ...options, createdAt: new Date("2027-01-05T09:00:00Z") };
    const uids = (text: string) =>
      parse(text).events.map((event) => event.getFirstPropertyValue("uid"));
    expect(uids(taxDatesCalendar(dates, later))).toEqual(uids(taxDatesCalendar(dates, options)));
  });

  it("ends the year's last day in the next year", () => {
    const { events } = parse(
      taxDatesCalendar(
        [
          {
            title: "Year end",
            who: "Everyone",
            authority: "IRS",
            source: "P-1",
            date: "2027-12-31",
          },
        ],
        options,
      ),
    );
    expect((events[0]?.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2028-01-01");
  });
});
