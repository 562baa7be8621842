/**
 * End-to-end tests in Debian's Chromium (no browser download) against the production build
 * served by `npm start` on a free loopback port. CHROMIUM_PATH points at another Chromium.
 */
import { execFileSync } from "node:child_process";

import { defineConfig } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "./scripts/chromium";

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: "off",
  },
  webServer: {
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
    },
  },
});
