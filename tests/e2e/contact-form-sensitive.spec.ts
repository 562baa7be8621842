/**
 * Nothing sensitive travels through the form (docs/product.md §21), on the contact page against the
 * real stand-in: an SSN or a card number is refused at its field with the reason and the portal
 * link, nothing is sent and every word stays (the draft too); an ordinary message with a phone
 * number, a ZIP code, a year and form names is sent; and a hostile POST straight to the stand-in
 * with the same text gets a 422. The form takes no files.
 */
import {
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
import { fixture } from "./site.ts";

/** The words at the field, written literally: they are the contract. */
const REFUSAL =
  "For your safety, please don't send Social Security, bank or card numbers here: share them through our secure client portal";

for (const [what, message] of [
  ["a Social Security number", "Hello, my SSN is 123-45-6789, can you check my refund?"],
  ["a card number", "Please bill my card 4111 1111 1111 1111 for the consultation."],
] as const) {
  test(`refuses a message with ${what} at the field, sends nothing and keeps every word`, async ({
    page,
  }) => {
    const requests = recordSendRequests(page);
    const { button, field, status } = await openContactForm(page);
    const inquiry = { ...sampleInquiry(uniqueMarker()), message };
    await fillInquiry(page, inquiry);
    await button.click();

    const control = field("message");
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(new RegExp(REFUSAL));
    await expect(control).toBeFocused();
    const portal = page
      .locator("form")
      .getByRole("link", { name: /secure client portal/ })
      .last();
    await expect(portal).toHaveAttribute("href", fixture.site.portalUrl);
    await expect(portal).toBeVisible();
    await expect(status).toHaveText("");
    await expectValues(page, inquiry);
    expect(requests).toEqual([]);

    // Every word survives a reload too (the draft).
    await page.reload();
    await expect(page.locator("form").locator('button[type="submit"]')).toBeEnabled();
    await expectValues(page, inquiry);
  });
}

test("sends an ordinary message with a phone number, a ZIP code, a year and form names", async ({
  page,
}) => {
  const marker = uniqueMarker();
  const { button, field, status } = await openContactForm(page);
  const inquiry = {
    ...sampleInquiry(marker),
    message:
      "Please call me about 2 rental properties and 1099 forms at (513) 555-0142. ZIP 45249, tax year 2025, about $12,500.",
  };
  await fillInquiry(page, inquiry);
  await button.click();
  await expect(status).toHaveText(SUCCESS);
  await expect(field("message")).toHaveValue("");
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual(inquiry);
});

test("the stand-in refuses a direct POST with the same numbers with 422, and a file with 400", async ({
  page,
  request,
}) => {
  await page.goto("/ContactUs");
  // The form has no file input anywhere.
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  const body = (message: string) => ({
    lib_version: "4.4.1",
    user_id: "local-public-key",
    service_id: "local-service",
    template_id: "local-template",
    template_params: { ...sampleInquiry(uniqueMarker()), message },
  });
  for (const message of [
    "my SSN is 123-45-6789",
    "card 4111 1111 1111 1111",
    "ITIN 912-70-1234",
    "EIN 12-3456789",
    "routing 011000015 account 123456789012",
  ]) {
    const response = await request.post(SEND_PATH, { data: body(message) });
    expect(response.status(), message).toBe(422);
    expect(await response.text()).toMatch(/^Refused: message holds /);
  }
  const upload = await request.post(SEND_PATH, {
    multipart: {
      template_params: JSON.stringify(sampleInquiry(uniqueMarker())),
      attachment: { name: "w2.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") },
    },
  });
  expect(upload.status()).toBe(400);
});
