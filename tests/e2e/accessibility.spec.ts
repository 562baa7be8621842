/**
 * WCAG 2.2 AA checks (docs/product.md §13) beyond every page's (every-page.spec.ts: axe at both
 * widths, zoom, reduced motion): the open phone menu, and keyboard-only journeys (navigation,
 * phone menu, the whole contact form) with focus always visible and never under a toast.
 */
import type { Page } from "@playwright/test";

import { axeViolations } from "./axe.ts";
import {
  fieldsMetFirst as fields,
  openContactForm,
  sampleInquiry,
  SEND_URL,
  SUCCESS,
  uniqueMarker,
} from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { fixture, office, routes } from "./site.ts";
import { inquiryField } from "~/lib/inquiry.ts";

/**
 * The focused element shows a focus indicator, is on screen, and no part of it that is on
 * screen is covered (by the sticky header, a toast): WCAG 2.4.7 and 2.4.11, and stricter.
 * When `name` is given, it is that element (its name attribute or its text). Waited for: focus
 * moves, and the page scrolls it into view, after the key that moved it.
 */
async function expectVisibleFocus(page: Page, label: string, name?: string) {
  const focusNow = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      // Its text as screen readers get it: without what is hidden from them.
      const read = element.cloneNode(true) as HTMLElement;
      for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const isOnTop = (y: number) => {
        const topmost = document.elementFromPoint(x, y);
        return topmost !== null && (element === topmost || element.contains(topmost));
      };
      return {
        name: element.getAttribute("name") || read.textContent.trim(),
        hasIndicator:
          (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
          style.boxShadow !== "none",
        isInViewport: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
        // Its top, middle and bottom, where they are on screen (a tall text area may reach
        // below the fold: the browser scrolls its caret into view, not all of it).
        isUncovered: [box.top + 2, box.top + box.height / 2, box.bottom - 2]
          .filter((y) => y >= 0 && y < window.innerHeight)
          .every(isOnTop),
      };
    });
  // Null (nothing has focus) matches no object.
  await expect
    .poll(focusNow, { message: `${label}: focused, with a visible indicator, uncovered` })
    .toMatchObject({
      ...(name !== undefined && { name }),
      hasIndicator: true,
      isInViewport: true,
      isUncovered: true,
    });
}

test("the open mobile menu has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/Services");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("link", { name: "Planning", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("keyboard only", () => {
  test("desktop: the skip link, focus always visible, goes straight into the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/Reviews");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "skip link", "Skip to main content");
    // Then the header's links in order (the contact form's journey walks them back at 1280 px);
    // the skip link goes straight into the page.
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "first link in the main content");
    await expect(page.locator("main :focus")).toHaveCount(1);
  });

  test("phone: the menu opens, is walked and closed with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "skip link", "Skip to main content");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "client portal", "Client portal (opens in a new tab)");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "menu button", "Menu");

    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    for (const route of routes) {
      await page.keyboard.press("Tab");
      await expectVisibleFocus(page, `menu: ${route.label}`, route.label);
    }
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Home" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    for (let index = 0; index < routes.length; index += 1) await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "menu: Contact Us", "Contact Us");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ContactUs$/);
  });
});

test.describe("keyboard only, the contact form", () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`${viewport.width} px: up to the skip link, then the whole form and a sent inquiry; focus never under the toast`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: "OK" }));
      const { button, toasts } = await openContactForm(page);
      // The cursor is in the name field, the page at its top (on a phone the field is below
      // the fold until the first key brings it into view).
      await expect(page.locator('[name="name"]')).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Backwards from the form, through its note's links (how we will contact you, privacy,
      // portal), on a phone the office's email and phone before the form (docs/product.md §25),
      // the link to the questions above it and the header, to the skip link.
      const note = [
        "how we will contact you",
        "our privacy notice",
        "secure client portal (opens in a new tab)",
      ];
      const header =
        viewport.width < 1280
          ? [
              ...note,
              office.email,
              office.phone,
              fixture.questions.linkText,
              "Menu",
              "Client portal (opens in a new tab)",
              fixture.site.businessName,
              "Skip to main content",
            ]
          : [
              ...note,
              fixture.questions.linkText,
              "Client portal (opens in a new tab)",
              ...routes.map((route) => route.label).reverse(),
              fixture.site.businessName,
            ];
      for (const name of header) {
        await page.keyboard.press("Shift+Tab");
        await expectVisibleFocus(page, `back to ${name}`, name);
      }
      for (let index = 0; index < header.length; index += 1) await page.keyboard.press("Tab");
      await expectVisibleFocus(page, "name again", "name");

      const inquiry = sampleInquiry(uniqueMarker());
      for (const [index, field] of fields.entries()) {
        if (index > 0) await page.keyboard.press("Tab");
        await expectVisibleFocus(page, field, field);
        // Typed where one types: a way to meet and a time are chosen (their journey:
        // inquiry-answers.spec.ts).
        const { type } = inquiryField(field);
        if (type !== "meeting" && type !== "time") await page.keyboard.type(inquiry[field]);
      }
      await page.keyboard.press("Tab");
      await expectVisibleFocus(page, "submit", "Send inquiry");
      await page.keyboard.press("Enter");
      await expect(toasts.getByRole("status")).toHaveText(SUCCESS);
      await expect(button).toBeFocused();
      await expectVisibleFocus(page, "submit, with the toast shown");

      // While the toast shows, back to the top of the form and down again.
      for (const field of [...fields].reverse()) {
        await page.keyboard.press("Shift+Tab");
        await expectVisibleFocus(page, `${field}, toast shown`, field);
      }
      for (const field of fields.slice(1)) {
        await page.keyboard.press("Tab");
        await expectVisibleFocus(page, `${field}, toast shown`, field);
      }
      await page.keyboard.press("Tab");
      await expectVisibleFocus(page, "submit, toast shown");
      await expect(toasts.getByRole("status")).toBeVisible();
    });
  }
});
