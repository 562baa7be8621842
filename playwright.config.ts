/**
 * End-to-end tests in Debian's Chromium (no browser download) against the production build
 * served by `npm start` on a free loopback port. CHROMIUM_PATH points at another Chromium.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

import { defineConfig } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "./tests/harness/chromium.ts";
import { freePort } from "./tests/harness/processes.ts";
import type { EngineName } from "./tests/e2e/engines/fixtures.ts";
import { FIXTURE_CONTENT_DIR } from "./tests/e2e/site.ts";

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_EMAILJS_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const emailJsPort = Number(process.env.E2E_EMAILJS_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The production configuration: EmailJS ids set, so the browser talks to EmailJS's origin (the
 * tests intercept it). Built beside the default build and served by its own `npm start`.
 */
export const productionEmailJs = {
  VITE_EMAILJS_PUBLIC_KEY: "e2e-public-key",
  VITE_EMAILJS_SERVICE_ID: "service_e2e",
  VITE_EMAILJS_TEMPLATE_ID: "template_e2e",
} as const;
const PRODUCTION_SPECS = ["emailjs-production.spec.ts", "owner-options.spec.ts"];
const CMS_SPEC = "cms.spec.ts";
/** The journeys that run in Firefox and WebKit, through their own drivers (ADR 13). */
const ENGINES_DIR = "engines";
const ENGINES: EngineName[] = ["firefox", "webkit"];

// The tests never read the owner's live data files (STYLE.md): both builds are made from the
// fixture content, beside the build of app/content that `npm test` makes first (its smoke test).
// Chosen in the main process: the servers and the workers (which read the build's files) agree.
// Set, not defaulted: an inherited CONTENT_DIR (or an empty one, which means app/content) would
// build the owner's files.
process.env.BUILD_DIR ??= "var/build-e2e";
process.env.CONTENT_DIR = FIXTURE_CONTENT_DIR;

/**
 * The production build's content: the fixture data files with what the owner may switch on
 * set: a site-wide notice, the review and the booking links (tests/e2e/owner-options.spec.ts).
 */
export const productionContent = {
  dir: "var/e2e-content",
  notice: "Our office is closed on Thanksgiving Day.",
  noticeLink: { text: "See our hours", url: "https://www.example.com/ContactUs" },
  reviewUrl: "https://g.page/r/example-review",
  bookingUrl: "https://booking.example.com/montgomery-tax",
};
if (!process.env.TEST_WORKER_INDEX) {
  const { dir, notice, noticeLink, reviewUrl, bookingUrl } = productionContent;
  const edits: Record<string, (text: string) => string> = {
    "notice.yaml": () =>
      [
        `text: "${notice}"`,
        `linkText: "${noticeLink.text}"`,
        `linkUrl: "${noticeLink.url}"`,
        "",
      ].join("\n"),
    "site.yaml": (text) =>
      text
        .replace('reviewUrl: ""', `reviewUrl: "${reviewUrl}"`)
        .replace('bookingUrl: ""', `bookingUrl: "${bookingUrl}"`),
  };
  // Written only where it differs: `npm start` rebuilds when a file's time changes, and this
  // build need not be remade on every run.
  mkdirSync(dir, { recursive: true });
  const names = readdirSync(FIXTURE_CONTENT_DIR);
  for (const name of readdirSync(dir)) if (!names.includes(name)) rmSync(`${dir}/${name}`);
  for (const name of names) {
    const fixture = readFileSync(`${FIXTURE_CONTENT_DIR}/${name}`, "utf8");
    const text = edits[name]?.(fixture) ?? fixture;
    const target = `${dir}/${name}`;
    if (!existsSync(target) || readFileSync(target, "utf8") !== text) writeFileSync(target, text);
  }
}

export default defineConfig<object, { engineName: EngineName }>({
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
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects: [
    { name: "default", testIgnore: [...PRODUCTION_SPECS, CMS_SPEC, `${ENGINES_DIR}/**`] },
    // The CMS journey starts its own servers on a copy of the project.
    { name: "cms", testMatch: CMS_SPEC },
    {
      name: "emailjs",
      testMatch: PRODUCTION_SPECS,
      use: { baseURL: `http://127.0.0.1:${emailJsPort}` },
    },
    // Listed last, so they run after Chromium's: each worker starts its engine once.
    ...ENGINES.map((engineName) => ({
      name: engineName,
      testDir: `tests/e2e/${ENGINES_DIR}`,
      use: { engineName },
      // Firefox and WebKit under WebDriver answer slower than Chromium under Playwright.
      expect: { timeout: 10_000 },
    })),
  ],
  webServer: [
    {
      command: "npm start",
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        INQUIRY_LOG: "test-results/inquiries.jsonl",
        // Every journey sends from 127.0.0.1: the per-client limit is raised here and tested on
        // its own (tests/unit/email-stand-in.test.ts).
        INQUIRY_RATE_LIMIT: "1000",
        // The owner's sign-in endpoints, configured (they never reach GitHub in these tests).
        GITHUB_CLIENT_ID: "e2e-client-id",
        GITHUB_CLIENT_SECRET: "e2e-client-secret",
      },
    },
    {
      // Builds var/build-emailjs first when it is missing or older than the sources.
      command: "npm start",
      url: `http://127.0.0.1:${emailJsPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...productionEmailJs,
        BUILD_DIR: "var/build-emailjs",
        CONTENT_DIR: productionContent.dir,
        PORT: String(emailJsPort),
        HOST: "127.0.0.1",
        INQUIRY_LOG: "test-results/emailjs-inquiries.jsonl",
      },
    },
  ],
});
