/**
 * Every page works under the Content-Security-Policy it is served with (docs/product.md §11): any
 * `securitypolicyviolation` event or "Refused to …" console message fails the test. Playwright's
 * init script is injected over the DevTools protocol, so the CSP does not block the listener;
 * the last test proves the listener sees a violation.
 */
import type { Page } from "@playwright/test";

import { expect, NOT_FOUND_DOCUMENT_ERROR, test } from "./fixtures.ts";
import { expectedSecurityHeaders } from "./http-contract.ts";
import { allRoutes } from "./site.ts";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
});

async function violationsOn(page: Page, path: string) {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"]).toBe(
    expectedSecurityHeaders()["content-security-policy"],
  );
  await page.waitForLoadState("networkidle");
  return [...((await page.evaluate(() => window.cspViolations)) ?? []), ...refused];
}

for (const route of allRoutes) {
  test(`${route.path} runs with no CSP violation`, async ({ page }) => {
    expect(await violationsOn(page, route.path)).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
  });
}

test("the contact page's island runs under the CSP, its one inline script allowed by hash", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  expect(await violationsOn(page, "/ContactUs")).toEqual([]);
  // Only the island renders the office status (docs/decisions/0006).
  await expect(page.getByTestId("office-status")).toBeVisible();
  // The island's loader, inline (docs/decisions/0008-first-paint.md), and nothing else.
  const inline = page.locator('script:not([src]):not([type="application/ld+json"])');
  await expect(inline).toHaveCount(1);
  await expect(inline).toHaveAttribute("type", "module");
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe("the 404 page", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_DOCUMENT_ERROR] });

  test("runs with no CSP violation", async ({ page }) => {
    expect(await violationsOn(page, "/no-such-page")).toEqual([]);
  });
});

test.describe("the violation listener", () => {
  test.use({ expectedConsoleErrors: [/Content Security Policy/] });

  test("sees an injected inline script being refused", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran';";
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => window.cspViolations?.length ?? 0))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});
