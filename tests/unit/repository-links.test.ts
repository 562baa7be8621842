/**
 * Everything the repository points to is in it: a fresh clone, alone in its folder, has every
 * file its documents link to and its code names by a relative path. What lives outside (the
 * product brief, the specification) is named in words, never linked.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where a text points: Markdown links and reference definitions, HTML `href`/`src`, and any
 * path that starts with a parent step (in code, comments, and prose alike). */
const POINTERS = [
  /\]\(\s*<?([^)\s>]+)/g,
  /^\s*\[[^\]]+\]:\s*<?([^\s>]+)/gm,
  /\b(?:href|src)=["']([^"']+)["']/g,
  /(?<![\w./~-])((?:\.\.\/)+[^\s"'`)<>\]]*)/g,
];

/** A URL with a scheme, or a path from a site's or a machine's root: not a relative link. */
const NOT_RELATIVE = /^(?:[a-z][a-z\d+.-]*:|\/|#|~)/i;

/** The relative links in `text` (the file at `file`, from the root) that resolve outside it. */
function linksOutside(file: string, text: string): string[] {
  const outside = new Set<string>();
  for (const pattern of POINTERS) {
    for (const [, target] of text.matchAll(pattern)) {
      if (!target || NOT_RELATIVE.test(target)) continue;
      const resolved = path.resolve(ROOT, path.dirname(file), target.replace(/[?#].*$/, ""));
      const fromRoot = path.relative(ROOT, resolved);
      if (fromRoot === ".." || fromRoot.startsWith(`..${path.sep}`)) outside.add(target);
    }
  }
  return [...outside];
}

describe("links and paths in the repository", () => {
  it("point inside it, from every tracked file", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
    const found: string[] = [];
    for (const file of files) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(path.join(ROOT, file));
      } catch {
        continue; // deleted in the work tree, not yet in git
      }
      if (bytes.subarray(0, 8000).includes(0)) continue; // an image or another binary file
      for (const link of linksOutside(file, bytes.toString("utf8"))) found.push(`${file}: ${link}`);
    }
    expect(found).toEqual([]);
  });

  it("are found however they are written, and only when they leave it", () => {
    const up = ".."; // spelled at run time, so this file's own text points nowhere
    const readme = [
      `The brief is in [BRIEF.md](${up}/outside/BRIEF.md) and [the spec][spec].`,
      `[spec]: ${up}/${up}/spec`,
      `<a href="${up}/outside/x.html">x</a> [inside](docs/decisions/0001-html-first.md#context)`,
      `// as ${up}/outside/NOTES.md says`,
    ].join("\n");
    expect(linksOutside("README.md", readme).sort()).toEqual(
      [
        `${up}/outside/BRIEF.md`,
        `${up}/${up}/spec`,
        `${up}/outside/x.html`,
        `${up}/outside/NOTES.md`,
      ].sort(),
    );
    const test = [
      `import { x } from "${up}/${up}/server/app.ts";`,
      `[decision](${up}/${up}/docs/decisions/0001-html-first.md), [page](/ContactUs)`,
      `"/assets/${up}/${up}/etc/passwd", "https://a.example/${up}/${up}/b"`,
    ].join("\n");
    expect(linksOutside("tests/unit/x.test.ts", test)).toEqual([]);
  });
});
