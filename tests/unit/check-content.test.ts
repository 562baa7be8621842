/**
 * The daily content check (`npm run check:content`, docs/product.md §16) on the fixture data with a
 * fake clock: it passes while the dates reach 90 days ahead, fails naming the authority and what
 * to add when they do not, and fails naming file, entry and field for a value the build refuses.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { contentProblems, errorAnnotation } from "../../build-tools/check-content.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const at = (isoDate: string) => vi.setSystemTime(new Date(`${isoDate}T17:00:00Z`));

/** A copy of the fixture folder whose tax dates hold one entry on a Saturday. */
function withSaturdayDate(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "content-check-"));
  cpSync(FIXTURE_CONTENT_PATH, directory, { recursive: true });
  writeFileSync(
    path.join(directory, "tax-dates.yaml"),
    [
      "dates:",
      '  - date: "2099-04-18"', // a Saturday
      "    authority: IRS",
      '    title: "Fixture federal return"',
      '    who: "Fixture individuals"',
      "    audiences: [individuals]",
      '    source: "Fixture publication P-2"',
      "    id: fixture-saturday",
      "",
    ].join("\n"),
  );
  return directory;
}

const folders: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the daily content check", () => {
  it("passes while every authority's dates reach 90 days ahead", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2098-09-01");
    expect(contentProblems(FIXTURE_CONTENT_PATH, new Date())).toEqual([]);
  });

  it("fails with fewer than 90 days left, naming the authority and the dates to add", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2099-02-01");
    expect(contentProblems(FIXTURE_CONTENT_PATH, new Date())).toEqual([
      {
        file: "tax-dates.yaml",
        message:
          "Every RITA date has passed (the last was 2098-12-15): add the RITA dates of 2099 under Tax dates in the CMS.",
      },
      {
        file: "tax-dates.yaml",
        message:
          "Fewer than 90 days of Ohio dates remain (the last is 2099-04-15): add the Ohio dates of 2100 under Tax dates in the CMS.",
      },
      {
        file: "tax-dates.yaml",
        message:
          "Fewer than 90 days of IRS dates remain (the last is 2099-04-30): add the IRS dates of 2100 under Tax dates in the CMS.",
      },
    ]);
  });

  it("fails on a value the build refuses, naming the file, the entry and the field", () => {
    const directory = withSaturdayDate();
    folders.push(directory);
    const [problem, ...others] = contentProblems(directory, new Date());
    expect(others).toEqual([]);
    expect(problem?.file).toBe("tax-dates.yaml");
    expect(problem?.message).toMatch(
      /^content\/tax-dates\.yaml: dates: entry 1 \("Fixture federal return"\): date .*Saturday.*2099-04-20\. Correct it in the CMS/,
    );
  });

  // A tax obligation the dates miss is the schema's refusal too (tests/unit/tax-obligations.test.ts).
  // Starting tsx in a child process takes seconds on a busy machine.
  it(
    "exits 1 with a GitHub error annotation on the file when run by the workflow",
    { timeout: 30_000 },
    () => {
      const directory = withSaturdayDate();
      folders.push(directory);
      const run = spawnSync(process.execPath, ["--import", "tsx", "build-tools/check-content.ts"], {
        env: { ...process.env, CONTENT_DIR: directory, GITHUB_ACTIONS: "true" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(
        /^::error file=.*tax-dates\.yaml,title=The site needs you::content/m,
      );
    },
  );

  it("escapes what GitHub's workflow commands would read as their own syntax", () => {
    expect(errorAnnotation("a,b:c.yaml", "50% done\nnext")).toBe(
      "::error file=a%2Cb%3Ac.yaml,title=The site needs you::50%25 done%0Anext",
    );
  });
});
