/**
 * What the contact form journeys share: the spec's strings, the form, one way to enter any field
 * of the form's list (lib/inquiry-fields.ts), the stand-in's file.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { Locator, Page, Request } from "@playwright/test";

import { messages } from "~/interface-strings.ts";
import { type Inquiry, inquiryField } from "~/lib/inquiry.ts";
import { inquiryFields, inquiryFieldTexts, type InquiryFieldSpec } from "~/lib/inquiry-fields.ts";

import { expect } from "./fixtures.ts";

export { sampleInquiry, uniqueMarker } from "../builders.ts";

/** Specification §8, written literally: they are the contract. */
export const SUCCESS = "Your inquiry has been submitted!";
export const FAILURE = "Your inquiry submission has failed. Please try again later.";

export const SEND_PATH = "/api/v1.0/email/send";
export const SEND_URL = `**${SEND_PATH}`;

/** The failure path logs by design (specification §8); Chromium logs the failed request. */
export const FAILURE_CONSOLE_ERRORS = [/^Inquiry submission failed /, /^Failed to load resource/];

/** Where `npm start` appends inquiries during the tests (playwright.config.ts, INQUIRY_LOG). */
const INQUIRY_LOG = fileURLToPath(new URL("../../test-results/inquiries.jsonl", import.meta.url));

/**
 * A field's control in the form, found by the label a person reads ("… (optional)" after an
 * optional field's); a way to meet's, its group of radio buttons, by the legend.
 */
export function control(page: Page, field: InquiryFieldSpec) {
  const form = page.locator("form");
  const { label } = inquiryFieldTexts[field.name];
  return field.type === "meeting"
    ? form.getByRole("group", { name: label })
    : form.getByLabel(label, { exact: field.required });
}

/** The fields a visitor meets, in order, before choosing a time (a second and third then show). */
export const fieldsMetFirst = inquiryFields
  .filter((field, index) => field.type !== "time" || inquiryFields[index - 1]?.type !== "time")
  .map(({ name }) => name);

/** A way to meet's radio button, by its words ("": no preference). */
const meetingWay = (page: Page, field: InquiryFieldSpec, value: string) =>
  control(page, field).getByRole("radio", { name: value || messages.inquiry.noPreference });

/** Whether a field is left as it starts: a second or third time shows once the one before is made. */
const isUntouched = async (page: Page, field: InquiryFieldSpec, value: string) =>
  value === "" && field.type === "time" && (await control(page, field).count()) === 0;

/** Enters a value in a field, whatever its kind: the one place that knows how. */
async function enterField(page: Page, field: InquiryFieldSpec, value: string) {
  if (await isUntouched(page, field, value)) return;
  if (field.type === "meeting") await meetingWay(page, field, value).check();
  else if (field.type === "time") await control(page, field).selectOption(value);
  else await control(page, field).fill(value);
}

const fieldsOf = (values: Partial<Inquiry>) =>
  inquiryFields.filter((field) => values[field.name] !== undefined);

export async function fillInquiry(page: Page, values: Partial<Inquiry>) {
  for (const field of fieldsOf(values)) await enterField(page, field, values[field.name] ?? "");
}

export async function expectValues(page: Page, values: Partial<Inquiry>) {
  for (const field of fieldsOf(values)) {
    const value = values[field.name] ?? "";
    if (await isUntouched(page, field, value)) continue;
    if (field.type === "meeting") await expect(meetingWay(page, field, value)).toBeChecked();
    else await expect(control(page, field)).toHaveValue(value);
  }
}

/** Every field empty, as after a send. */
export const emptyValues = (page: Page) =>
  expectValues(page, Object.fromEntries(inquiryFields.map((field) => [field.name, ""])));

/** Opens the contact page and waits until React runs it (the button enables on hydration). */
export async function openContactForm(page: Page) {
  await page.goto("/ContactUs");
  const form = page.locator("form");
  // Found by type: its name changes to "Sending…" while busy.
  const button = form.locator('button[type="submit"]');
  await expect(button).toHaveAccessibleName(messages.inquiry.submit);
  await expect(button).toBeEnabled();
  const field = (name: keyof Inquiry): Locator => control(page, inquiryField(name));
  const status = form.locator(`[id="${await button.getAttribute("aria-describedby")}"]`);
  const toasts = page.getByRole("region", { name: "Notifications" });
  return { form, button, field, status, toasts };
}

/** docs/product.md §4: the other ways offered after any failure. */
export const EMAIL_INSTEAD = "Email it instead";
export const COPY_MESSAGE = "Copy message";

/**
 * The failure as a person sees it (toast and inline status), with every value kept and the
 * two other ways offered: a mailto link to the office carrying every value, and the copy button.
 */
export async function expectFailureKeepingValues(
  page: Page,
  form: Awaited<ReturnType<typeof openContactForm>>,
  inquiry: Inquiry,
  /** What the status says: the specification's failure, or why (no connection). */
  status: string | RegExp = FAILURE,
) {
  await expect(form.toasts.getByRole("alert")).toHaveText(FAILURE);
  await expect(form.status).toHaveText(status);
  await expectValues(page, inquiry);
  // The link is read and taken apart until it carries the inquiry: it renders with the failure.
  // It goes to the office: the address the page's footer gives.
  const emailInstead = form.form.getByRole("link", { name: EMAIL_INSTEAD });
  const office = await page
    .getByRole("contentinfo")
    .locator('a[href^="mailto:"]')
    .getAttribute("href");
  await expect(async () => {
    const mailto = new URL((await emailInstead.getAttribute("href")) ?? "");
    expect(`mailto:${mailto.pathname}`).toBe(office);
    const text = `${mailto.searchParams.get("subject")}\n${mailto.searchParams.get("body")}`;
    // The answers are lines of the message there, as in the request.
    for (const value of Object.values(inquiry)) {
      expect(text).toContain(value.replace(/\n/g, "\r\n"));
    }
  }).toPass();
  await expect(form.form.getByRole("button", { name: COPY_MESSAGE })).toBeVisible();
}

/** Every send request the page makes, counted from the start. */
export function recordSendRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SEND_PATH) requests.push(request);
  });
  return requests;
}

export interface StoredInquiry {
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

/** The stored inquiries whose text holds the marker, waiting briefly for them. */
export async function storedInquiries(marker: string, expected = 1): Promise<StoredInquiry[]> {
  let found: StoredInquiry[] = [];
  await expect
    .poll(
      async () => {
        const text = await readFile(INQUIRY_LOG, "utf8").catch(() => "");
        found = text
          .split("\n")
          .filter((line) => line.includes(marker))
          .map((line) => JSON.parse(line) as StoredInquiry);
        return found.length;
      },
      { timeout: 5000 },
    )
    .toBe(expected);
  return found;
}
