/**
 * End-to-end tests in Debian's Chromium headless shell (no browser download) against the
 * production build served by `npm start` on a free loopback port. CHROMIUM_PATH points at
 * another Chromium.
 */
import { defineConfig } from "@playwright/test";

import { chromiumArgs, headlessShellPath } from "./tests/harness/chromium.ts";
import { freePort } from "./tests/harness/processes.ts";
import type { EngineName } from "./tests/e2e/engines/fixtures.ts";
import { FIXTURE_CONTENT_DIR, FIXTURE_NOW } from "./tests/fixtures/content-dir.ts";

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_EMAILJS_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const emailJsPort = Number(process.env.E2E_EMAILJS_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

const PRODUCTION_SPECS = ["emailjs-production.spec.ts", "owner-options.spec.ts"];
/**
 * The owner's journeys in `npm run cms`: their files in order, on one worker and one copy of the
 * project (tests/e2e/cms-owner.ts), each journey from what the one before left: one copy's start
 * (a first build), not two. The browser's own clock: its server's is the machine's, and Decap's
 * editor trips over a replaced one; a journey that depends on the day sets it. Decap starting
 * again (a reload) beside the copy's rebuilds takes longer than the default 5 s.
 */
const CMS_SPECS = "cms*.spec.ts";
const CMS = { workers: 1, use: { clockStartsAt: null }, expect: { timeout: 10_000 } };
/** The journeys that run in Firefox and WebKit, through their own drivers (ADR 13). */
const ENGINES_DIR = "engines";
/** An engine's journeys: each worker starts its engine once. */
const engine = (engineName: EngineName) => ({
  name: engineName,
  testDir: `tests/e2e/${ENGINES_DIR}`,
  use: { engineName },
  // Firefox and WebKit under WebDriver answer slower than Chromium under Playwright.
  expect: { timeout: 10_000 },
});

// The tests never read the owner's live data files (docs/architecture.md › Conventions): both builds are made from the
// fixture content, beside the build of app/content that `npm test` makes first (its smoke test).
// Chosen in the main process: the servers and the workers (which read the build's files) agree.
// Set, not defaulted: an inherited CONTENT_DIR (or an empty one, which means app/content) would
// build the owner's files.
process.env.BUILD_DIR ??= "var/build-e2e";
process.env.CONTENT_DIR = FIXTURE_CONTENT_DIR;
// Every build is made on the fixture's today, whatever day the tests run (app/shared/clock.ts).
process.env.BUILD_NOW = FIXTURE_NOW;
// The builds are production builds: no local CMS backend, whatever the shell or a .env file
// says (a blank value counts as unset and outranks .env files). tests/e2e/serving.spec.ts checks
// that such a build names none; the cms project builds with one and edits through it.
process.env.VITE_CMS_LOCAL_BACKEND = "";

export default defineConfig<{ clockStartsAt: string | null }, { engineName: EngineName }>({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    // The visitor's zone and language, never the machine's (tests/README.md).
    timezoneId: "America/New_York",
    locale: "en-US",
    launchOptions: {
      executablePath: headlessShellPath,
      // A test's page lives seconds: V8's optimizing compilers (Maglev, TurboFan) cost more CPU
      // than they save (Sparkplug's baseline code kept). The default and emailjs projects took
      // 297 CPU-seconds with them and 279 without, the CMS's journeys 244 and 238. The benchmarks
      // measure the browser as visitors run it (chromiumArgs alone).
      args: [...chromiumArgs, "--js-flags=--max-opt=1"],
    },
    trace: "off",
  },
  projects: [
    // Projects start in this order as workers come free. The longest chain, the CMS's journeys on
    // one worker, starts first and runs beside Chromium's pages on the other; the rest fill in after.
    { name: "cms", testMatch: CMS_SPECS, ...CMS },
    { name: "default", testIgnore: [...PRODUCTION_SPECS, CMS_SPECS, `${ENGINES_DIR}/**`] },
    engine("webkit"),
    {
      name: "emailjs",
      testMatch: PRODUCTION_SPECS,
      use: { baseURL: `http://127.0.0.1:${emailJsPort}` },
    },
    engine("firefox"),
  ],
  // The two sites, each `npm start` on its own build, started side by side.
  globalSetup: "./tests/harness/servers.ts",
});
