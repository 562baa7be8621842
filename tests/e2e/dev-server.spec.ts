/**
 * `npm run dev` (React Router's dev server): the pages render from the fixture content, and the
 * contact page's island hydrates and sends an inquiry to the email stand-in mounted in Vite
 * (server/dev-routes.ts). Its own process group on a free loopback port, stopped by its PID. It
 * renders on the fixture's next closure day (BUILD_NOW), as the nightly build does on one: every
 * page says at the top that the office is closed today (the words: tests/unit/notices.test.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort, stopChild, waitForPort } from "../harness/processes.ts";
import { ROOT_DIR } from "../../hosting/build-layout.ts";
import { fillInquiry, sampleInquiry, SUCCESS, uniqueMarker } from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { FIXTURE_NOW } from "../fixtures/content-dir.ts";
import { fixture, FIXTURE_CONTENT_DIR, routes } from "./site.ts";

const closure = fixture.hours.closures.find(({ date }) => date > FIXTURE_NOW.slice(0, 10));

let server: { baseURL: string; inquiryLog: string; stop: () => Promise<void> } | undefined;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  const port = await freePort();
  const folder = await mkdtemp(path.join(tmpdir(), "dev-server-"));
  const inquiryLog = path.join(folder, "inquiries.jsonl");
  const child: ChildProcess = spawn("npm", ["run", "dev", "--", `--port=${port}`, "--strictPort"], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      INQUIRY_LOG: inquiryLog,
      BUILD_NOW: `${closure?.date}T10:00:00-05:00`,
    },
    detached: true,
    stdio: "ignore",
  });
  const stop = async () => {
    await stopChild(child);
    await rm(folder, { recursive: true, force: true });
  };
  server = { baseURL: `http://127.0.0.1:${port}`, inquiryLog, stop };
  await waitForPort(port, child, 60_000);
});

test.afterAll(async () => {
  await server?.stop();
});

test("npm run dev renders every page, on a closure day saying at the top that the office is closed", async ({
  page,
}) => {
  for (const route of routes) {
    await page.goto(`${server?.baseURL}${route.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole("region", { name: "Notice" })).toContainText(
      `closed today for ${closure?.name}. We reopen`,
    );
  }
});

test("npm run dev hydrates the contact form and sends to the stand-in", async ({ page }) => {
  await page.goto(`${server?.baseURL}/ContactUs`);
  const send = page.getByRole("button", { name: "Send inquiry" });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  const marker = uniqueMarker();
  await fillInquiry(page, sampleInquiry(marker));
  await send.click();
  const toasts = page.getByRole("region", { name: "Notifications" });
  await expect(toasts.getByText(SUCCESS)).toBeVisible();
  // Read once: the stand-in writes the line before it answers, and the toast follows the answer.
  expect(await readFile(server?.inquiryLog ?? "", "utf8")).toContain(marker);
});
