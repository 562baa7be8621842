/**
 * What a visitor meets where she looks (issue 31, item 6): on a phone, the tax dates she chose
 * and the testimonials are in view; the business name sits on one line on a desktop; each fact
 * is read once per page (the hours, the years of experience, the referral credit). Run on the
 * fixture content (tests/e2e/site.ts).
 */
import type { Locator } from "@playwright/test";

import { taxDateChoices } from "~/lib/tax-calendars.ts";

import { expect, test } from "./fixtures.ts";
import { fixture } from "./site.ts";

const PHONE = { width: 375, height: 667 };

/** The top of an element's box, relative to the viewport. */
const topOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top);

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("after choosing an audience on Resources, its first date is in view", async ({ page }) => {
    await page.goto("/Resources");
    const dates = page.getByRole("region", { name: fixture.resources.taxDates.heading });
    const choice = dates.getByRole("group", { name: fixture.resources.taxDates.chooseLegend });
    // What the choice shows first: its first day, or the note that it has none in the coming
    // months (then the rest of the season's disclosure follows).
    const firstRowShown = dates
      .locator(":scope > ol > li:visible, :scope > p[data-for]:visible")
      .first();
    for (const { id, audience } of taxDateChoices) {
      // The visitor has scrolled to the choice: it starts right under the sticky header.
      await choice.evaluate((element) => element.scrollIntoView({ block: "start" }));
      const option = choice.getByRole("radio", {
        name: audience ?? fixture.resources.taxDates.allDates,
        exact: true,
      });
      await option.check();
      await expect(option).toBeChecked();
      // Right under it, how many dates it shows, within half a screen (docs/product.md §26).
      const count = choice.locator("p[data-for]:visible");
      await expect(count).toHaveAttribute("data-for", id);
      await expect(count).toHaveText(/^\d+ /);
      expect((await topOf(count)) - (await topOf(option)), id).toBeLessThan(PHONE.height / 2);
      // The first thing shown is the chosen audience's.
      const shownFor = await firstRowShown.getAttribute("data-for");
      expect(shownFor?.split(" "), id).toContain(id);
      const top = await topOf(firstRowShown);
      expect(top, `${id}: the first date's top`).toBeGreaterThanOrEqual(0);
      expect(top, `${id}: the first date's top`).toBeLessThan(PHONE.height);
    }
  });

  test("the first testimonial on Reviews starts on the first screen", async ({ page }) => {
    await page.goto("/Reviews");
    const first = page.getByRole("main").locator("figure").first();
    await expect(first).toContainText(fixture.testimonials[0]?.text ?? "");
    expect(await topOf(first)).toBeLessThan(PHONE.height);
    // The referral program, now below them, is one tap from the top of the page.
    await page.getByRole("link", { name: fixture.reviews.referralHeading, exact: true }).click();
    await expect(
      page.getByRole("heading", { name: fixture.reviews.referralHeading }),
    ).toBeInViewport();
  });
});

test("the business name in the header is on one line, clear of the navigation, at 1024, 1280 and 1440 px", async ({
  page,
}) => {
  await page.goto("/");
  const name = page
    .locator("header.site-header")
    .getByText(fixture.site.businessName, { exact: true });
  const navigation = page.getByRole("navigation", { name: "Main" });
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const { height, lineHeight } = await name.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height, `${width} px`).toBeCloseTo(lineHeight, 0);
    // Nothing in the header overlaps it or runs past the window.
    const nameBox = await name.boundingBox();
    if (await navigation.isVisible()) {
      const navBox = await navigation.boundingBox();
      expect((nameBox?.x ?? 0) + (nameBox?.width ?? 0)).toBeLessThan(navBox?.x ?? 0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});
