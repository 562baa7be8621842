/**
 * The production configuration in a browser (playwright.config.ts, project "emailjs"): built
 * with EmailJS ids, the form talks to EmailJS's own origin through the SDK. Each answer EmailJS
 * can give is intercepted there, and every other way a send fails (no network, offline, no
 * answer): the right toast, the values kept on failure with the other ways offered (and copied),
 * the configured ids in the request, and no CSP violation on the way.
 */
import type { Page, Route } from "@playwright/test";

import { inquiryParams } from "~/lib/inquiry.ts";

import { productionEmailJs } from "../harness/servers.ts";
import {
  COPY_MESSAGE,
  EMAIL_INSTEAD,
  emptyValues,
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

const EMAILJS_SEND = `https://api.emailjs.com${SEND_PATH}`;
/** Past the SDK's own limit of one send per SEND_THROTTLE_MS (app/lib/email-client.ts, which the
 * tests cannot import: it reads the build's configuration). */
const PAST_THROTTLE = "01:00";

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
  await emptyValues(page);
  await expect(form.form.getByRole("link", { name: EMAIL_INSTEAD })).toHaveCount(0);
  expect(requests).toEqual([
    {
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: productionEmailJs.VITE_EMAILJS_PUBLIC_KEY,
      service_id: productionEmailJs.VITE_EMAILJS_SERVICE_ID,
      template_id: productionEmailJs.VITE_EMAILJS_TEMPLATE_ID,
      template_params: inquiryParams(inquiry),
    },
  ]);
});

test("every refusal from EmailJS keeps every value and offers the other ways; Copy message copies it all", async ({
  page,
  context,
  consoleErrors,
}) => {
  const answers = [
    [400, "The template ID is invalid"],
    [412, "Gmail_API: Request had insufficient authentication scopes."],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
    [503, "Service Unavailable"],
  ] as const;
  let answer = 0;
  const { form, inquiry, requests } = await sendWith(page, (route) => {
    const [status, body] = answers[answer] ?? answers[0];
    return route.fulfill({ status, body, headers: cors, contentType: "text/plain" });
  });
  for (const [index, [status, body]] of answers.entries()) {
    if (index > 0) {
      await page.clock.fastForward(PAST_THROTTLE);
      answer = index;
      await form.button.click();
    }
    await expect.poll(() => requests.length).toBe(index + 1);
    await expectFailureKeepingValues(page, form, inquiry);
    await expect
      .poll(() => consoleErrors)
      .toContainEqual(expect.stringContaining(`(http): ${status} ${body}`));
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await form.form.getByRole("button", { name: COPY_MESSAGE }).click();
  await expect(form.form.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const value of Object.values(inquiry)) expect(copied).toContain(value);
});

test("a network error, then an offline browser, fail keeping every value; offline sends nothing", async ({
  page,
  consoleErrors,
}) => {
  const { form, inquiry, requests } = await sendWith(page, (route) =>
    route.abort("connectionrefused"),
  );
  await expectFailureKeepingValues(page, form, inquiry);
  await page.clock.fastForward(PAST_THROTTLE);
  await page.context().setOffline(true);
  await form.button.click();
  await expect
    .poll(() => consoleErrors)
    .toContainEqual(expect.stringMatching(/^Inquiry submission failed \(offline\)/));
  // The specification's failure toast, and the status says why (docs/product.md §30).
  await expectFailureKeepingValues(
    page,
    form,
    inquiry,
    /^Not sent: your device seems to be offline/,
  );
  expect(requests).toHaveLength(1);
  await page.context().setOffline(false);
});

test("EmailJS never answering fails after 15 seconds, keeping every value", async ({ page }) => {
  const { form, inquiry, requests } = await sendWith(page, () => {
    // Never fulfilled: the request hangs.
  });
  await expect(form.status).toHaveText("Sending your inquiry…");
  await expect.poll(() => requests.length).toBe(1);
  await page.clock.runFor(14_000);
  await expect(form.status).toHaveText("Sending your inquiry…");
  await page.clock.runFor(1_000);
  await expectFailureKeepingValues(page, form, inquiry);
});
