/** What the contact form journeys share: the spec's strings, the form, the stand-in's file. */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import type { Page, Request } from "@playwright/test";

import { inquiryField } from "~/lib/inquiry.ts";
import { type InquiryField, inquiryFields, type InquiryParam } from "~/lib/inquiry-fields.ts";

import { expect } from "./fixtures.ts";
import { office } from "./site.ts";

/** Specification §8, written literally: they are the contract. */
export const SUCCESS = "Your inquiry has been submitted!";
export const FAILURE = "Your inquiry submission has failed. Please try again later.";

export const SEND_PATH = "/api/v1.0/email/send";
export const SEND_URL = `**${SEND_PATH}`;

/** The failure path logs by design (specification §8); Chromium logs the failed request. */
export const FAILURE_CONSOLE_ERRORS = [/^Inquiry submission failed /, /^Failed to load resource/];

/** Where `npm start` appends inquiries during the tests (playwright.config.ts, INQUIRY_LOG). */
const INQUIRY_LOG = fileURLToPath(new URL("../../test-results/inquiries.jsonl", import.meta.url));

/** One inquiry as sent: a value per template param (the specification's five). */
export type Inquiry = Record<InquiryParam, string>;

/** The labels a person sees, written literally; the type asks for one per field of the list. */
export const labels = {
  name: "Name",
  subject: "Subject",
  email: "Email",
  phone: "Phone",
  message: "Message",
  meeting: "How would you like to meet?",
  firstTime: "Preferred time",
  secondTime: "Second choice",
  thirdTime: "Third choice",
  otherTime: "Or another time",
  referredBy: "Who referred you?",
} as const satisfies Record<InquiryField, string>;

/** The fields a visitor meets, in order, before choosing a time (a second and third then show). */
export const fieldsMetFirst = inquiryFields
  .filter((field, index) => field.type !== "time" || inquiryFields[index - 1]?.type !== "time")
  .map(({ name }) => name);

export function sampleInquiry(marker: string): Inquiry {
  return {
    name: "Jane Doe",
    subject: `Question about my return ${marker}`,
    email: "jane.doe@example.com",
    phone: "(513) 555-0100",
    message: "Hello,\nI would like to talk about my 2025 return.\nThank you.",
  };
}

/** Opens the contact page and waits until React runs it (the button enables on hydration). */
export async function openContactForm(page: Page) {
  await page.goto("/ContactUs");
  const form = page.locator("form");
  // Found by type: its name changes to "Sending…" while busy.
  const button = form.locator('button[type="submit"]');
  await expect(button).toHaveAccessibleName("Send inquiry");
  await expect(button).toBeEnabled();
  const field = (name: keyof Inquiry) => form.getByLabel(labels[name], { exact: true });
  const status = form.locator(`[id="${await button.getAttribute("aria-describedby")}"]`);
  const toasts = page.getByRole("region", { name: "Notifications" });
  return { form, button, field, status, toasts };
}

/** Enters each value in its field, whatever its kind: a text, a choice of time, a way to meet. */
export async function fillInquiry(page: Page, inquiry: Partial<Record<InquiryField, string>>) {
  const form = page.locator("form");
  for (const [name, value] of Object.entries(inquiry) as [InquiryField, string][]) {
    // An optional field's label reads "… (optional)"; a required one's is exact ("Phone").
    const { type, required } = inquiryField(name);
    const control = form.getByLabel(labels[name], { exact: required });
    if (type === "meeting") await form.getByRole("radio", { name: value }).check();
    else if (type === "time") await control.selectOption(value);
    else await control.fill(value);
  }
}

export async function expectValues(page: Page, inquiry: Inquiry) {
  for (const [name, value] of Object.entries(inquiry)) {
    await expect(
      page.locator("form").getByLabel(labels[name as keyof Inquiry], { exact: true }),
    ).toHaveValue(value);
  }
}

/** docs/product.md §4: the other ways offered after any failure. */
export const EMAIL_INSTEAD = "Email it instead";
export const COPY_MESSAGE = "Copy message";

/**
 * The failure as a person sees it (toast and inline status), with every value kept and the
 * two other ways offered: a mailto link to the office carrying the inquiry, and the copy button.
 */
export async function expectFailureKeepingValues(
  page: Page,
  form: Awaited<ReturnType<typeof openContactForm>>,
  inquiry: Inquiry,
) {
  await expect(form.toasts.getByRole("alert")).toHaveText(FAILURE);
  await expect(form.status).toHaveText(FAILURE);
  await expectValues(page, inquiry);
  // The link is read and taken apart until it carries the inquiry: it renders with the failure.
  const emailInstead = form.form.getByRole("link", { name: EMAIL_INSTEAD });
  await expect(async () => {
    const mailto = new URL((await emailInstead.getAttribute("href")) ?? "");
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toBe(office.email);
    expect(mailto.searchParams.get("subject")).toBe(inquiry.subject);
    const body = mailto.searchParams.get("body") ?? "";
    for (const value of [inquiry.name, inquiry.email, inquiry.phone]) expect(body).toContain(value);
    expect(body).toContain(inquiry.message.replace(/\n/g, "\r\n"));
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

/** The stored inquiries whose subject contains the marker, waiting briefly for them. */
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

/** A marker that makes one test's inquiry easy to find among the others. */
export function uniqueMarker(): string {
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
