/**
 * The calendar feeds (docs/product.md §14), parsed back with ical.js (an independent RFC 5545
 * parser): all-day events with their source and a link back, daily refresh hints, UIDs that
 * stay with their entry when others come and go, and one feed per audience that holds exactly
 * that audience's dates (on the fixture data, never the owner's list).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";

import { loadContent, validateFile } from "~/schemas/load.server.ts";
import { taxCalendarPath } from "~/shared/paths.ts";
import { taxAudiences } from "~/rules/tax-audiences.ts";
import { datesFor, feedUrls, taxDateChoices } from "~/lib/tax-calendars.ts";

import {
  type CalendarTaxDate,
  foldLine,
  taxDatesCalendar,
  writeCalendars,
} from "../../build-tools/write-calendar.ts";
import { taxDate } from "../builders.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const dates: CalendarTaxDate[] = [
  taxDate("2027-02-01", { id: "fixture-w2-nec", audiences: ["employers", "businesses"] }),
  taxDate("2027-04-15", { id: "fixture-1040" }),
  taxDate("2027-04-15", { id: "fixture-form-37", authority: "RITA", title: "Form 37 due" }),
];
const options = {
  businessName: "Fixture Tax Studio",
  siteUrl: "https://www.example.com",
  createdAt: new Date("2026-11-23T12:00:00Z"),
  reminderDays: [7, 1],
};

/**
 * RFC 5545 §3.1, checked on the octets: every line ends in CRLF and is at most 75 octets, no
 * fold splits a UTF-8 sequence (each physical line decodes on its own), and every UID is at most
 * 75 octets and unique; ical.js (an independent parser) reads it back.
 */
function expectWellFormed(text: string, bytes = Buffer.from(text, "utf8")) {
  expect(bytes.subarray(-2).toString()).toBe("\r\n");
  const lines = bytes.toString("latin1").slice(0, -2).split("\r\n");
  for (const line of lines) {
    const octets = Buffer.from(line, "latin1");
    expect(octets.length, line).toBeLessThanOrEqual(75);
    expect(octets.includes(0x0a) || octets.includes(0x0d), line).toBe(false);
    // A line that starts or ends inside a character does not decode on its own.
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(octets), line).not.toThrow();
  }
  const { events } = parse(text);
  const uids = events.map((event) => String(event.getFirstPropertyValue("uid")));
  expect(new Set(uids).size).toBe(uids.length);
  for (const uid of uids) expect(Buffer.byteLength(uid)).toBeLessThanOrEqual(75);
}

// X-WR-CALNAME is a TEXT value (the calendar's name, as Apple and Google read it): ical.js does
// not know it, and would hand it back still escaped.
ICAL.design.icalendar.property["x-wr-calname"] = { defaultType: "text" };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

const uidsOf = (text: string) =>
  Object.fromEntries(
    parse(text).events.map((event) => [
      event.getFirstPropertyValue("summary"),
      event.getFirstPropertyValue("uid"),
    ]),
  );

