/**
 * The toasts as specified (§4 and §9, docs/product.md §7 and §13): bottom centre, 5000 ms, pause on
 * hover, close on click, a close button people can hit and see focused, and on a phone the
 * toast never covers the submit button. The send is answered by a route: the stand-in's file
 * is not the subject here.
 */
import type { Locator, Page } from "@playwright/test";

import {
  fillInquiry,
  openContactForm,
  sampleInquiry,
  SEND_URL,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { TOAST_AUTO_CLOSE_MS } from "~/lib/notify.ts";

/** Waits for the toast's entrance animation to end, so its box is where it will stay. */
async function settled(toast: Locator) {
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
}

async function sendSuccessfully(page: Page) {
  await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
  const form = await openContactForm(page);
  await fillInquiry(page, sampleInquiry(uniqueMarker()));
  await form.button.click();
  const toast = form.toasts.getByRole("status");
  await expect(toast).toHaveText(SUCCESS);
  return { ...form, toast };
}

/**
 * The toast stays its whole TOAST_AUTO_CLOSE_MS (5000 ms, the specification's), then leaves: still
 * there just before, gone soon after (its exit animation at most a second).
 */
async function expectOnScreenForItsTime(page: Page, toast: Locator, shownAt: number) {
  await page.waitForTimeout(TOAST_AUTO_CLOSE_MS - 300 - (Date.now() - shownAt));
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 1300 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_AUTO_CLOSE_MS - 300);
}

test("the toast sits at the bottom centre and closes by itself after its 5 s", async ({ page }) => {
  const { toast } = await sendSuccessfully(page);
  const shownAt = Date.now();
  await settled(toast);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  }

  await expectOnScreenForItsTime(page, toast, shownAt);
});

test("hovering pauses the toast, leaving resumes it", async ({ page }) => {
  const { toast } = await sendSuccessfully(page);
  // Once it has slid in: a pointer on it while it moves can leave it again as it settles.
  await settled(toast);
  await toast.hover();
  await page.waitForTimeout(6000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 7000 });
});

test("a click closes the toast; its close button is large and shows focus", async ({ page }) => {
  const { toast, toasts } = await sendSuccessfully(page);
  await settled(toast);
  const close = toasts.getByRole("button", { name: "close" });
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);

  // The keyboard way in: Alt+T focuses the toast, Tab reaches the close button.
  await page.keyboard.press("Alt+t");
  await expect(toast).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await expect.poll(() => close.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  await expect(close).toHaveCSS("outline-style", "solid");

  await toast.click({ position: { x: 20, y: 20 } });
  await expect(toast).toBeHidden({ timeout: 2000 });
});

test("reduced motion keeps the toast on screen for its 5 s", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { toast } = await sendSuccessfully(page);
  await expectOnScreenForItsTime(page, toast, Date.now());
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test("the toast does not cover the submit button", async ({ page }) => {
    await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
    const { button, status, toasts } = await openContactForm(page);
    await fillInquiry(page, sampleInquiry(uniqueMarker()));
    // The worst case: the button is the last thing on screen when it is pressed.
    await button.evaluate((el) => el.scrollIntoView({ block: "end" }));
    await button.click();
    const toast = toasts.getByRole("status");
    await expect(toast).toHaveText(SUCCESS);
    await settled(toast);

    const toastBox = await toast.boundingBox();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    expect(toastBox).not.toBeNull();
    for (const element of [button, status]) {
      const box = await element.boundingBox();
      expect(box).not.toBeNull();
      if (box && toastBox) {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(toastBox.y);
      }
    }
    expect(toastBox && toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
    expect(toastBox?.width).toBeCloseTo(viewport.width, 0);
  });
});
