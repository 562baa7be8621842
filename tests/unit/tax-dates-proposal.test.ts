/**
 * Next year's tax dates proposed by the rules (docs/product.md §27), on a copy of the fixture
 * folder with an owner-like list and named days (BUILD_NOW, an injected instant): the owner's file
 * keeps its words and layout, each proposed date waits for her review and is on no page and in no
 * feed until then, and two years lived month by month never stop the daily check.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";

import { validateFile } from "~/schemas/load.server.ts";
import { taxDatesReminders } from "~/rules/tax-dates-horizon.ts";

import { contentProblems } from "../../build-tools/check-content.ts";
import { contentPlugin, loadedContent } from "../../build-tools/content-plugin.ts";
import { proposeTaxDates } from "../../build-tools/propose-tax-dates.ts";
import { writeCalendars } from "../../build-tools/write-calendar.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

/** The owner's list as she might leave it in late 2026: a comment, then her December dates. */
const OWNER_LIKE = `# Her comment stays.
dates:
  - date: "2026-12-15"
    authority: IRS
    title: "Fourth 2026 estimated tax installment for corporations"
    who: "C corporations (calendar year)"
    audiences: [businesses]
    source: "IRS Publication 509 (2026)"
    id: her-corporate-estimate
  - date: "2026-12-15"
    authority: RITA
    title: "Fourth 2026 estimated Montgomery income tax payment for businesses (Form 27 filers)"
    who: "Corporations, partnerships and S corporations that pay estimated city tax"
    audiences: [businesses]
    source: "RITA Form 27 instructions; Ohio Revised Code 718.08"
    id: her-city-estimate
`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function ownerLikeCopy() {
  const folder = mkdtempSync(path.join(tmpdir(), "proposal-"));
  folders.push(folder);
  cpSync(FIXTURE_CONTENT_PATH, folder, { recursive: true });
  const file = path.join(folder, "tax-dates.yaml");
  writeFileSync(file, OWNER_LIKE);
  const read = () => readFileSync(file, "utf8");
  /** What she does in /admin/: switch off "Needs your review" on every proposed date. */
  const review = () =>
    writeFileSync(file, read().replaceAll("needsReview: true", "needsReview: false"));
  return { folder, read, review };
}

/** Noon at the office on a day, the site's clock set to it (the schema reads it: shared/clock.ts). */
function noonOn(day: string): Date {
  const noon = new Date(`${day}T16:00:00Z`);
  vi.stubEnv("BUILD_NOW", noon.toISOString());
  return noon;
}

describe("npm run tax-dates:propose", () => {
  it("adds next season's dates after hers, marked for review with new ids, and nothing on a second run", () => {
    const copy = ownerLikeCopy();
    const first = proposeTaxDates(copy.folder, noonOn("2026-12-01"));
    const written = copy.read();
    expect(written.startsWith(OWNER_LIKE)).toBe(true);
    const { dates } = parse(written) as { dates: { id: string; needsReview?: boolean }[] };
    const proposed = dates.slice(2);
    expect(proposed).toHaveLength(first.added.length);
    expect(proposed.every(({ needsReview }) => needsReview === true)).toBe(true);
    expect(new Set(dates.map(({ id }) => id)).size).toBe(dates.length);
    for (const { id } of proposed) expect(id).toMatch(/^[a-z2-7]{26}$/);
    expect(written).toContain("    audiences: [individuals, self-employed]\n");
    expect(proposeTaxDates(copy.folder, noonOn("2026-12-01"))).toMatchObject({
      added: [],
      waiting: first.added.length,
    });
    expect(copy.read()).toBe(written);
  });

  it("waits, with --when-due, for 150 days before an authority's last date", () => {
    const copy = ownerLikeCopy();
    proposeTaxDates(copy.folder, noonOn("2026-12-01"));
    copy.review();
    // Its dates now end on 2028-01-31 (the W-2s): due once that is less than 150 days ahead.
    expect(proposeTaxDates(copy.folder, noonOn("2027-09-03"), { whenDue: true }).added).toEqual([]);
    expect(proposeTaxDates(copy.folder, noonOn("2027-09-04"), { whenDue: true }).added).not.toEqual(
      [],
    );
  });
});

