/**
 * The production configuration in a browser (playwright.config.ts, project "emailjs"): built
 * with EmailJS ids, the form talks to EmailJS's own origin through the SDK. Each answer EmailJS
 * can give is intercepted there: the right toast, the values kept on failure with the other ways
 * offered, the configured ids in the request, and no CSP violation on the way.
 */
import type { Page, Route } from "@playwright/test";

import { productionEmailJs } from "../../playwright.config.ts";
import {
  COPY_MESSAGE,
  EMAIL_INSTEAD,
  expectFailureKeepingValues,
  FAILURE_CONSOLE_ERRORS,
  fillInquiry,
  openContactForm,
  sampleInquiry,
  SEND_PATH,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { inquiryFields } from "~/lib/inquiry-fields.ts";

const EMAILJS_SEND = `https://api.emailjs.com${SEND_PATH}`;

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.use({ expectedConsoleErrors: [FAILURE_CONSOLE_ERRORS, { scope: "test" }] });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  // Nothing may reach the page's own origin: the stand-in is not what this build talks to.
  await page.route(`**${SEND_PATH}`, (route) =>
    new URL(route.request().url()).origin === "https://api.emailjs.com"
      ? route.fallback()
      : route.abort("blockedbyclient"),
  );
});

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

/** EmailJS answers cross-origin: the SDK's fetch needs CORS headers to read the answer. */
const cors = { "access-control-allow-origin": "*" };

async function sendWith(page: Page, answer: (route: Route) => Promise<void> | void) {
  const requests: Record<string, unknown>[] = [];
  await page.route(EMAILJS_SEND, async (route) => {
    if (route.request().method() === "OPTIONS") {
      await route.fulfill({
        status: 204,
        headers: { ...cors, "access-control-allow-headers": "content-type" },
      });
      return;
    }
    requests.push(route.request().postDataJSON() as Record<string, unknown>);
    await answer(route);
  });
  const inquiry = sampleInquiry(uniqueMarker());
  const form = await openContactForm(page);
  await fillInquiry(page, inquiry);
  await form.button.click();
  return { form, inquiry, requests };
}

test("a success from EmailJS shows the success toast, clears the form and sent the configured ids", async ({
  page,
}) => {
  const { form, inquiry, requests } = await sendWith(page, (route) =>
    route.fulfill({ status: 200, body: "OK", headers: cors, contentType: "text/plain" }),
  );
  await expect(form.toasts.getByRole("status")).toHaveText(SUCCESS);
  await expect(form.status).toHaveText(SUCCESS);
  for (const { name } of inquiryFields) await expect(form.field(name)).toHaveValue("");
  await expect(form.form.getByRole("link", { name: EMAIL_INSTEAD })).toHaveCount(0);
  expect(requests).toEqual([
    {
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: productionEmailJs.VITE_EMAILJS_PUBLIC_KEY,
      service_id: productionEmailJs.VITE_EMAILJS_SERVICE_ID,
      template_id: productionEmailJs.VITE_EMAILJS_TEMPLATE_ID,
      template_params: inquiry,
    },
  ]);
});

for (const [status, body] of [
  [400, "The template ID is invalid"],
  [412, "Gmail_API: Request had insufficient authentication scopes."],
  [429, "Too Many Requests"],
  [500, "Internal Server Error"],
  [503, "Service Unavailable"],
] as const) {
  test(`EmailJS answering ${status} keeps every value and offers the other ways`, async ({
    page,
    consoleErrors,
  }) => {
    const { form, inquiry, requests } = await sendWith(page, (route) =>
      route.fulfill({ status, body, headers: cors, contentType: "text/plain" }),
    );
    await expectFailureKeepingValues(page, form, inquiry);
    expect(requests).toHaveLength(1);
    expect(consoleErrors).toContainEqual(expect.stringContaining(`(http): ${status} ${body}`));
  });
}

test("a network error on the way to EmailJS keeps every value and offers the other ways", async ({
  page,
}) => {
  const { form, inquiry } = await sendWith(page, (route) => route.abort("connectionrefused"));
  await expectFailureKeepingValues(page, form, inquiry);
});

test("EmailJS never answering fails after 15 seconds, keeping every value", async ({ page }) => {
  const { form, inquiry, requests } = await sendWith(page, () => {
    // Never fulfilled: the request hangs.
  });
  await expect(form.status).toHaveText("Sending your inquiry…");
  await expect.poll(() => requests.length).toBe(1);
  await page.clock.runFor(15_000);
  await expectFailureKeepingValues(page, form, inquiry);
  await expect(form.form.getByRole("button", { name: COPY_MESSAGE })).toBeEnabled();
});
