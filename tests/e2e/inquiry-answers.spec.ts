/**
 * An inquiry the office can act on (docs/product.md §25), on a phone, on named days: the visitor
 * sees whether the office is open and its phone and email before the form, picks offered times,
 * says how to meet and who referred them; the request stays the specification's five params, the
 * answers lines at the end of the message, and the page says by when the office answers. A form
 * left open overnight offers no past time. Reviews opens the form at "Who referred you?". The time
 * logic itself is tested on named days in tests/unit/hours.test.ts.
 */
import type { Page } from "@playwright/test";

import { closureOn } from "~/rules/notices.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { PUBLISHED_PATH } from "~/shared/paths.ts";

import {
  fillInquiry,
  labels,
  openContactForm,
  sampleInquiry,
  storedInquiries,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { fixture, office } from "./site.ts";

test.use({ viewport: { width: 375, height: 740 }, timezoneId: "America/Los_Angeles" });

/** The times the form offers, as their options read. */
const offeredTimes = (page: Page) =>
  page.getByLabel(labels.firstTime).locator("option:not([value=''])").allTextContents();

test("on the eve of a closure, a visitor picks two times, how to meet and who referred them, and reads by when the office answers", async ({
  page,
}) => {
  // Wednesday 25 November 2026, 10 am, outside tax season: the fixture office closes the 26th.
  await page.clock.setFixedTime(new Date("2026-11-25T10:00:00-05:00"));
  const marker = uniqueMarker();
  const inquiry = sampleInquiry(marker);
  const { form, button, status } = await openContactForm(page);
  const formTop = (await form.boundingBox())?.y ?? 0;
  for (const before of [
    page.getByTestId("office-status"),
    page.getByRole("link", { name: office.phone }).first(),
    page.getByRole("link", { name: office.email }).first(),
  ]) {
    await expect(before).toBeVisible();
    expect((await before.boundingBox())?.y).toBeLessThan(formTop);
  }

  // From tomorrow, without the closure or the weekend.
  await expect.poll(() => offeredTimes(page)).toContain("Friday, November 27, morning");
  const times = await offeredTimes(page);
  expect(times[0]).toBe("Friday, November 27, morning");
  expect(times.filter((time) => /^(Saturday|Sunday)|November 2[56],/.test(time))).toEqual([]);
  await expect(page.getByLabel(labels.firstTime)).toHaveAccessibleDescription(
    "Times are Eastern Time. We confirm by reply. Your device is set to Pacific Time.",
  );
  const answers = { meeting: "By phone", referredBy: "John Smith" };
  await fillInquiry(page, { ...inquiry, ...answers, firstTime: times[0], secondTime: times[4] });
  await button.click();

  await expect(status).toHaveText(SUCCESS);
  await expect(
    form.getByText("We answer within one business day: by Friday, November 27."),
  ).toBeVisible();
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual({
    ...inquiry,
    message: `${inquiry.message}\n\nHow to meet: By phone\nPreferred time: ${times[0]}\nPreferred time: ${times[4]}\nReferred by: John Smith`,
  });
});

test("a form left open across midnight offers no past time after a reload", async ({ page }) => {
  // Monday 30 November 2026, 11:50 pm; then 12:10 am on Tuesday.
  await page.clock.setFixedTime(new Date("2026-11-30T23:50:00-05:00"));
  const { button } = await openContactForm(page);
  await expect.poll(async () => (await offeredTimes(page))[0]).toBe("Tuesday, December 1, morning");
  await fillInquiry(page, { firstTime: "Tuesday, December 1, morning" });

  await page.clock.setFixedTime(new Date("2026-12-01T00:10:00-05:00"));
  await page.reload();
  await expect(button).toBeEnabled();
  await expect
    .poll(async () => (await offeredTimes(page))[0])
    .toBe("Wednesday, December 2, morning");
  expect((await offeredTimes(page)).filter((time) => time.includes("December 1,"))).toEqual([]);
  // The draft's choice, now today, is dropped.
  await expect(page.getByLabel(labels.firstTime)).toHaveValue("");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Reviews' referral section opens the form at Who referred you?", async ({ page }) => {
      await page.goto("/Reviews");
      await page.getByRole("link", { name: fixture.reviews.referredAction }).click();
      await expect(page).toHaveURL(/\/ContactUs#inquiry-referredBy$/);
      const field = page.getByLabel(labels.referredBy);
      await expect(field).toBeInViewport();
      if (javaScriptEnabled) await expect(field).toBeFocused();
    });
  });
}

test("built on a closure day, Home and Services say at the top that the office is closed today", async ({
  page,
  request,
}) => {
  // The build's own day (until the tests build on a named day): the fixture closes on some days.
  const { builtAt } = (await (await request.get(PUBLISHED_PATH)).json()) as { builtAt: string };
  const builtOn = officeDateAt(new Date(builtAt), fixture.hours.timeZone);
  const closure = closureOn(builtOn, fixture.hours.closures);
  for (const path of ["/", "/Services"]) {
    await page.goto(path);
    const line = page.getByRole("region", { name: "Notice" }).getByText(/closed today/);
    if (closure)
      await expect(line).toHaveText(
        new RegExp(`closed today for ${closure.name}\\. We reopen \\w+day, `),
      );
    else await expect(line).toHaveCount(0);
  }
});
