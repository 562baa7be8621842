/**
 * The contact form against the real stand-in that `npm start` serves (docs/product.md §4 to §6):
 * what arrives, what is refused before sending, and what the person sees.
 */
import {
  expectValues,
  fieldsMetFirst,
  fillInquiry,
  openContactForm,
  recordSendRequests,
  sampleInquiry,
  SEND_PATH,
  SEND_URL,
  storedInquiries,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { inquiryFields, inquiryParamFields } from "~/lib/inquiry-fields.ts";
import { emptyInquiry, paramsOf } from "~/lib/inquiry.ts";
import { widthsSplittingPortalNote } from "./portal-note.ts";

const empty = paramsOf(emptyInquiry);

test("an inquiry arrives at the stand-in exactly as typed, and all five fields clear", async ({
  page,
}) => {
  const logs: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "log") logs.push(message.text());
  });
  const marker = uniqueMarker();
  const inquiry = sampleInquiry(marker);
  const { button, field, status, toasts } = await openContactForm(page);
  await expect(field("name")).toBeFocused();

  await fillInquiry(page, inquiry);
  const requestSent = page.waitForRequest(`**${SEND_PATH}`);
  await button.click();
  const request = await requestSent;

  expect(request.method()).toBe("POST");
  expect(request.headers()["content-type"]).toBe("application/json");
  expect(request.postDataJSON()).toEqual({
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    user_id: "local-public-key",
    service_id: "local-service",
    template_id: "local-template",
    template_params: inquiry,
  });
  await expect(toasts.getByRole("status")).toHaveText(SUCCESS);
  await expect(status).toHaveText(SUCCESS);
  await expectValues(page, empty);
  await expect.poll(() => logs).toContain("Inquiry sent: 200 OK");

  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual(inquiry);
  expect(stored?.service_id).toBe("local-service");
  expect(Date.now() - Date.parse(stored?.receivedAt ?? "")).toBeLessThan(60_000);

  // The draft went with the inquiry: a reload starts empty.
  await page.reload();
  await expect(button).toBeEnabled();
  await expectValues(page, empty);
});

