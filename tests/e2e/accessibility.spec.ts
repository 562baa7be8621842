/**
 * WCAG 2.2 AA checks (docs/product.md §13): axe on every view at phone and desktop widths,
 * keyboard-only journeys (navigation, phone menu, the whole contact form) with focus always
 * visible and never under a toast, 200% zoom without sideways scrolling, and reduced motion.
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
import { expect, NOT_FOUND_DOCUMENT_ERROR, test } from "./fixtures.ts";
import { allRoutes, fixture, office, routes } from "./site.ts";
import type { InquiryField } from "~/lib/inquiry-fields.ts";

const UNKNOWN_PATH = "/no-such-page";

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

const views = [...allRoutes.map((route) => route.path), UNKNOWN_PATH];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const view of views) {
      test.describe(view, () => {
        if (view === UNKNOWN_PATH) test.use({ expectedConsoleErrors: [NOT_FOUND_DOCUMENT_ERROR] });

        test(`${view} has no WCAG 2.2 AA violations`, async ({ page }) => {
          await page.goto(view);
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    }

    if (width < 1280) {
      test("the open mobile menu has no WCAG 2.2 AA violations", async ({ page }) => {
        await page.goto("/Services");
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("link", { name: "Planning", exact: true })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("keyboard only", () => {
  test("desktop: skip link, then every navigation link in order, focus always visible", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/Reviews");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "skip link", "Skip to main content");
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, "home link", fixture.site.businessName);
    for (const route of routes) {
      await page.keyboard.press("Tab");
      await expectVisibleFocus(page, route.label, route.label);
    }
    // The skip link, then straight into the page.
    await page.reload();
    await page.keyboard.press("Tab");
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
      await expectVisibleFocus(page, "autofocused name", "name");

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

      const inquiry: Partial<Record<InquiryField, string>> = sampleInquiry(uniqueMarker());
      for (const [index, field] of fields.entries()) {
        if (index > 0) await page.keyboard.press("Tab");
        await expectVisibleFocus(page, field, field);
        await page.keyboard.type(inquiry[field] ?? "");
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

test.describe("200% zoom", () => {
  // A 1280 x 800 window zoomed to 200% lays pages out in 640 x 400 CSS pixels.
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  for (const view of views) {
    test.describe(view, () => {
      if (view === UNKNOWN_PATH) test.use({ expectedConsoleErrors: [NOT_FOUND_DOCUMENT_ERROR] });

      test(`${view} does not scroll sideways`, async ({ page }) => {
        await page.goto(view);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
      });
    });
  }
});

test.describe("reduced motion", () => {
  /** The longest transition or animation on the page, in ms, and any smooth scrolling. */
  const motionOf = (page: Page) =>
    page.evaluate(() => {
      const seconds = (value: string) =>
        Math.max(
          ...value.split(",").map((part) => parseFloat(part) * (part.includes("ms") ? 0.001 : 1)),
        );
      let longest = 0;
      let smooth = 0;
      for (const element of [document.documentElement, ...document.querySelectorAll("body *")]) {
        const style = getComputedStyle(element);
        longest = Math.max(
          longest,
          seconds(style.transitionDuration),
          seconds(style.animationDuration),
        );
        if (style.scrollBehavior === "smooth") smooth += 1;
      }
      return { longestMs: longest * 1000, smooth };
    });

  test("the site moves when motion is allowed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    expect((await motionOf(page)).longestMs).toBeGreaterThan(100);
  });

  for (const route of routes) {
    test(`${route.path} has no transition, animation or smooth scrolling`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      const motion = await motionOf(page);
      expect(motion.smooth).toBe(0);
      expect(motion.longestMs).toBeLessThanOrEqual(0.01);
    });
  }
});
