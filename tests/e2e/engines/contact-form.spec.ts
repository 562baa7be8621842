/**
 * The contact form in this engine, typed key by key as a person would: an inquiry reaches the
 * stand-in that `npm start` serves (toast, fields cleared, the line in the inquiry log), a send
 * that cannot reach it offers the two other ways and keeps every word (docs/product.md §4), and the
 * note's full stop stays on the portal link's line at every width.
 */
import { emptyInquiry, type Inquiry, inquiryParams } from "~/lib/inquiry.ts";
import { inquiryFields } from "~/lib/inquiry-fields.ts";

import { sampleInquiry, uniqueMarker } from "../../builders.ts";
import { COPY_MESSAGE, EMAIL_INSTEAD, FAILURE, storedInquiries, SUCCESS } from "../contact.ts";
import { widthsSplittingPortalNote } from "../portal-note.ts";
import { office } from "../site.ts";

import type { EnginePage } from "./engine.ts";
import { expect, test } from "./fixtures.ts";
import { SUBMIT, waitForContactIsland } from "./site-parts.ts";

const STATUS = "#inquiry-status";
const toast = (role: "status" | "alert") => `#toasts-root [role="${role}"]`;

/** What the form holds, field by field: a way to meet its checked button's, a time not shown "". */
const formValues = (engine: EnginePage) =>
  engine.evaluate(
    (names) =>
      Object.fromEntries(
        names.map((name) => {
          const [control] = document.querySelectorAll<HTMLInputElement>(
            `form [name="${name}"]:is(select, textarea, :checked, input:not([type=radio]))`,
          );
          return [name, control?.value ?? ""];
        }),
      ),
    inquiryFields.map(({ name }) => name),
  );

async function typeInquiry(engine: EnginePage, inquiry: Inquiry) {
  for (const field of inquiryFields) await engine.enterField(field, inquiry[field.name]);
  await expect.poll(() => formValues(engine)).toEqual(inquiry);
}

test("an inquiry arrives at the stand-in exactly as typed, and every field clears", async ({
  engine,
}) => {
  const marker = uniqueMarker();
  await engine.goto("/ContactUs");
  await waitForContactIsland(engine);
  // Every field, two of the times the form offers on the fixture's today included.
  const times = await engine.texts('form [name="firstTime"] option:not([value=""])');
  const inquiry = sampleInquiry(marker, times);
  await typeInquiry(engine, inquiry);
  await engine.click(SUBMIT);

  // Every text that updates is waited for, each on its own: the engine may read between the
  // toast's root and the form's.
  await expect.poll(() => engine.texts(toast("status"))).toEqual([SUCCESS]);
  await expect.poll(() => engine.texts(STATUS)).toEqual([SUCCESS]);
  await expect.poll(() => formValues(engine)).toEqual(emptyInquiry);
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual(inquiryParams(inquiry));
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
    await expect.poll(() => formValues(engine)).toEqual(inquiry);

    const emailLink = 'form a[href^="mailto:"][href*="?"]';
    await expect.poll(() => engine.texts(emailLink)).toEqual([EMAIL_INSTEAD]);
    await expect(async () => {
      const mailto = new URL((await engine.attributes(emailLink, "href"))[0] ?? "");
      expect(mailto.pathname).toBe(office.email);
      const text = `${mailto.searchParams.get("subject")}\n${mailto.searchParams.get("body")}`;
      for (const value of Object.values(inquiry)) {
        expect(text).toContain(value.replace(/\n/g, "\r\n"));
      }
    }).toPass();

    const copyButton = 'form button[type="button"]';
    await expect.poll(() => engine.texts(copyButton)).toEqual([COPY_MESSAGE]);
    await engine.click(copyButton);
    await expect
      .poll(() => engine.texts("form p[role=status]"))
      .toEqual([`Copied. Paste it into an email to ${office.email}.`]);
  });
});

test("the note's full stop never starts a line of its own after the portal link", async ({
  engine,
}) => {
  await engine.goto("/ContactUs");
  expect(await engine.evaluate(widthsSplittingPortalNote)).toEqual([]);
});
