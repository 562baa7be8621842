/**
 * The shared test: any console error or uncaught page error fails it (STYLE.md). A test that
 * expects one (a 404 document logs "Failed to load resource") names it with
 * `test.use({ expectedConsoleErrors: [...] })`.
 */
import { expect, test as base } from "@playwright/test";

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
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
