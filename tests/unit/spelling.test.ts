/**
 * The spelling check (`npm run spell`, cspell.config.yaml) keeps every text in American English
 * (PRODUCT.md §21). Its en-US dictionary alone accepts some British spellings, so these prove
 * that the project's configuration refuses them, and accepts the American ones and the
 * project's own words.
 */
import { execFileSync } from "node:child_process";

import { describe, expect, it } from "vitest";

/** The check's findings on one text, as `npm run spell` reports them; empty when it passes. */
function spellCheck(text: string): string {
  try {
    execFileSync(
      "node_modules/.bin/cspell",
      ["--no-progress", "--no-summary", "-c", "cspell.config.yaml", "stdin://owner-text.md"],
      {
        input: text,
        encoding: "utf8",
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    return "";
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
}

describe("the spelling check", () => {
  it.each([
    ["organise", "organise"],
    ["We are organising a meeting.", "organising"],
    ["For non-profit organisations.", "organisations"],
    ["Refer your neighbours.", "neighbours"],
    ["Our referral programme.", "programme"],
    ["In the town centre.", "centre"],
    ["Your licence number.", "licence"],
  ])("fails on British English: %s", (text, word) => {
    expect(spellCheck(text)).toContain(`(${word})`);
  });

  it("passes American English and the project's own words", () => {
    expect(
      spellCheck(
        "We are organizing a program for our neighbors and non-profit organizations in Fernhill; Decap prerendered it.",
      ),
    ).toBe("");
  });
});
