/**
 * The contact form in this engine, typed key by key as a person would: an inquiry reaches the
 * stand-in that `npm start` serves (toast, fields cleared, the line in the inquiry log), a send
 * that cannot reach it offers the two other ways and keeps every word (PRODUCT.md §4), and the
 * note's full stop stays on the portal link's line at every width.
 */
import { type Inquiry } from "~/lib/inquiry.ts";
import { inquiryFields } from "~/lib/inquiry-fields.ts";

import { sampleInquiry, uniqueMarker } from "../../builders.ts";
import { COPY_MESSAGE, EMAIL_INSTEAD, FAILURE, storedInquiries, SUCCESS } from "../contact.ts";
import { widthsSplittingPortalNote } from "../portal-note.ts";
import { office } from "../site.ts";

import type { EnginePage } from "./engine.ts";
import { expect, test } from "./fixtures.ts";
import { SUBMIT, waitForContactIsland } from "./site-parts.ts";

const FIELD_SELECTORS = inquiryFields.map(({ name }) => `form [name="${name}"]`).join(", ");
const STATUS = "#inquiry-status";
const toast = (role: "status" | "alert") => `#toasts-root [role="${role}"]`;
const valuesOf = (inquiry: Partial<Inquiry>) =>
  inquiryFields.map(({ name }) => inquiry[name] ?? "");

async function typeInquiry(engine: EnginePage, inquiry: Inquiry) {
  for (const field of inquiryFields) await engine.enterField(field, inquiry[field.name]);
  await expect.poll(() => engine.values(FIELD_SELECTORS)).toEqual(valuesOf(inquiry));
}

test("an inquiry arrives at the stand-in exactly as typed, and every field clears", async ({
  engine,
}) => {
  const marker = uniqueMarker();
  const inquiry = sampleInquiry(marker);
  await engine.goto("/ContactUs");
  await waitForContactIsland(engine);
  await typeInquiry(engine, inquiry);
  await engine.click(SUBMIT);

  // Every text that updates is waited for, each on its own: the engine may read between the
  // toast's root and the form's.
  await expect.poll(() => engine.texts(toast("status"))).toEqual([SUCCESS]);
  await expect.poll(() => engine.texts(STATUS)).toEqual([SUCCESS]);
  await expect.poll(() => engine.values(FIELD_SELECTORS)).toEqual(valuesOf({}));
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual(inquiry);
});

test.describe("when the stand-in cannot be reached", () => {
  // The island logs every failure by design (specification §8).
  test.use({
    expectedPageErrors: [
      [/^console\.error: Inquiry submission failed \(network\)/],
      { scope: "test" },
    ],
  });

  test("the failure offers Email it instead and Copy message, and keeps every value", async ({
    engine,
    observer,
  }) => {
    const inquiry = sampleInquiry(uniqueMarker());
    await engine.goto("/ContactUs");
    await waitForContactIsland(engine);
    await typeInquiry(engine, inquiry);
    observer.dropSends(true);
    await engine.click(SUBMIT);

    await expect.poll(() => engine.texts(toast("alert"))).toEqual([FAILURE]);
    await expect.poll(() => engine.texts(STATUS)).toEqual([FAILURE]);
    await expect.poll(() => engine.values(FIELD_SELECTORS)).toEqual(valuesOf(inquiry));

    const emailLink = 'form a[href^="mailto:"][href*="?"]';
    await expect.poll(() => engine.texts(emailLink)).toEqual([EMAIL_INSTEAD]);
    await expect(async () => {
      const mailto = new URL((await engine.attributes(emailLink, "href"))[0] ?? "");
      expect(mailto.pathname).toBe(office.email);
      const text = `${mailto.searchParams.get("subject")}\n${mailto.searchParams.get("body")}`;
      for (const value of valuesOf(inquiry)) expect(text).toContain(value.replace(/\n/g, "\r\n"));
    }).toPass();

    const copyButton = 'form button[type="button"]';
    await expect.poll(() => engine.texts(copyButton)).toEqual([COPY_MESSAGE]);
    await engine.click(copyButton);
    await expect
      .poll(() => engine.texts("form [role=status]"))
      .toEqual([`Copied. Paste it into an email to ${office.email}.`]);
  });
});

test("the note's full stop never starts a line of its own after the portal link", async ({
  engine,
}) => {
  await engine.goto("/ContactUs");
  expect(await engine.evaluate(widthsSplittingPortalNote)).toEqual([]);
});
