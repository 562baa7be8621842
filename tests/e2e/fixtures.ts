/**
 * The shared test: any console error or uncaught page error fails it (docs/architecture.md › Conventions). A test that
 * expects one (a 404 document logs "Failed to load resource") names it with
 * `test.use({ expectedConsoleErrors: [...] })`. Every page's clock starts at the fixture's today
 * and runs from there (`clockStartsAt`), whatever day it is: a test of another moment sets its
 * own with `page.clock`.
 */
import { expect, test as base } from "@playwright/test";

import { FIXTURE_NOW } from "../fixtures/content-dir.ts";

/**
 * Chromium's own rejection when it skips a cross-document view transition because the new page
 * was painted before the old one's snapshot arrived (a slow machine: seen once in CI after a
 * keyboard navigation). The browser creates and rejects that promise itself; pages without
 * script (docs/product.md §1) cannot handle it, and the navigation is unaffected, only the fade is
 * skipped. No code of ours can cause it, so it never fails a test.
 */
const SKIPPED_VIEW_TRANSITION =
  /^pageerror: Transition was aborted because of invalid state\. Page already revealed$/;

export const test = base.extend<{
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
  clockStartsAt: string | null;
}>({
  expectedConsoleErrors: [[], { option: true }],
  // null: the browser's own clock, for the tests that read the performance timeline (Playwright's
  // clock replaces it) and the CMS's journeys (playwright.config.ts).
  clockStartsAt: [FIXTURE_NOW, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors, clockStartsAt }, use) => {
      if (clockStartsAt) await page.clock.install({ time: new Date(clockStartsAt) });
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter(
        (error) =>
          !SKIPPED_VIEW_TRANSITION.test(error) &&
          !expectedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, "console errors and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The console line Chromium prints for a document served with status 404. */
export const NOT_FOUND_DOCUMENT_ERROR =
  /^Failed to load resource: the server responded with a status of 404/;

export { expect };