describe("a date proposed for April 18, 2028", () => {
  /** What the build's pages (virtual:content) and feeds are made of on 2027-09-01. */
  async function published(folder: string) {
    noonOn("2027-09-01");
    const plugin = contentPlugin([folder]);
    const load = plugin.load as (this: object, id: string) => Promise<string>;
    const pages = await load.call(
      { environment: { name: "ssr" }, addWatchFile() {} },
      "\0virtual:content",
    );
    const feeds = mkdtempSync(path.join(tmpdir(), "feeds-"));
    folders.push(feeds);
    await writeCalendars(feeds, loadedContent([folder]).content.taxDates, {
      businessName: "Fernhill",
      siteUrl: "https://www.example.com",
      createdAt: noonOn("2027-09-01"),
      reminderDays: [1],
    });
    const calendars = readdirSync(feeds, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ics"))
      .map((file) => readFileSync(path.join(feeds, file), "utf8"));
    return { pages, calendars };
  }

  it("is on no page and in no feed until she has reviewed it, and then on both", async () => {
    const copy = ownerLikeCopy();
    proposeTaxDates(copy.folder, noonOn("2027-09-01"));
    const pending = await published(copy.folder);
    expect(pending.pages).not.toContain("2028-04-18");
    expect(pending.calendars.length).toBeGreaterThan(1);
    for (const feed of pending.calendars) expect(feed).not.toContain("20280418");
    copy.review();
    const reviewed = await published(copy.folder);
    expect(reviewed.pages).toContain('"2028-04-18"');
    expect(reviewed.calendars.filter((feed) => feed.includes(":20280418"))).not.toEqual([]);
  });
});

describe("two years lived month by month, 2026-12 to 2028-12", () => {
  it(
    "propose and review when reminded: the check never stops, and the dates reach past 2029-10-01, 2029's right",
    { timeout: 60_000 },
    () => {
      const copy = ownerLikeCopy();
      const proposedOn: string[] = [];
      for (let month = 0; month <= 24; month += 1) {
        const day = `${2026 + Math.floor((11 + month) / 12)}-${String(((11 + month) % 12) + 1).padStart(2, "0")}-01`;
        // The check's part on the tax dates (contentProblems reads them so, below in full): a
        // refused list would throw here.
        noonOn(day);
        const reminders = taxDatesReminders(validateFile("taxDates", parse(copy.read())), day);
        if (reminders.some((words) => words.includes("next year's are due"))) {
          expect(proposeTaxDates(copy.folder, noonOn(day), { whenDue: true }).added).not.toEqual(
            [],
          );
          proposedOn.push(day);
        }
        copy.review();
      }
      // Her first list, then once a year from 150 days before its last date (2028-01-31, 2029-01-31).
      expect(proposedOn).toEqual(["2026-12-01", "2027-10-01", "2028-10-01"]);
      expect(
        contentProblems(copy.folder, noonOn("2028-12-01")).filter((problem) => problem.stopsBuild),
      ).toEqual([]);
      const dates = validateFile("taxDates", parse(copy.read()));
      expect((dates.at(-1)?.date ?? "") > "2029-10-01").toBe(true);
      // 2029's season, by authority, worked out by hand: April 15 is a Sunday and Monday the 16th
      // Emancipation Day, September 15 and December 15 are Saturdays.
      const season2029 = (authority: string) => [
        ...new Set(
          dates
            .filter(
              (entry) =>
                entry.authority === authority &&
                entry.date >= "2029-02-10" &&
                entry.date < "2030-02-10",
            )
            .map(({ date }) => date),
        ),
      ];
      expect(season2029("IRS").join(" ")).toBe(
        "2029-03-15 2029-04-17 2029-04-30 2029-05-15 2029-06-15 2029-07-31 2029-09-17 2029-10-31 2029-12-17 2030-01-15 2030-01-31",
      );
      expect(season2029("Ohio").join(" ")).toBe(
        "2029-04-17 2029-06-15 2029-09-17 2030-01-15 2030-01-31",
      );
      expect(season2029("RITA").join(" ")).toBe(
        "2029-02-28 2029-04-17 2029-04-30 2029-06-15 2029-07-31 2029-09-17 2029-10-31 2029-12-17 2030-01-15 2030-01-31",
      );
      expect(season2029("ODJFS").join(" ")).toBe("2029-04-30 2029-07-31 2029-10-31 2030-01-31");
    },
  );
});
