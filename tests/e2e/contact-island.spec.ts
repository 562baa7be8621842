/**
 * The contact page's island (docs/decisions/0007): React 19 hydrates the prerendered form, its
 * toasts and the office status after the first paint, keeps focus and anything typed before
 * it, and is all the JavaScript the page runs. Without it, the form's card explains itself.
 */
import { islandRoots } from "~/lib/islands.ts";

import { inquiryField, inquiryParams } from "~/lib/inquiry.ts";

import { control, fillInquiry, openContactForm, sampleInquiry, SEND_URL } from "./contact.ts";
import { expect, NOT_FOUND_DOCUMENT_ERROR, test } from "./fixtures.ts";
import { office } from "./site.ts";

// The browser's own clock: the first test reads its performance timeline, which Playwright's
// clock replaces.
test.use({ clockStartsAt: null });

const ISLAND_CODE = "**/assets/contact-island-*.js";
const SCRIPT_REQUIRED = "Sending this form needs JavaScript";

test("the page carries its small loader inline, and the island's code loads after the first paint", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openContactForm(page);
  // Nothing is fetched before the first paint (docs/decisions/0008-first-paint.md): the loader
  // is in the page, and the only script requested is the island's code.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/contact-island-[\w-]+\.js$/)]);
  const loaders = page.locator('script[type="module"]:not([src])');
  await expect(loaders).toHaveCount(1);
  // A script's text is no text to toContainText, which reads what a visitor sees: polled.
  await expect.poll(() => loaders.textContent()).toContain("first-contentful-paint");
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    islandRequested: performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/contact-island-[\w-]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.islandRequested).toBeGreaterThan(timing.firstContentfulPaint ?? Infinity);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("React DOM 19 is what runs the form, the toasts and the office status", async ({ page }) => {
  await openContactForm(page);
  // Every root the island's own list names (app/lib/islands.ts), not a copy of it.
  const ids = Object.values(islandRoots);
  expect(ids).toHaveLength(3);
  const reactRoots = await page.evaluate(
    ({ ids, formRoot }) =>
      ids.map((id) => {
        const element = document.getElementById(id);
        // hydrateRoot marks its container; React DOM ties every element it owns to a fiber.
        return {
          id,
          isRoot: Object.keys(element ?? {}).some((key) => key.startsWith("__reactContainer$")),
          ownsForm:
            id !== formRoot ||
            Object.keys(element?.querySelector("form") ?? {}).some((key) =>
              key.startsWith("__reactFiber$"),
            ),
        };
      }),
    { ids, formRoot: islandRoots.contactForm },
  );
  expect(reactRoots).toEqual(ids.map((id) => ({ id, isRoot: true, ownsForm: true })));
  const loader = await page.locator('script[type="module"]:not([src])').textContent();
  const island = loader?.match(/contact-island-[\w-]+\.js/)?.[0];
  const bundle = await (await page.request.get(`/assets/${island}`)).text();
  expect(bundle).toContain("hydrateRoot");
  expect(bundle).toMatch(/19\.\d+\.\d+/);
  expect(bundle).not.toMatch(/preact/i);
  // With the island running, the no-JavaScript note never shows.
  await expect(page.getByText(SCRIPT_REQUIRED)).toHaveCount(0);
});

test("what is typed before the island arrives stays, with focus, and is exactly what gets sent", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLAND_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ContactUs");
  const form = page.locator("form");
  const name = control(page, inquiryField("name"));
  const message = control(page, inquiryField("message"));
  // Before the island, nothing takes focus (an autofocus would scroll the page, §2): she taps.
  await expect(name).not.toBeFocused();
  await name.click();
  await page.keyboard.type("Jane Early");
  await message.fill("Typed while the code was on its way.\nSecond line.");
  await name.focus();
  await expect(form.locator('button[type="submit"]')).toBeDisabled();

  release();
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Jane Early");
  await expect(message).toHaveValue("Typed while the code was on its way.\nSecond line.");
  // The form's own state holds it: the count follows, and typing goes on where it was.
  await expect(form.getByText("49 of 10,000 characters")).toBeVisible();
  await page.keyboard.press("End");
  await page.keyboard.type("bird");
  await expect(name).toHaveValue("Jane Earlybird");

  await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
  const inquiry = {
    ...sampleInquiry(),
    name: "Jane Earlybird",
    message: "Typed while the code was on its way.\nSecond line.",
  };
  const { name: typedName, message: typedMessage, ...others } = inquiry;
  await fillInquiry(page, others);
  const sent = page.waitForRequest(SEND_URL);
  await form.locator('button[type="submit"]').click();
  const body = (await sent).postDataJSON() as { template_params: Record<string, string> };
  expect(body.template_params).toEqual(inquiryParams(inquiry));
});

test.describe("when the form's code fails to load", () => {
  test.use({
    expectedConsoleErrors: [[NOT_FOUND_DOCUMENT_ERROR, /contact-island/], { scope: "test" }],
  });

  test("the card says sending needs JavaScript and links the email and phone", async ({ page }) => {
    await page.route(ISLAND_CODE, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/ContactUs");
    const form = page.locator("form");
    const note = form.getByText(SCRIPT_REQUIRED);
    // Not while the code may still be on its way: only after a few seconds.
    await page.waitForTimeout(1000);
    await expect(note).toBeHidden();
    await expect(note).toBeVisible({ timeout: 12_000 });
    await expect(form.getByRole("link", { name: office.email })).toHaveAttribute(
      "href",
      `mailto:${office.email}`,
    );
    await expect(form.getByRole("link", { name: office.phone })).toHaveAttribute(
      "href",
      office.tel,
    );
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card says at once, before the first field, that sending needs JavaScript, with the email and phone", async ({
    page,
  }) => {
    await page.goto("/ContactUs");
    const form = page.locator("form");
    await expect(form.getByText(SCRIPT_REQUIRED)).toBeVisible({ timeout: 1000 });
    const first = form.locator(".script-fallback, input, select, textarea").first();
    await expect(first).toHaveClass(/script-fallback/);
    await expect(form.getByRole("link", { name: office.email })).toBeVisible();
    await expect(form.getByRole("link", { name: office.phone })).toBeVisible();
  });
});
