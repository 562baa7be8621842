/**
 * package.json cannot say why an override is there, so docs/dependencies.md does, one line each:
 * an override without its reason, or a reason left behind by a removed override, fails here.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

type Overrides = Record<string, string | Record<string, string>>;

/** Each override as `package › dependency`, sorted. */
function overridesIn(manifest: { overrides?: Overrides }): string[] {
  return Object.entries(manifest.overrides ?? {})
    .flatMap(([name, value]) =>
      typeof value === "string"
        ? [name]
        : Object.keys(value).map((dependency) => `${name} › ${dependency}`),
    )
    .sort();
}

/** Each override docs/dependencies.md gives a reason for: "- `a` › `b`, `c`: why", sorted. */
function reasonsIn(doc: string): string[] {
  return doc
    .split("\n")
    .flatMap((line) => {
      const item = /^- `([^`]+)`(?: › ((?:`[^`]+`(?:, )?)+))?: \S/.exec(line);
      if (!item) return [];
      const [, name, dependencies] = item;
      if (!dependencies) return [name as string];
      return [...dependencies.matchAll(/`([^`]+)`/g)].map(([, dependency]) => {
        return `${name} › ${dependency}`;
      });
    })
    .sort();
}

describe("package.json's overrides", () => {
  it("each has its reason in docs/dependencies.md, and each reason there its override", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { overrides?: Overrides };
    const doc = readFileSync("docs/dependencies.md", "utf8");
    expect(reasonsIn(doc)).toEqual(overridesIn(manifest));
  });

  it("reads a reason line the way it is written", () => {
    expect(reasonsIn("- `a` › `react`, `react-dom`: why\n- `b`: why\n- `c` is not one\n")).toEqual([
      "a › react",
      "a › react-dom",
      "b",
    ]);
    expect(
      overridesIn({ overrides: { a: { react: "$react", "react-dom": "$react-dom" } } }),
    ).toEqual(["a › react", "a › react-dom"]);
  });
});
