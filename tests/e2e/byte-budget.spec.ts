/**
 * Byte budgets of every page, read from the build on disk (gzip level 9, deterministic).
 * It lives with the end-to-end tests because it needs the production build: `npm test` builds
 * before this stage and `npm start` rebuilds a stale build before Playwright runs. It needs no
 * browser, so it uses Playwright's bare `test`.
 *
 * The HTML budget counts what the page carries inline, its stylesheet and an island's loader
 * (docs/decisions/0008-first-paint.md): the build inlines them into every page, without a
 * fallback to a `<link>` for a page that would not fit, so this test is what keeps every page
 * within the first round trip.
 *
 * A page's JavaScript is every script and module preload it references, with everything
 * those modules import, statically or dynamically (an island loads its code with import()),
 * each counted once, as a browser would fetch them. Content pages
 * must reference none (docs/product.md §1); JSON-LD blocks are data and do not count.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { CLIENT_DIR, htmlFileFor, NOT_FOUND_FILE, ROOT_DIR } from "../../hosting/build-layout.ts";
import { allRoutes } from "./site.ts";

const KB = 1024;

interface Budget {
  html: number;
  css: number;
  js: number;
}

/** 14 KB: the first round trip of a new connection (ten TCP segments), headers aside. */
const HTML_BUDGET = 14 * KB;
const contentPage: Budget = { html: HTML_BUDGET, css: 8 * KB, js: 0 };
const budgets: Record<string, Budget> = {
  // React 19's DOM client is most of it (docs/decisions/0007-react-island.md).
  "/ContactUs": { html: HTML_BUDGET, css: 12 * KB, js: 90 * KB },
};

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The file in the build that a URL path on our origin points to. */
const fileOf = (url: string) => path.join(CLIENT_DIR, url.split(/[?#]/)[0] ?? "");

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** Scripts (external and inline, except data blocks), preloads and stylesheets of a page. */
function referencesOf(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => attribute(attributes ?? "", "type") !== "application/ld+json",
  );
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const hrefsOf = (rel: string) =>
    links.filter((tag) => attribute(tag, "rel") === rel).map((tag) => attribute(tag, "href") ?? "");
  return {
    scripts,
    modules: [
      ...scripts.map(([, attributes]) => attribute(attributes ?? "", "src")),
      ...hrefsOf("modulepreload"),
      ...scripts.flatMap(([, , body]) => importsOf(body ?? "", "/")),
    ].filter((url): url is string => !!url),
    stylesheets: [
      ...hrefsOf("stylesheet"),
      ...scripts.flatMap(([, , body]) => stylesheetsNamedIn(body ?? "")),
    ],
  };
}

/** The URL paths a module imports: `import ... from`, `export ... from`, `import "x"`, `import("x")`. */
function importsOf(code: string, fromUrl: string): string[] {
  // Bundled chunks import each other by relative path; bare names are not modules of ours.
  const pattern =
    /\b(?:import|export)\s*(?:\(\s*|[\w$*{}\s,]*?\s*from\s*)?["'`](\.{0,2}\/[^"'`]+)["'`]/g;
  return [...code.matchAll(pattern)]
    .map((match) => match[1] ?? "")
    .map((specifier) => new URL(specifier, `http://site${fromUrl}`).pathname);
}

/** The stylesheets a bundled module loads itself (Vite names them relative to the root). */
function stylesheetsNamedIn(code: string): string[] {
  return [...code.matchAll(/["'`]\/?(assets\/[^"'`]+\.css)["'`]/g)].map((match) => `/${match[1]}`);
}

const stylesheetsLoadedBy = (url: string) => stylesheetsNamedIn(readFileSync(fileOf(url), "utf8"));

/** Every module a page loads, each once. */
function moduleClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...importsOf(readFileSync(fileOf(url), "utf8"), url));
  }
  return [...seen];
}

const pagesToCheck = [
  ...allRoutes.map((route) => ({ path: route.path, file: htmlFileFor(route.path) })),
  { path: "/404", file: NOT_FOUND_FILE },
];

for (const { path: route, file } of pagesToCheck) {
  test(`${route} stays within its byte budget`, () => {
    const budget = budgets[route] ?? contentPage;
    const htmlFile = path.join(CLIENT_DIR, file);
    const { scripts, modules, stylesheets } = referencesOf(readFileSync(htmlFile, "utf8"));
    const scriptUrls = moduleClosure(modules);
    // Stylesheets the page's code loads (an island's own styles) count as CSS too.
    const loadedStylesheets = scriptUrls.flatMap((url) => stylesheetsLoadedBy(url));
    const size = {
      html: gzipSize(htmlFile),
      css: [...new Set([...stylesheets, ...loadedStylesheets])].reduce(
        (sum, url) => sum + gzipSize(fileOf(url)),
        0,
      ),
      js: scriptUrls.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
    };
    test.info().annotations.push({
      type: "bytes (gzip)",
      description: `HTML ${size.html}, CSS ${size.css}, JS ${size.js}`,
    });
    console.log(`${route}: HTML ${size.html} B, CSS ${size.css} B, JS ${size.js} B (gzip)`);

    if (budget.js === 0) {
      expect(
        scripts.map(([tag]) => tag.slice(0, 80)),
        "scripts on a content page",
      ).toEqual([]);
      expect(modules, "module preloads on a content page").toEqual([]);
    }
    expect(size.html, "HTML bytes (gzip)").toBeLessThanOrEqual(budget.html);
    expect(size.css, "CSS bytes (gzip)").toBeLessThanOrEqual(budget.css);
    expect(size.js, "JavaScript bytes (gzip)").toBeLessThanOrEqual(budget.js);
  });
}

/**
 * The owner's own pages, as `npm run build` makes them from app/content (`npm test` builds them
 * before this stage). The fixture pages above are smaller than hers: her data is where the first
 * round trip binds (the Resources page, with every link and tax date, is the longest).
 */
const OWNER_CLIENT_DIR = path.join(ROOT_DIR, "build", "client");

/**
 * Where the part of a page a visitor sees first ends: the tax dates after the next three months,
 * which Resources keeps in a closed <details> (components/sections/tax-dates.tsx). Her complete
 * year of dates (issue 30: every audience's obligations, estates' included) no longer fits 14 KB
 * with them (14,554 B on 2026-11-25); what the first screen needs must, and the whole page stays
 * within WHOLE_PAGE_BUDGET.
 */
const LATER_PART = '<details data-for="';
const WHOLE_PAGE_BUDGET = 16 * KB;

test("the owner's pages, built from app/content, each fit the first round trip", () => {
  expect(existsSync(OWNER_CLIENT_DIR), `${OWNER_CLIENT_DIR}: run npm run build first`).toBe(true);
  for (const { path: route, file } of pagesToCheck) {
    const html = readFileSync(path.join(OWNER_CLIENT_DIR, file));
    const laterAt = html.indexOf(LATER_PART);
    const first = gzipSync(laterAt < 0 ? html : html.subarray(0, laterAt), { level: 9 }).length;
    const whole = gzipSync(html, { level: 9 }).length;
    console.log(
      `${route} (the owner's): HTML ${whole} B, before the later dates ${first} B (gzip)`,
    );
    expect(first, `${route}: what the first screen needs`).toBeLessThanOrEqual(HTML_BUDGET);
    expect(whole, `${route}: the whole page`).toBeLessThanOrEqual(
      laterAt < 0 ? HTML_BUDGET : WHOLE_PAGE_BUDGET,
    );
  }
});

test("the contact page's code carries the configuration as values, not the validators", () => {
  const { modules } = referencesOf(readFileSync(path.join(CLIENT_DIR, "ContactUs.html"), "utf8"));
  const code = moduleClosure(modules)
    .map((url) => readFileSync(fileOf(url), "utf8"))
    .join("\n");
  // The email client's settings are there, as the build made them (build-tools/env.ts)...
  expect(code).toMatch(/["'`]local-service["'`]/);
  // ...but not the environment module's checks, nor the content schema's library.
  for (const validatorText of ["VITE_EMAILJS", "must use https", "EnvError", "ZodError"]) {
    expect(code, validatorText).not.toContain(validatorText);
  }
});
