/**
 * Nothing made-up goes live (docs/product.md §19), as the operator meets it: `npm run build` for a
 * real domain on the fixture content (its defaults are made-up) stops before bundling and lists
 * each placeholder with the CMS screen and field where it is replaced; on the launched variant
 * (every such value replaced: tests/fixtures/content-owner-options) the same build succeeds, as
 * the tests' production build shows (playwright.config.ts builds it for REAL_SITE_URL). A build
 * for an example address lists them once and goes on: tests/unit/made-up.test.ts; `npm start`
 * keeps a real-domain build's email stand-in off: tests/unit/email-stand-in.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { loadContentAndSources } from "~/schemas/load.server.ts";
import { madeUpLines } from "../../build-tools/made-up-check.ts";
import { type BuildInfo, buildLayoutOf } from "../../hosting/build-layout.ts";
import { buildSite } from "../harness/processes.ts";
import {
  EMAILJS_BUILD_DIR,
  FIXTURE_CONTENT_DIR,
  FIXTURE_CONTENT_PATH,
  REAL_SITE_URL as REAL_SITE,
} from "../fixtures/content-dir.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ timeout: 300_000 });

test("a build for a real domain on the made-up defaults stops, listing each with its CMS field", async () => {
  const run = await buildSite([FIXTURE_CONTENT_DIR], REAL_SITE);
  try {
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toContain(`The site is built for ${REAL_SITE}, a real domain`);
    const lines = madeUpLines(loadContentAndSources(FIXTURE_CONTENT_PATH).madeUp);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(run.output).toContain(`  - ${line}`);
    // It stopped before anything was built.
    expect(existsSync(buildLayoutOf(run.folder).clientDir)).toBe(false);
  } finally {
    run.remove();
  }
});

test("a build for a real domain succeeds once every made-up value is replaced", () => {
  const { buildInfoFile, clientDir } = buildLayoutOf(path.resolve(EMAILJS_BUILD_DIR));
  expect((JSON.parse(readFileSync(buildInfoFile, "utf8")) as BuildInfo).siteUrl).toBe(REAL_SITE);
  const home = readFileSync(path.join(clientDir, "index.html"), "utf8");
  expect(home).toMatch(new RegExp(`<link rel="canonical" href="${REAL_SITE}/"`));
});
