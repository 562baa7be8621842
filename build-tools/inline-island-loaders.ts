/**
 * A build step (PRODUCT.md §15, docs/decisions/0008-first-paint.md): nothing is fetched before
 * the first paint. An island page's loader (`/islands/<name>.js`, about 1 KB: it waits for the
 * first contentful paint, then imports the island's code) moves from a `<script src>` into the
 * page as an inline module script, allowed by its CSP hash (build-tools/host-files.ts hashes every
 * inline script it finds), as long as the page still fits the first round trip. Otherwise the
 * page keeps its `<script src>`. The island's code itself still loads after the first paint.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { FIRST_ROUND_TRIP_BYTES, inlineAllOrNone, type InlineResult } from "./first-round-trip";

/** The tag root.tsx renders for an island's loader. */
const LOADER_TAG = /<script type="module" src="(\/islands\/[\w-]+\.js)"[^>]*><\/script>/g;

/**
 * Why a loader cannot move into a `<script>` element as it is, or undefined when it can: its
 * text must not end or comment out the element, the HTML parser must not change it (the CSP
 * hash is of the exact text), and its imports must resolve the same from the page. Pages live
 * at the root, so `../assets/x.js` (from /islands/) and `/assets/x.js` are the same file, but
 * `./x.js` is not.
 */
export function whyNotInlinableScript(code: string): string | undefined {
  if (/<\/script|<!--|<script/i.test(code)) return "it contains <script, </script or <!--";
  if (/[\r\0]/.test(code)) return "it contains a carriage return or NUL character";
  if (/["'`]\.\//.test(code)) return "it imports a path relative to its own folder";
  return undefined;
}

/**
 * Replaces each island loader tag with an inline module script holding `readScript(src)`, all
 * or none: none when a loader cannot be inlined or the page would exceed `budget` gzip bytes.
 */
export function inlineIslandLoaders(
  html: string,
  readScript: (src: string) => string,
  budget = FIRST_ROUND_TRIP_BYTES,
): InlineResult {
  return inlineAllOrNone(
    html,
    LOADER_TAG,
    (src) => {
      const code = readScript(src);
      const refused = whyNotInlinableScript(code);
      return refused
        ? { name: src, refused }
        : { name: src, inline: `<script type="module">${code}</script>` };
    },
    budget,
  );
}

/** Inlines the island loaders of the given pages (file names in `clientDir`). */
export async function inlineIslandLoadersInto(
  clientDir: string,
  htmlFiles: readonly string[],
  { quiet = false } = {},
): Promise<InlineResult[]> {
  const results: InlineResult[] = [];
  for (const name of htmlFiles) {
    const file = path.join(clientDir, name);
    const html = await readFile(file, "utf8");
    const scripts = new Map<string, string>();
    for (const [, src = ""] of html.matchAll(LOADER_TAG)) {
      scripts.set(src, (await readFile(path.join(clientDir, src), "utf8")).trimEnd());
    }
    const result = inlineIslandLoaders(html, (src) => scripts.get(src) ?? "");
    if (result.inlined.length > 0) await writeFile(file, result.html);
    if (!quiet && result.inlined.length > 0) {
      console.log(`inline JS: ${name} carries ${result.inlined.join(", ")} inline`);
    } else if (!quiet && result.keptBecause) {
      console.warn(`inline JS: ${name} keeps its <script src>: ${result.keptBecause}`);
    }
    results.push(result);
  }
  return results;
}
