/**
 * The spelling check (`npm run spell`, cspell.config.yaml) keeps every text in American English
 * (docs/product.md §21). Its en-US dictionary alone accepts some British spellings, so these prove
 * that the project's configuration refuses them, and accepts the American ones and the
 * project's own words. One run of the checker over temporary files, one file per text: each
 * start of cspell takes seconds.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

const british = [
  ["organise", "organise"],
  ["We are organising a meeting.", "organising"],
  ["For non-profit organisations.", "organisations"],
  ["Refer your neighbours.", "neighbours"],
  ["Our referral programme.", "programme"],
  ["In the town centre.", "centre"],
  ["Your licence number.", "licence"],
] as const;
const american =
  "We are organizing a program for our neighbors and non-profit organizations in Fernhill; Decap prerendered it.";

const texts = [...british.map(([text]) => text), american];
const dir = mkdtempSync(path.join(tmpdir(), "spelling-"));
const fileOf = (index: number) => path.join(dir, `text-${index}.md`);
/** The checker's report, one line per problem: `<file>:<line>:<column> - ... (<word>)`. */
let report = "";

beforeAll(() => {
  texts.forEach((text, index) => writeFileSync(fileOf(index), `${text}\n`));
  try {
    execFileSync(
      "node_modules/.bin/cspell",
      [
        "--no-progress",
        "--no-summary",
        "--no-must-find-files",
        "-c",
        "cspell.config.yaml",
        "--root",
        dir,
        ...texts.map((_, index) => fileOf(index)),
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    report = String((error as { stdout?: string }).stdout);
  }
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The problems the check found in one text. */
const problemsIn = (index: number) =>
  report.split("\n").filter((line) => line.includes(`text-${index}.md:`));

describe("the spelling check", () => {
  it.each(british.map(([text, word], index) => [text, word, index] as const))(
    "fails on British English: %s",
    (_text, word, index) => {
      expect(problemsIn(index).join("\n")).toContain(`(${word})`);
    },
  );

  it("passes American English and the project's own words", () => {
    expect(problemsIn(texts.length - 1)).toEqual([]);
    // It did check that file: its report names the British ones.
    expect(report).toContain("text-0.md:");
  });
});
