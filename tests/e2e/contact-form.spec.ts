/**
 * The contact form in Chromium against the real stand-in that `npm start` serves (docs/product.md
 * §4 to §6, §21): what arrives, and what the browser stops before sending. Its states one by one are
 * the component tests' (tests/unit/contact-form.test.tsx).
 */
import { inquiryParams } from "~/lib/inquiry.ts";
import { inquiryFields } from "~/lib/inquiry-fields.ts";

import {
  emptyValues,
  expectValues,
  fillInquiry,
  openContactForm,
  recordSendRequests,
  sampleInquiry,
  SEND_PATH,
  storedInquiries,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { widthsSplittingPortalNote } from "./portal-note.ts";
import { fixture } from "./site.ts";

test("an inquiry arrives at the stand-in exactly as typed, markup and emoji as text, every field clears, no cookie", async ({
  page,
  context,
}) => {
  page.on("dialog", (dialog) => {
    throw new Error(`A script ran: ${dialog.message()}`);
  });
  const logs: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "log") logs.push(message.text());
  });
  const marker = uniqueMarker();
  const inquiry = {
    ...sampleInquiry(marker),
    name: `<script>alert("name")</script>`,
    message: `<b>bold</b> <a href="javascript:alert(1)">link</a> &amp; ${marker}\n😀👩🏽‍💻 שלום עולם "quotes" \\ back\\slash`,
  };
  const { form, button, field, status, toasts } = await openContactForm(page);
  await expect(field("name")).toBeFocused();
  await fillInquiry(page, inquiry);
  // A control character typed into a field is dropped before sending.
  await field("name").evaluate((el: HTMLInputElement) => {
    el.focus();
    document.execCommand("insertText", false, "\u0007");
  });
  const requestSent = page.waitForRequest(`**${SEND_PATH}`);
  await button.click();
  const request = await requestSent;

  // Specification §7, the request body written literally: it is the contract.
  expect(request.method()).toBe("POST");
  expect(request.headers()["content-type"]).toBe("application/json");
  expect(request.postDataJSON()).toEqual({
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    user_id: "local-public-key",
    service_id: "local-service",
    template_id: "local-template",
    // The five params; the optional answers are lines at the end of the message.
    template_params: inquiryParams(inquiry),
  });
  await expect(toasts.getByRole("status")).toHaveText(SUCCESS);
  await expect(status).toHaveText(SUCCESS);
  await emptyValues(page);
  await expect.poll(() => logs).toContain("Inquiry sent: 200 OK");
  await expect(form.locator('b, img, script:not([type]), a[href^="javascript:"]')).toHaveCount(0);

  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual(inquiryParams(inquiry));
  expect(stored?.service_id).toBe("local-service");
  expect(await context.cookies()).toEqual([]);

  // The draft went with the inquiry: a reload starts empty.
  await page.reload();
  await expect(button).toBeEnabled();
  await emptyValues(page);
});

test("an empty form, or a Social Security number, is stopped at the field; every word stays, across a reload", async ({
  page,
}) => {
  const requests = recordSendRequests(page);
  const { form, button, field, status } = await openContactForm(page);
  await button.click();
  await expect(field("name")).toBeFocused();
  for (const { name } of inquiryFields.filter((spec) => spec.required)) {
    await expect(field(name)).toHaveAttribute("aria-invalid", "true");
  }
  // The form sets the browser's own message in an effect, after the render that shows ours.
  await expect
    .poll(() => field("name").evaluate((el: HTMLInputElement) => el.validationMessage))
    .toBe("Please enter your name.");

  const inquiry = { ...sampleInquiry(), message: "Hello, my SSN is 123-45-6789, can you check?" };
  await fillInquiry(page, inquiry);
  await button.click();
  await expect(field("message")).toBeFocused();
  await expect(field("message")).toHaveAccessibleDescription(
    /For your safety, please don't send Social Security, bank or card numbers here: share them through our secure client portal/,
  );
  const portal = form.getByRole("link", { name: /secure client portal/ }).last();
  await expect(portal).toHaveAttribute("href", fixture.site.portalUrl);
  await expect(status).toHaveText("");
  await page.reload();
  await expect(button).toBeEnabled();
  await expectValues(page, inquiry);
  // Bots' field is drawn off screen, and the form takes no files.
  const honeypot = (await form.locator('input[name="website"]').boundingBox()) ?? {
    x: 0,
    width: 1,
  };
  expect(honeypot.x + honeypot.width).toBeLessThanOrEqual(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("the note's full stop never starts a line of its own after the portal link", async ({
  page,
}) => {
  const { form } = await openContactForm(page);
  const note = form.locator("p", { hasText: "do not send Social Security numbers" });
  await expect(note).toHaveText(/through our secure client portal \(opens in a new tab\)\.$/);
  await expect(note.getByRole("link")).toHaveAccessibleName(
    "secure client portal (opens in a new tab)",
  );
  expect(await page.evaluate(widthsSplittingPortalNote)).toEqual([]);
});
