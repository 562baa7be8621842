/**
 * The end-to-end tests' global setup (playwright.config.ts): the two sites they visit, each
 * `npm start` on its own build, started side by side and stopped by their own process ids when
 * the run ends. Playwright's `webServer` starts its servers one after another, so their two
 * first builds took turns while a core stood idle (about 37 s at half the machine, here).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

import {
  EMAILJS_BUILD_DIR,
  OWNER_OPTIONS_CONTENT_DIRS,
  REAL_SITE_URL,
} from "../fixtures/content-dir.ts";
import { stopChild, waitForPort } from "./processes.ts";

/**
 * The production configuration: EmailJS ids set, so the browser talks to EmailJS's origin (the
 * tests intercept it), for a real domain. Built beside the default build and served by its own
 * `npm start`.
 */
export const productionEmailJs = {
  VITE_EMAILJS_PUBLIC_KEY: "e2e-public-key",
  VITE_EMAILJS_SERVICE_ID: "service_e2e",
  VITE_EMAILJS_TEMPLATE_ID: "template_e2e",
} as const;

/** How long a site may take to build and listen on a busy machine. */
const START_MS = 240_000;

/** Each site's settings; the ports are the ones playwright.config.ts chose. */
const sites = () => [
  {
    PORT: process.env.E2E_PORT,
    INQUIRY_LOG: "test-results/inquiries.jsonl",
    // Every journey sends from 127.0.0.1: the per-client limit is raised here and tested on
    // its own (tests/unit/email-stand-in.test.ts).
    INQUIRY_RATE_LIMIT: "1000",
    // The owner's sign-in endpoints, configured (they never reach GitHub in these tests).
    GITHUB_CLIENT_ID: "e2e-client-id",
    GITHUB_CLIENT_SECRET: "e2e-client-secret",
  },
  {
    ...productionEmailJs,
    PORT: process.env.E2E_EMAILJS_PORT,
    BUILD_DIR: EMAILJS_BUILD_DIR,
    // The site as launched: the fixtures with the owner's options switched on and nothing
    // made-up, for a real domain (tests/e2e/owner-options.spec.ts, made-up-build.spec.ts).
    CONTENT_DIR: OWNER_OPTIONS_CONTENT_DIRS.join(path.delimiter),
    VITE_SITE_URL: REAL_SITE_URL,
    INQUIRY_LOG: "test-results/emailjs-inquiries.jsonl",
  },
];

export default async function startSites(): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [];
  const stop = () => Promise.all(children.map(stopChild)).then(() => undefined);
  try {
    await Promise.all(
      sites().map((site) => {
        // Its own process group (detached), so stopping it stops the server it started too.
        const child = spawn("npm", ["start"], {
          env: { ...process.env, HOST: "127.0.0.1", ...site },
          stdio: ["ignore", "ignore", "inherit"],
          detached: true,
        });
        children.push(child);
        return waitForPort(Number(site.PORT), child, START_MS).catch((error: unknown) => {
          throw new Error(`npm start on port ${site.PORT}: ${String(error)}`);
        });
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
