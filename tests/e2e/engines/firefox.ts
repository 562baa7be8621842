/**
 * Firefox ESR (Debian's `firefox-esr`) through puppeteer-core over WebDriver BiDi: puppeteer
 * starts it itself, headless, nothing downloaded (docs/decisions/0013). Each test gets its own
 * user context (fresh storage) and a page sized to the width it asks for.
 */
import puppeteer, { type Page } from "puppeteer-core";

import type { EngineBrowser, EngineDriver, Key, Width } from "./engine.ts";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

async function press(page: Page, key: Key) {
  if (key !== "Shift+Tab") return page.keyboard.press(key);
  await page.keyboard.down("Shift");
  await page.keyboard.press("Tab");
  await page.keyboard.up("Shift");
}

/** Starts Firefox with these environment variables added (the visitor's time zone). */
export async function launchFirefox(env: Record<string, string>): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    env: { ...process.env, ...env },
  });
  return {
    async open(width: Width) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: width === 375 ? 812 : 800 });
      const driver: EngineDriver = {
        goto: async (url) => {
          await page.goto(url);
        },
        click: (selector) => page.click(selector),
        // Key by key: over BiDi `fill()` sets the value without the events React listens to.
        type: (selector, text) => page.type(selector, text),
        press: (key) => press(page, key),
        // puppeteer's types expect its element handles among the arguments; ours are values.
        evaluate: (fn, ...args) =>
          page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
        run: async (source) => {
          await page.evaluate(source);
        },
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      };
      return driver;
    },
    close: () => browser.close(),
  };
}
