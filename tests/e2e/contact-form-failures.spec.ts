/**
 * Every way a send can fail (specification §7 and §8, PRODUCT.md §4 and §5): the failure
 * toast, the inline status, a console log, and every value kept for another try.
 */
import {
  COPY_MESSAGE,
  EMAIL_INSTEAD,
  expectFailureKeepingValues,
  expectValues,
  FAILURE,
  FAILURE_CONSOLE_ERRORS,
  fillInquiry,
  openContactForm,
  recordSendRequests,
  sampleInquiry,
  SEND_URL,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { office } from "./site.ts";

// A tuple: Playwright would read a bare two-item array as [value, options].
test.use({ expectedConsoleErrors: [FAILURE_CONSOLE_ERRORS, { scope: "test" }] });

const answers = [
  {
    name: "a server error (500)",
    status: 500,
    body: "Internal Server Error",
    log: /\(http\): 500 /,
  },
  {
    name: "a refusal (400)",
    status: 400,
    body: "The template ID is invalid",
    log: /\(http\): 400 /,
  },
  { name: "rate limiting (429)", status: 429, body: "Too Many Requests", log: /\(http\): 429 / },
];

for (const answer of answers) {
  test(`${answer.name} shows the failure and keeps every value`, async ({
    page,
    consoleErrors,
  }) => {
    await page.route(SEND_URL, (route) =>
      route.fulfill({ status: answer.status, body: answer.body, contentType: "text/plain" }),
    );
    const inquiry = sampleInquiry(uniqueMarker());
    const form = await openContactForm(page);
    const { button } = form;
    await fillInquiry(page, inquiry);
    await button.click();

    await expectFailureKeepingValues(page, form, inquiry);
    await expect(button).toBeEnabled();
    await expect.poll(() => consoleErrors.some((line) => answer.log.test(line))).toBe(true);
  });
}

test("an aborted connection shows the failure and keeps every value", async ({
  page,
  consoleErrors,
}) => {
  await page.route(SEND_URL, (route) => route.abort("connectionreset"));
  const inquiry = sampleInquiry(uniqueMarker());
  const form = await openContactForm(page);
  const { button } = form;
  await fillInquiry(page, inquiry);
  await button.click();

  await expectFailureKeepingValues(page, form, inquiry);
  await expect
    .poll(() => consoleErrors)
    .toContainEqual(expect.stringMatching(/^Inquiry submission failed \(network\): TypeError/));
});

test("a request that never answers fails after 15 seconds", async ({ page, consoleErrors }) => {
  let requests = 0;
  await page.route(SEND_URL, () => {
    requests += 1; // and never answer
  });
  const inquiry = sampleInquiry(uniqueMarker());
  const form = await openContactForm(page);
  const { button, status } = form;
  await fillInquiry(page, inquiry);
  await button.click();
  await expect(status).toHaveText("Sending your inquiry…");
  await expect.poll(() => requests).toBe(1);

  await page.clock.runFor(14_000);
  await expect(status).toHaveText("Sending your inquiry…");
  await page.clock.runFor(1_000);

  await expectFailureKeepingValues(page, form, inquiry);
  await expect
    .poll(() => consoleErrors)
    .toContainEqual(expect.stringMatching(/^Inquiry submission failed \(timeout\)/));
});

test("an offline browser fails at once without a request", async ({ page, consoleErrors }) => {
  const requests = recordSendRequests(page);
  const inquiry = sampleInquiry(uniqueMarker());
  const form = await openContactForm(page);
  const { button } = form;
  await fillInquiry(page, inquiry);
  await page.context().setOffline(true);
  await button.click();

  await expectFailureKeepingValues(page, form, inquiry);
  expect(requests).toHaveLength(0);
  await expect
    .poll(() => consoleErrors)
    .toContainEqual(expect.stringMatching(/^Inquiry submission failed \(offline\)/));
  await page.context().setOffline(false);
});

test("after a failure, Copy message puts the whole inquiry on the clipboard and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.route(SEND_URL, (route) => route.fulfill({ status: 503, body: "Unavailable" }));
  const inquiry = sampleInquiry(uniqueMarker());
  const form = await openContactForm(page);
  await fillInquiry(page, inquiry);
  await form.button.click();
  await expectFailureKeepingValues(page, form, inquiry);

  await form.form.getByRole("button", { name: COPY_MESSAGE }).click();
  await expect(form.form.getByRole("status").filter({ hasText: "Copied." })).toHaveText(
    `Copied. Paste it into an email to ${office.email}.`,
  );
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(
      [
        `Name: ${inquiry.name}`,
        `Email: ${inquiry.email}`,
        `Phone: ${inquiry.phone}`,
        `Subject: ${inquiry.subject}`,
        "",
        inquiry.message,
      ].join("\n"),
    );
});

test("a very long message is shortened in the email link, with a note, and copied whole", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: "Error" }));
  const inquiry = { ...sampleInquiry(uniqueMarker()), message: "Lorem ipsum dolor. ".repeat(200) };
  const form = await openContactForm(page);
  await fillInquiry(page, inquiry);
  await form.button.click();
  await expect(form.status).toHaveText(FAILURE);

  const link = form.form.getByRole("link", { name: EMAIL_INSTEAD });
  await expect(async () => {
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.length).toBeLessThanOrEqual(1800);
    const body = new URL(href).searchParams.get("body") ?? "";
    expect(body).toMatch(/…\r\n\r\n\[This message was shortened/);
  }).toPass();
  await expect(form.form.getByText("use Copy message for the whole text")).toBeVisible();
  await form.form.getByRole("button", { name: COPY_MESSAGE }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain(inquiry.message.trim());
});

test("a second inquiry within the SDK's rate limit sends nothing and offers the other ways", async ({
  page,
}) => {
  const requests = recordSendRequests(page);
  const form = await openContactForm(page);
  await fillInquiry(page, sampleInquiry(uniqueMarker()));
  await form.button.click();
  await expect(form.status).toHaveText(SUCCESS);
  await expectValues(page, { name: "", subject: "", email: "", phone: "", message: "" });

  // At once a second one: the SDK's limitRate (one send per browser per SEND_THROTTLE_MS)
  // refuses it before any request, and the visitor loses nothing.
  const second = sampleInquiry(uniqueMarker());
  await fillInquiry(page, second);
  await form.button.click();
  await expectFailureKeepingValues(page, form, second);
  expect(requests).toHaveLength(1);
  await expect(form.form.getByRole("link", { name: EMAIL_INSTEAD })).toBeVisible();
});
