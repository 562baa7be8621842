/**
 * A build step (PRODUCT.md §15): one round trip to the first paint. Each prerendered page's
 * stylesheet `<link>` becomes a `<style>` with the same CSS, so the browser paints without a
 * second request, as long as the page, CSS included, still fits in the first round trip of a
 * new connection (14 KB gzip); a page that would not keeps its `<link>`. The CSP allows the
 * `<style>` by its hash, which build-tools/host-files.ts reads from the pages it finds here.
 *
 * Only plain `<link rel="stylesheet" href="/assets/…">` tags are inlined: stylesheets that
 * code loads later (the contact island's toasts) keep loading with that code.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { HASHED_ASSETS_PREFIX } from "../server/http-policy";
import { FIRST_ROUND_TRIP_BYTES, inlineAllOrNone, type InlineResult } from "./first-round-trip";

const LINK_TAG = /<link\b([^>]*)\/?>/gi;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*"([^"]*)"/g;

function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(ATTRIBUTE)].map(([, name = "", value = ""]) => [name, value]));
}

/** The href of a `<link>` that is just a hashed stylesheet of ours, else undefined. */
function inlinableHref(attributes: string): string | undefined {
  const attrs = attributesOf(attributes);
  const href = attrs.get("href");
  const isPlain = [...attrs.keys()].every((name) => name === "rel" || name === "href");
  if (attrs.get("rel") !== "stylesheet" || !isPlain || !href) return undefined;
  return href.startsWith(HASHED_ASSETS_PREFIX) && !href.includes("..") ? href : undefined;
}

/**
 * Why a stylesheet cannot move into a `<style>` as it is, or undefined when it can: its text
 * must not end the element early, and relative URLs would resolve against the page instead.
 */
export function whyNotInlinable(css: string): string | undefined {
  if (/<\/style/i.test(css)) return "it contains </style";
  // The HTML parser would change these characters, and the CSP hash with them.
  if (/[\r\0]/.test(css)) return "it contains a carriage return or NUL character";
  if (/@import\b/i.test(css)) return "it imports another stylesheet";
  if (/url\((?!\s*["']?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.test(css)) return "it has a relative url()";
  return undefined;
}

/**
 * Replaces the page's stylesheet links with `<style>` elements holding `readStylesheet(href)`,
 * all or none: none when the result would exceed `budget` gzip bytes or a stylesheet cannot be
 * inlined. Pure apart from `readStylesheet`.
 */
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
  budget = FIRST_ROUND_TRIP_BYTES,
): InlineResult {
  return inlineAllOrNone(
    html,
    LINK_TAG,
    (attributes) => {
      const href = inlinableHref(attributes);
      if (href === undefined) return undefined;
      const css = readStylesheet(href);
      const refused = whyNotInlinable(css);
      return refused ? { name: href, refused } : { name: href, inline: `<style>${css}</style>` };
    },
    budget,
  );
}

/** Inlines the stylesheets of every `.html` file at the top of `clientDir`; logs a summary. */
export async function inlineStylesheetsInto(
  clientDir: string,
  { quiet = false } = {},
): Promise<InlineResult[]> {
  const htmlFiles = (await readdir(clientDir)).filter((name) => name.endsWith(".html")).sort();
  const stylesheets = new Map<string, string>();
  for (const name of htmlFiles) {
    const html = await readFile(path.join(clientDir, name), "utf8");
    for (const [, attributes = ""] of html.matchAll(LINK_TAG)) {
      const href = inlinableHref(attributes);
      if (href && !stylesheets.has(href)) {
        const css = await readFile(path.join(clientDir, href), "utf8").catch((error: unknown) => {
          throw new Error(`${name} links ${href}, which the build lacks.`, { cause: error });
        });
        stylesheets.set(href, css);
      }
    }
  }
  const results: InlineResult[] = [];
  for (const name of htmlFiles) {
    const file = path.join(clientDir, name);
    const result = inlineStylesheets(await readFile(file, "utf8"), (href) => {
      const css = stylesheets.get(href);
      if (css === undefined) throw new Error(`${name}: ${href} was not read.`);
      return css;
    });
    if (result.inlined.length > 0) await writeFile(file, result.html);
    else if (result.keptBecause && !quiet) {
      console.warn(`inline CSS: ${name} keeps its <link>: ${result.keptBecause}`);
    }
    results.push(result);
  }
  if (!quiet) {
    const count = results.filter((result) => result.inlined.length > 0).length;
    const largest = Math.max(...results.map((result) => result.gzipBytes));
    console.log(
      `inline CSS: ${count} of ${results.length} pages carry their stylesheet inline ` +
        `(largest page ${(largest / 1024).toFixed(1)} KB gzip, budget ${FIRST_ROUND_TRIP_BYTES / 1024} KB)`,
    );
  }
  return results;
}
