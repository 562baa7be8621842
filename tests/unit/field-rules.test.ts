/**
 * How the CMS places the build's problems (app/admin/field-rules.ts): each at the field it is
 * about, in the build's words after the field's label; a list's own problems at the list; the
 * schema's words (labels, summaries) found for any place in a file.
 */
import { describe, expect, it } from "vitest";

import {
  buildMessages,
  declarationOf,
  fieldMessage,
  fieldMetaAt,
  issuesAtField,
  issuesAtList,
  issuesOf,
} from "~/admin/field-rules.ts";
import { contentFiles } from "~/schemas/data-files.ts";
import { hours } from "virtual:content";
import { taxDate } from "../builders.ts";

const issue = (path: PropertyKey[], message = "must be right") => ({ path, message });

describe("where a problem is shown", () => {
  const issues = [
    issue(["dates", 2, "date"]),
    issue(["weekly", 1, "days", 0]),
    issue(["dates"]),
    issue(["dates", 4]),
    issue(["terms", 1]),
  ];

  it("at the field it is about, or inside its value", () => {
    expect(issuesAtField(issues, ["dates", 2, "date"])).toEqual([issues[0]]);
    expect(issuesAtField(issues, ["weekly", 1, "days"])).toEqual([issues[1]]);
    expect(issuesAtField(issues, ["dates", 3, "date"])).toEqual([]);
  });

  it("at a list for the list and, in a list of objects, for an item as a whole", () => {
    expect(issuesAtList(issues, ["dates"], { itemsAreObjects: true })).toEqual([
      issues[2],
      issues[3],
    ]);
    // In a list of texts an item's problem is its text's, shown at the text.
    expect(issuesAtList(issues, ["terms"], { itemsAreObjects: false })).toEqual([]);
  });

  it("in the build's words, after the field's label, as a sentence", () => {
    expect(fieldMessage("Closes", issue([], "must be later than the opening time"))).toBe(
      "Closes must be later than the opening time.",
    );
    expect(fieldMessage("Date", issue([], "is a Saturday."))).toBe("Date is a Saturday.");
  });
});

describe("the check of an entry", () => {
  const declared = declarationOf("taxDates");

  it("is the data file's, by the entry's name", () => {
    expect(declared).toBe(contentFiles.taxDates);
    expect(declarationOf("aboutUs")).toBe(contentFiles.aboutUs);
    expect(declarationOf("nothing")).toBeUndefined();
  });

  it("runs once for one state of the entry's data, and gives the build's messages", () => {
    const data = {
      dates: [taxDate("2027-05-15")],
    };
    let reads = 0;
    const key = {};
    const read = () => {
      reads += 1;
      return data;
    };
    const issues = issuesOf(contentFiles.taxDates, key, read);
    expect(issuesOf(contentFiles.taxDates, key, read)).toBe(issues);
    expect(reads).toBe(1);
    expect(buildMessages(contentFiles.taxDates, data, issues)).toEqual([
      'content/tax-dates.yaml: dates: entry 1 ("Return due 2027-05-15"): date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17',
    ]);
  });
});

describe("the schema's words for a place in a file", () => {
  it("finds a field's label through lists, objects and optional values", () => {
    expect(fieldMetaAt(contentFiles.hours, ["weekly", 0, "closes"])?.label).toBe("Closes");
    expect(fieldMetaAt(contentFiles.hours, ["closures", 3, "lastDay"])?.label).toBe(
      "Last day closed",
    );
    expect(fieldMetaAt(contentFiles.site, ["address", "postalCode"])?.label).toBe("ZIP code");
    expect(fieldMetaAt(contentFiles.site, ["reviewUrl"])?.label).toBe("Google review address");
    expect(fieldMetaAt(contentFiles.hours, ["nowhere"])).toBeUndefined();
  });

  it("reads a row of a list in words, as the owner fills it in", () => {
    const hoursRow = fieldMetaAt(contentFiles.hours, ["weekly"])?.summary;
    // The fixture's first row (tests/fixtures/content/hours.yaml).
    expect(hoursRow?.(hours.weekly[0])).toBe("Monday–Thursday 9:00 am–9:00 pm");
    expect(
      hoursRow?.({ days: ["Saturday"], opens: "10:00", closes: "5 pm", taxSeasonOnly: true }),
    ).toBe("Saturday 10:00 am–5:00 pm in tax season");
    expect(hoursRow?.({})).toBe("No days chosen hours to fill in");
    const closure = fieldMetaAt(contentFiles.hours, ["closures"])?.summary;
    expect(closure?.({ date: "2026-12-25", name: "Christmas Day" })).toBe(
      "Closed 2026-12-25 Christmas Day",
    );
    expect(closure?.({ date: "2026-12-24", lastDay: "2026-12-26", name: "Holidays" })).toBe(
      "Closed 2026-12-24 to 2026-12-26 Holidays",
    );
    const date = fieldMetaAt(contentFiles.taxDates, ["dates"])?.summary;
    expect(date?.({ date: "2027-04-15", authority: "IRS", title: "Form 1040" })).toBe(
      "2027-04-15 IRS: Form 1040",
    );
  });
});