test("empty, whitespace-only and invalid fields send nothing", async ({ page }) => {
  const requests = recordSendRequests(page);
  const { button, field } = await openContactForm(page);

  await button.click();
  await expect(field("name")).toBeFocused();
  for (const { name } of inquiryParamFields) {
    await expect(field(name)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(field("name")).toHaveAccessibleDescription("Please enter your name.");
  // The form sets the browser's own message in an effect, after the render that shows ours.
  await expect
    .poll(() => field("name").evaluate((el: HTMLInputElement) => el.validationMessage))
    .toBe("Please enter your name.");

  await fillInquiry(page, { ...sampleInquiry("x"), name: "    ", message: " \n \n " });
  await button.click();
  await expect(field("name")).toBeFocused();
  await expect(field("message")).toHaveAccessibleDescription(/Please enter your message\./);
  await expect(field("subject")).not.toHaveAttribute("aria-invalid");

  await fillInquiry(page, { name: "Jane", message: "Hello" });
  for (const email of ["jane", "jane@", "@example.com", "jane@example", "jane doe@example.com"]) {
    await fillInquiry(page, { email });
    await button.click();
    await expect(field("email")).toBeFocused();
    await expect(field("email")).toHaveAttribute("aria-invalid", "true");
  }
  await fillInquiry(page, { email: "jane@example.com", phone: "call me" });
  await button.click();
  await expect(field("phone")).toHaveAccessibleDescription(
    "Please enter a phone number with at least 7 digits, such as 513 555 0100.",
  );

  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
});

test("a double click sends one request and the button shows it is busy", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(SEND_URL, async (route) => {
    count += 1;
    await held;
    await route.fulfill({ status: 200, body: "OK" });
  });
  const { button, field, status } = await openContactForm(page);
  await fillInquiry(page, sampleInquiry(uniqueMarker()));

  await button.dblclick();
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveText("Sending…");
  await expect(status).toHaveText("Sending your inquiry…");
  await button.click({ force: true });
  await field("message").press("Control+Enter");
  await field("name").press("Enter");

  release();
  await expect(status).toHaveText(SUCCESS);
  await expect(button).not.toHaveAttribute("aria-disabled");
  expect(count).toBe(1);
});

test("a reload keeps the draft until it is sent", async ({ page }) => {
  const requests = recordSendRequests(page);
  const { button } = await openContactForm(page);
  const draft = { name: "Jane Doe", subject: "Half-written", message: "Line one\nLine two" };
  await fillInquiry(page, draft);

  await page.reload();
  await expect(button).toBeEnabled();
  await expectValues(page, { ...draft, email: "", phone: "" });
  expect(requests).toHaveLength(0);
});

test("the honeypot is out of everyone's way and a filled one sends nothing", async ({ page }) => {
  const requests = recordSendRequests(page);
  const { form, button, field, status } = await openContactForm(page);

  // Keyboard users go from the name to the button without meeting it...
  const afterName = fieldsMetFirst.slice(1);
  for (const [step, name] of [...afterName, ""].entries()) {
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name") ?? ""), {
        message: `the field focused by Tab number ${step + 1}`,
      })
      .toBe(name);
  }
  await expect(button).toBeFocused();
  // ...screen readers do not find it, and it is drawn off screen.
  const textFields = inquiryFields.filter(({ type }) => type !== "time" && type !== "meeting");
  await expect(form.getByRole("textbox")).toHaveCount(textFields.length);
  const honeypot = form.locator('input[name="website"]');
  const box = await honeypot.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

  await fillInquiry(page, sampleInquiry(uniqueMarker()));
  await honeypot.fill("https://spam.example", { force: true });
  await button.click();
  await expect(status).toHaveText(SUCCESS);
  await expect(field("name")).toHaveValue("");
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
});

test("markup, emoji, right-to-left text and control characters arrive as plain text", async ({
  page,
}) => {
  page.on("dialog", (dialog) => {
    throw new Error(`A script ran: ${dialog.message()}`);
  });
  const marker = uniqueMarker();
  const hostile = {
    name: `<script>alert("name")</script>`,
    subject: `<img src=x onerror="alert('subject')"> مرحبا ${marker}`,
    email: "o'neil+tax@example.co.uk",
    phone: "+1 (513) 555-0100 ext. 12",
    message: `<b>bold</b> <a href="javascript:alert(1)">link</a> &amp;\n😀👩🏽‍💻🇺🇸 שלום עולם\n"quotes" \\ back\\slash`,
  };
  const { form, button, status, field } = await openContactForm(page);
  await fillInquiry(page, hostile);
  // A control character typed or pasted into the name is dropped before sending.
  await field("name").evaluate((el: HTMLInputElement, value) => {
    el.focus();
    document.execCommand("insertText", false, value);
  }, "\u0007");
  await expect(field("name")).toHaveValue(`${hostile.name}\u0007`);
  await button.click();

  await expect(status).toHaveText(SUCCESS);
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual(hostile);
  // The typed markup stays text: no element it names exists in the form, and no link it wrote.
  await expect(form.locator("b, img, script:not([type])")).toHaveCount(0);
  await expect(form.locator('a[href^="javascript:"]')).toHaveCount(0);
});

test("a 20,000-character message stops at 10,000, and that much arrives", async ({ page }) => {
  const marker = uniqueMarker();
  const { field, status, button } = await openContactForm(page);
  await fillInquiry(page, { ...sampleInquiry(marker), message: "" });
  await field("message").fill("x".repeat(20_000));
  await expect(field("message")).toHaveValue("x".repeat(10_000));
  await expect(field("message")).toHaveAccessibleDescription("10,000 of 10,000 characters");
  await button.click();

  await expect(status).toHaveText(SUCCESS);
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params.message).toBe("x".repeat(10_000));
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
