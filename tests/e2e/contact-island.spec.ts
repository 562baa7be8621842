/**
 * The contact page's island (docs/decisions/0006): its code arrives after the first paint,
 * takes over the prerendered form without losing focus or anything typed, and is all the
 * JavaScript the page runs.
 */
import { fillInquiry, labels, openContactForm, sampleInquiry, SEND_URL } from "./contact";
import { expect, test } from "./fixtures";

const ISLAND_CODE = "**/assets/contact-island-*.js";

test("the page runs one small script, and the island's code loads after the first paint", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openContactForm(page);
  expect(scripts).toEqual([
    "/islands/contact.js",
    expect.stringMatching(/^\/assets\/contact-island-[\w-]+\.js$/),
  ]);
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

test("what is typed before the island arrives stays, with focus, and is what gets sent", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLAND_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ContactUs");
  const name = page.locator("form").getByLabel(labels.name, { exact: true });
  await expect(name).toBeFocused();
  await page.keyboard.type("Jane Early");
  await expect(page.locator('form button[type="submit"]')).toBeDisabled();

  release();
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Jane Early");
  await page.keyboard.type("bird");
  await expect(name).toHaveValue("Jane Earlybird");

  await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
  const { subject, email, phone, message } = sampleInquiry("early");
  await fillInquiry(page, { subject, email, phone, message });
  const sent = page.waitForRequest(SEND_URL);
  await page.locator('form button[type="submit"]').click();
  const body = (await sent).postDataJSON() as { template_params: { name: string } };
  expect(body.template_params.name).toBe("Jane Earlybird");
});
