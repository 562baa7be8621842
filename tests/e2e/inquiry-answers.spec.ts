/**
 * An inquiry the office can act on (docs/product.md §25), on a phone, on named days: the visitor
 * sees whether the office is open and its phone and email before the form, picks offered times,
 * says how to meet and who referred them; the request stays the specification's five params, the
 * answers lines at the end of the message, and the page says by when the office answers. A form
 * left open overnight offers no past time. Reviews opens the form at "Who referred you?". The time
 * logic itself is tested on named days in tests/unit/hours.test.ts; the top of every page on a
 * closure day in tests/unit/notices.test.ts and dev-server.spec.ts.
 */
import type { Page } from "@playwright/test";

import { inquiryField, paramsOf } from "~/lib/inquiry.ts";

import {
  control,
  fillInquiry,
  openContactForm,
  sampleInquiry,
  storedInquiries,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { fixture, office } from "./site.ts";

test.use({ viewport: { width: 375, height: 740 }, timezoneId: "America/Los_Angeles" });

const firstTime = (page: Page) => control(page, inquiryField("firstTime"));
/** The times the form offers, as their options read. */
const offeredTimes = (page: Page) =>
  firstTime(page).locator("option:not([value=''])").allTextContents();

test("on the eve of a closure, a visitor picks two times, how to meet and who referred them, and reads by when the office answers", async ({
  page,
}) => {
  // Tuesday 2 December 2098, 10 am, outside tax season: the fixture office closes the 3rd.
  await page.clock.setFixedTime(new Date("2098-12-02T10:00:00-05:00"));
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
  await expect.poll(() => offeredTimes(page)).toContain("Thu, Dec 4, morning");
  const times = await offeredTimes(page);
  expect(times[0]).toBe("Thu, Dec 4, morning");
  expect(times.filter((time) => /^(Sat|Sun)|Dec [23],/.test(time))).toEqual([]);
  await expect(firstTime(page)).toHaveAccessibleDescription(
    "Times are Eastern Time. We confirm by reply. Your device is set to Pacific Time.",
  );
  // The longest time fits its box at 375 px: its words, past the padding and the arrow.
  const roomLeft = await firstTime(page).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const ruler = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    ruler.font = style.font;
    const longest = Math.max(...[...select.options].map((o) => ruler.measureText(o.text).width));
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return select.clientWidth - padding - 24 - longest;
  });
  expect(roomLeft).toBeGreaterThanOrEqual(0);
  const answers = { meeting: "By phone", otherTime: "", referredBy: "John Smith" };
  await fillInquiry(page, { ...inquiry, ...answers, firstTime: times[0], secondTime: times[4] });
  await button.click();

  await expect(status).toHaveText(SUCCESS);
  await expect(
    form.getByText("We answer within one business day: by Thursday, December 4."),
  ).toBeVisible();
  const [stored] = await storedInquiries(marker);
  expect(stored?.template_params).toEqual({
    ...paramsOf(inquiry),
    message: `${inquiry.message}\n\nHow to meet: By phone\nPreferred time: ${times[0]}\nPreferred time: ${times[4]}\nReferred by: John Smith`,
  });
});

test("a form left open across midnight offers no past time after a reload", async ({ page }) => {
  // Monday 8 December 2098, 11:50 pm; then 12:10 am on Tuesday.
  await page.clock.setFixedTime(new Date("2098-12-08T23:50:00-05:00"));
  const { button } = await openContactForm(page);
  await expect.poll(async () => (await offeredTimes(page))[0]).toBe("Tue, Dec 9, morning");
  await fillInquiry(page, { firstTime: "Tue, Dec 9, morning" });

  await page.clock.setFixedTime(new Date("2098-12-09T00:10:00-05:00"));
  await page.reload();
  await expect(button).toBeEnabled();
  await expect.poll(async () => (await offeredTimes(page))[0]).toBe("Wed, Dec 10, morning");
  expect((await offeredTimes(page)).filter((time) => time.includes("Dec 9,"))).toEqual([]);
  // The draft's choice, now today, is dropped.
  await expect(firstTime(page)).toHaveValue("");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Reviews' referral section opens the form at Who referred you?", async ({ page }) => {
      await page.goto("/Reviews");
      await page.getByRole("link", { name: fixture.reviews.referredAction }).click();
      await expect(page).toHaveURL(/\/ContactUs#inquiry-referredBy$/);
      const field = control(page, inquiryField("referredBy"));
      await expect(field).toBeInViewport();
      if (javaScriptEnabled) await expect(field).toBeFocused();
    });
  });
}
