/**
 * Byte budgets of every page, read from the build on disk (gzip level 9, deterministic).
 * It lives with the end-to-end tests because it needs the production build: `npm test` builds
 * before this stage and `npm start` rebuilds a stale build before Playwright runs. It needs no
 * browser, so it uses Playwright's bare `test`.
 *
 * The HTML budget counts what the page carries inline, its stylesheet and an island's loader
 * (docs/decisions/0008-first-paint.md): the build inlines them into every page, without a
 * fallback to a `<link>` for a page that would not fit, so this test is what keeps every page
 * within the first round trip. The owner's own pages, which her words make longer, are not
 * tested: the build warns when one is over (build-tools/page-weight.ts).
 *
 * A page's JavaScript is every script and module preload it references, with everything
 * those modules import, statically or dynamically (an island loads its code with import()),
 * each counted once, as a browser would fetch them. Content pages
 * must reference none (docs/product.md §1); JSON-LD blocks are data and do not count.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { HTML_BUDGET } from "../../build-tools/page-weight.ts";
import { CLIENT_DIR, htmlFileFor, NOT_FOUND_FILE } from "../../hosting/build-layout.ts";
import { allRoutes } from "./site.ts";

interface Budget {
  html: number;
  css: number;
  js: number;
}

const KB = 1024;
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