describe("a tax dates calendar", () => {
  it("parses as one VCALENDAR with an all-day VEVENT per date", () => {
    const { calendar, events } = parse(taxDatesCalendar(dates, options));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toContain("Fixture Tax Studio");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Fixture Tax Studio tax dates");
    expect(events).toHaveLength(3);
    const april15 = events[1];
    const start = april15?.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2027-04-15");
    expect((april15?.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2027-04-16");
  });

  it("reminds of each date at 9 am the owner's days before it (VALARM, RFC 5545 §3.6.6)", () => {
    for (const event of parse(taxDatesCalendar(dates, options)).events) {
      const alarms = event
        .getAllSubcomponents("valarm")
        .map((alarm) => [
          alarm.getFirstPropertyValue("action"),
          String(alarm.getFirstPropertyValue("trigger")),
          alarm.getFirstPropertyValue("description"),
        ]);
      const title = event.getFirstPropertyValue("summary");
      expect(alarms).toEqual([
        ["DISPLAY", "-P6DT15H", title],
        ["DISPLAY", "-PT15H", title],
      ]);
    }
  });

  it("asks calendars to fetch it again once a day, as the site is rebuilt", () => {
    const text = taxDatesCalendar(dates, options);
    const { calendar } = parse(text);
    const refresh = calendar.getAllProperties("refresh-interval");
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.type).toBe("duration");
    expect(String(refresh[0]?.getFirstValue())).toBe("P1D");
    expect(calendar.getAllProperties("x-published-ttl").map((ttl) => ttl.getFirstValue())).toEqual([
      "P1D",
    ]);
    expect(text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\nX-PUBLISHED-TTL:P1D\r\n");
    expect(text).not.toContain("PT1H");
  });

  it("gives every event a UID, a DTSTAMP, a SUMMARY, and a DESCRIPTION with its source and a link back", () => {
    const { events } = parse(taxDatesCalendar(dates, options));
    const uids = events.map((event) => event.getFirstPropertyValue("uid"));
    expect(new Set(uids).size).toBe(3);
    expect(uids[0]).toBe("fixture-w2-nec@www.example.com");
    for (const [index, event] of events.entries()) {
      expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate()).toEqual(
        options.createdAt,
      );
      expect(event.getFirstPropertyValue("summary")).toBe(dates[index]?.title);
      expect(event.getFirstPropertyValue("description")).toBe(
        `${dates[index]?.who} (${dates[index]?.authority}). Source: ${dates[index]?.source}. From Fixture Tax Studio: https://www.example.com/Resources`,
      );
      expect(event.getFirstPropertyValue("url")).toBe("https://www.example.com/Resources");
    }
  });

  it("keeps UIDs from build to build, so a calendar updates rather than doubles", () => {
    const later = { ...options, createdAt: new Date("2027-01-05T09:00:00Z") };
    expect(uidsOf(taxDatesCalendar(dates, later))).toEqual(
      uidsOf(taxDatesCalendar(dates, options)),
    );
  });

  it("keeps every other event's UID when an entry is removed or added", () => {
    const before = uidsOf(taxDatesCalendar(dates, options));
    const [first, ...rest] = dates;
    const removed = uidsOf(taxDatesCalendar(rest, options));
    expect(Object.keys(removed)).toHaveLength(2);
    for (const [summary, uid] of Object.entries(removed)) expect(uid).toBe(before[summary]);
    const added: CalendarTaxDate = {
      ...(first as CalendarTaxDate),
      date: "2027-01-15",
      title: "A date added before all the others",
      id: "fixture-added",
    };
    const withAdded = uidsOf(taxDatesCalendar([added, ...dates], options));
    for (const [summary, uid] of Object.entries(before)) expect(withAdded[summary]).toBe(uid);
  });

  it("keeps an event's UID when its own date and title are edited (the entry's id is its identity)", () => {
    const before = uidsOf(taxDatesCalendar(dates, options));
    const [first, ...rest] = dates as [CalendarTaxDate, ...CalendarTaxDate[]];
    const edited = { ...first, date: "2027-02-02", title: "W-2s, renamed by the owner" };
    const after = uidsOf(taxDatesCalendar([edited, ...rest], options));
    expect(after["W-2s, renamed by the owner"]).toBe(before[first.title]);
  });

  // Short UIDs are the feeds' test's (expectWellFormed); here, the build stops on a long one.
  it("stops the build on a UID past 75 octets", () => {
    const longHost = { ...options, siteUrl: `https://${"a".repeat(60)}.example.com` };
    expect(() => taxDatesCalendar(dates, longHost)).toThrow(/longer than 75 octets/);
  });

  it("is a published feed, not a scheduling message: no METHOD, so no ORGANIZER is needed", () => {
    const text = taxDatesCalendar(dates, options);
    expect(parse(text).calendar.getFirstPropertyValue("method")).toBeNull();
    expect(text).not.toMatch(/^METHOD:/m);
  });

  it("folds lines at 75 octets, never inside a UTF-8 sequence", () => {
    const accented = {
      ...(dates[0] as CalendarTaxDate),
      who: "Café owners — «déjà vu» ✓ ".repeat(8),
    };
    const text = taxDatesCalendar([accented], options);
    expectWellFormed(text);
    const { events } = parse(text);
    expect(events[0]?.getFirstPropertyValue("description")).toContain(accented.who);
    // "X:" and 36 é make 74 octets: a 37th (2 octets) would make 76, so the fold comes first.
    const folded = foldLine(`X:${"é".repeat(80)}`).split("\r\n ");
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([74, 74, 14]);
  });

  it("names its audience", () => {
    const { calendar } = parse(taxDatesCalendar(dates, { ...options, audience: "Employers" }));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Fixture Tax Studio tax dates: Employers",
    );
  });

  it("refuses an entry listed twice, which would give two events one UID, naming it", () => {
    const first = dates[0] as CalendarTaxDate;
    const twice = {
      dates: [...dates, { ...first, title: `${first.title.toUpperCase()}!`, id: "another-id" }],
    };
    expect(() => validateFile("taxDates", twice)).toThrow(
      new RegExp(
        `entry ${dates.length + 1} .*: title repeats entry 1 \\(the same date, authority and title\\)`,
      ),
    );
  });

  it("refuses two entries with one id (an entry copied by hand), naming the copy", () => {
    const first = dates[0] as CalendarTaxDate;
    const copied = { dates: [...dates, { ...first, date: "2027-03-01", title: "A copy" }] };
    expect(() => validateFile("taxDates", copied)).toThrow(
      new RegExp(`entry ${dates.length + 1} \\("A copy"\\): id is entry 1's too`),
    );
  });

  it("ends the year's last day in the next year", () => {
    const { events } = parse(
      taxDatesCalendar([{ ...(dates[0] as CalendarTaxDate), date: "2027-12-31" }], options),
    );
    expect((events[0]?.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2028-01-01");
  });
});

describe("the feeds", () => {
  const { taxDates } = loadContent(FIXTURE_CONTENT_PATH);
  const clientDir = mkdtempSync(path.join(tmpdir(), "feeds-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const read = (feedPath: string) =>
    parse(readFileSync(path.join(clientDir, feedPath.slice(1)), "utf8"));

  it("are the whole season and one per audience of the one list, at stable addresses", async () => {
    const written = await writeCalendars(clientDir, taxDates, options);
    expect(written).toEqual([
      taxCalendarPath(),
      ...taxAudiences.map(({ id }) => taxCalendarPath(id)),
    ]);
    // The address subscribed calendars hold, written out once.
    expect(taxCalendarPath("employers")).toBe("/calendar/tax-dates-employers.ics");
    expect(feedUrls(options.siteUrl, taxCalendarPath("employers"))).toEqual({
      subscribe: "webcal://www.example.com/calendar/tax-dates-employers.ics",
      google:
        "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fwww.example.com%2Fcalendar%2Ftax-dates-employers.ics",
      outlook:
        "https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fwww.example.com%2Fcalendar%2Ftax-dates-employers.ics",
      download: "https://www.example.com/calendar/tax-dates-employers.ics",
    });
  });

  it("each hold exactly the dates of their audience, past ones included", async () => {
    await writeCalendars(clientDir, taxDates, options);
    for (const choice of taxDateChoices) {
      const { calendar, events } = read(choice.path);
      const summaries = events.map((event) => event.getFirstPropertyValue("summary"));
      expect(summaries, choice.id).toEqual(datesFor(choice.id, taxDates).map(({ title }) => title));
      expect(calendar.getFirstPropertyValue("x-wr-calname"), choice.id).toBe(
        `Fixture Tax Studio tax dates${choice.audience ? `: ${choice.audience}` : ""}`,
      );
    }
    // One audience's, counted from the fixture itself: every entry naming it, past ones too.
    expect(read(taxCalendarPath("employers")).events).toHaveLength(
      taxDates.filter((entry) => entry.audiences.includes("employers")).length,
    );
    expect(read(taxCalendarPath()).events).toHaveLength(taxDates.length);
  });

  it("are valid iCalendar, octet for octet: CRLF lines of at most 75 octets, whole UTF-8 characters, short unique UIDs", async () => {
    const written = await writeCalendars(clientDir, taxDates, options);
    const all = readFileSync(path.join(clientDir, taxCalendarPath().slice(1)));
    // The fixture's estates entry holds non-ASCII text: its lines are folded.
    expect(all.toString("utf8")).toMatch(/[\u0080-\uffff]/);
    for (const feedPath of written) {
      const bytes = readFileSync(path.join(clientDir, feedPath.slice(1)));
      expectWellFormed(bytes.toString("utf8"), bytes);
    }
  });

  it("escape every TEXT value (RFC 5545 §3.3.11), a title and a name holding `,`, `;` and `\\` included", async () => {
    const [title, businessName] = ["Form 1, part; A \\ B", "Quill, Ink; Co \\ Partners"];
    const audiences = taxAudiences.map(({ id }) => id);
    const entry = taxDate("2027-04-15", { id: "fixture-escaped", title, audiences });
    for (const feed of await writeCalendars(clientDir, [entry], { ...options, businessName })) {
      const text = readFileSync(path.join(clientDir, feed.slice(1)), "utf8");
      const all = (part: ICAL.Component): ICAL.Property[] => [
        ...part.getAllProperties(),
        ...part.getAllSubcomponents().flatMap(all),
      ];
      const texts = all(parse(text).calendar).filter(({ type }) => type === "text");
      const names = new Set(texts.map(({ name }) => name.toUpperCase()));
      for (const line of text.replace(/\r\n[ \t]/g, "").split("\r\n")) {
        const [, name = "", value] = /^([A-Z-]+)[^:]*:(.*)$/.exec(line) ?? [];
        if (names.has(name)) expect(value, line).toMatch(/^(?:[^\\,;]|\\[\\,;n])*$/);
      }
      // Read back whole: PRODID, the calendar's name and the event's DESCRIPTION name the
      // business; the SUMMARY and each alarm's DESCRIPTION are the title.
      const values = texts.map((property) => String(property.getFirstValue()));
      expect(values.filter((value) => value.includes(businessName))).toHaveLength(3);
      expect(values.filter((value) => value === title)).toHaveLength(
        1 + options.reminderDays.length,
      );
    }
  });

  it("give an entry the same UID in every feed that holds it", async () => {
    await writeCalendars(clientDir, taxDates, options);
    const uidOf = (feedPath: string, title: string) =>
      uidsOf(readFileSync(path.join(clientDir, feedPath.slice(1)), "utf8"))[title];
    const title = "Fixture estimated tax (Form 1040-ES)";
    expect(uidOf(taxCalendarPath("individuals"), title)).toBe(uidOf(taxCalendarPath(), title));
    expect(uidOf(taxCalendarPath("self-employed"), title)).toBe(uidOf(taxCalendarPath(), title));
  });
});
