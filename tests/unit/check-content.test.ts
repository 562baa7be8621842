/**
 * The daily content check (`npm run check:content`, docs/product.md §16, §27) on the fixture data
 * with a fake clock: from 150 days before an authority's last tax date it reminds, saying what to
 * do, and exits 0 (a reminder never stops the rebuild); it exits 1 only for what would stop a
 * build, naming file, entry and field.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { annotation, contentProblems } from "../../build-tools/check-content.ts";
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

/** `npm run check:content` on a content folder, as the workflow runs it. */
const checkRun = (directory: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", "build-tools/check-content.ts"], {
    env: { ...process.env, CONTENT_DIR: directory, GITHUB_ACTIONS: "true", ...env },
    encoding: "utf8",
  });

describe("the daily content check", () => {
  it("says nothing while every authority's dates reach 150 days ahead", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2098-07-01");
    expect(contentProblems(FIXTURE_CONTENT_PATH, new Date())).toEqual([]);
  });

  it("reminds from 150 days before an authority's last date, saying what to do, without stopping", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2099-02-01");
    const due = (authority: string, end: string) => ({
      file: "tax-dates.yaml",
      message: `${authority}'s listed tax dates ${end}: next year's are due. The daily rebuild proposes them by itself (or run npm run tax-dates:propose); then review them in /admin/ under Tax dates.`,
      stopsBuild: false,
    });
    expect(contentProblems(FIXTURE_CONTENT_PATH, new Date())).toEqual([
      due("RITA", "ended on Monday, December 15, 2098"),
      due("Ohio", "end on Wednesday, April 15, 2099"),
      due("IRS", "end on Thursday, April 30, 2099"),
    ]);
  });

  it("stops on a value the build refuses, naming the file, the entry and the field", () => {
    const directory = withSaturdayDate();
    folders.push(directory);
    const [problem, ...others] = contentProblems(directory, new Date());
    expect(others).toEqual([]);
    expect(problem?.file).toBe("tax-dates.yaml");
    expect(problem?.stopsBuild).toBe(true);
    expect(problem?.message).toMatch(
      /^content\/tax-dates\.yaml: dates: entry 1 \("Fixture federal return"\): date .*Saturday.*2099-04-20\. Correct it in the CMS/,
    );
  });

  // A tax obligation the dates miss is the schema's refusal too (tests/unit/tax-obligations.test.ts).
  // Starting tsx in a child process takes seconds on a busy machine.
  it(
    "exits 1 with a GitHub error annotation for what stops a build, 0 with warnings for reminders",
    { timeout: 60_000 },
    () => {
      const directory = withSaturdayDate();
      folders.push(directory);
      const refused = checkRun(directory);
      expect(refused.status).toBe(1);
      expect(refused.stdout).toMatch(
        /^::error file=.*tax-dates\.yaml,title=The site needs you::content/m,
      );
      const reminded = checkRun(FIXTURE_CONTENT_PATH, { BUILD_NOW: "2099-02-01T12:00:00Z" });
      expect(reminded.status).toBe(0);
      expect(reminded.stdout).toMatch(
        /^::warning file=.*tax-dates\.yaml,title=A reminder::RITA's listed tax dates ended/m,
      );
    },
  );

  it("escapes what GitHub's workflow commands would read as their own syntax", () => {
    expect(annotation("a,b:c.yaml", "50% done\nnext", "error")).toBe(
      "::error file=a%2Cb%3Ac.yaml,title=The site needs you::50%25 done%0Anext",
    );
  });
});
