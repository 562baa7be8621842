/**
 * The engines' test: Playwright's runner (reports, the `npm start` server, timeouts, retries
 * off) with another engine's driver where Playwright's browser would be (docs/decisions/0013).
 * A project names the engine (playwright.config.ts). Each worker starts that browser and an
 * observer proxy once; each test gets a page at the width it asks for, loaded through the proxy,
 * and fails on any CSP violation or page error its pages reported (docs/architecture.md › Conventions: any page error
 * fails the test), unless it names it in `expectedPageErrors`.
 */
import { writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

import { test as base, expect } from "@playwright/test";

import { type EngineBrowser, EnginePage, type Width } from "./engine.ts";
import { launchFirefox } from "./firefox.ts";
import { type ObserverProxy, startObserverProxy } from "./observer-proxy.ts";
import { launchWebKit } from "./webkit.ts";

export type EngineName = "firefox" | "webkit";

const launchers = { firefox: launchFirefox, webkit: launchWebKit };

/**
 * A visitor far from the office (the office status must still speak in Ohio's time), in
 * American English, whatever the machine's zone and language.
 */
export const VISITOR_TIME_ZONE = "America/Los_Angeles";
const VISITOR_ENV = { TZ: VISITOR_TIME_ZONE, LANG: "en_US.UTF-8", LC_ALL: "en_US.UTF-8" };

/** CSP reports and the observer's beacons are sent after the event: time for the last to land. */
const REPORTS_SETTLE_MS = 250;

export const test = base.extend<
  { width: Width; expectedPageErrors: RegExp[]; observer: ObserverProxy; engine: EnginePage },
  { engineName: EngineName; engineBrowser: EngineBrowser; observerProxy: ObserverProxy }
>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  engineBrowser: [
    async ({ engineName }, use) => {
      const browser = await launchers[engineName](VISITOR_ENV);
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  observerProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use, workerInfo) => {
      const proxy = await startObserverProxy(workerInfo.project.use.baseURL as string);
      await use(proxy);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  width: [375, { option: true }],
  expectedPageErrors: [[], { option: true }],
  observer: [
    async ({ observerProxy }, use) => {
      observerProxy.reset();
      await use(observerProxy);
    },
    { scope: "test" },
  ],
  engine: [
    async ({ engineBrowser, observer, width, expectedPageErrors }, use, testInfo) => {
      const driver = await engineBrowser.open(width);
      await use(new EnginePage(driver, observer.origin));
      if (testInfo.status !== testInfo.expectedStatus) {
        const path = testInfo.outputPath("screenshot.png");
        await writeFile(path, await driver.screenshot());
        await testInfo.attach("screenshot", { path, contentType: "image/png" });
      }
      await sleep(REPORTS_SETTLE_MS);
      await driver.close();
      const unexpected = observer.events.filter(
        (event) => !expectedPageErrors.some((pattern) => pattern.test(event)),
      );
      expect(unexpected, "CSP violations and page errors").toEqual([]);
    },
    { scope: "test" },
  ],
});

export { expect };
