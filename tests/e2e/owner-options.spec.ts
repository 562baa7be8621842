/**
 * What the owner can switch on in the CMS (PRODUCT.md §14), in the production build whose
 * content sets them (playwright.config.ts: the fixtures with tests/fixtures/content-owner-options
 * on top): the site-wide notice, the "Review us on Google" and "Book an appointment" links, and
 * the office's street (the address block, the directions to the door, the structured data).
 */
import path from "node:path";

import { loadContent } from "~/content/load.server.ts";
import { OWNER_OPTIONS_CONTENT_DIRS } from "../fixtures/content-dir.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { routes } from "./site.ts";

/** What the variant's files say, read as the build reads them. */
const {
  notice: options,
  site,
  contactUs,
} = loadContent(OWNER_OPTIONS_CONTENT_DIRS.map((folder) => path.resolve(folder)));

for (const route of routes) {
  test(`the notice is at the top of ${route.path}, announced as a region`, async ({ page }) => {
    await page.goto(route.path);
    const notice = page.getByRole("region", { name: "Notice" });
    await expect(notice).toContainText(options.text);
    await expect(notice.getByRole("link", { name: options.linkText })).toHaveAttribute(
      "href",
      options.linkUrl,
    );
    // Before the header: the first thing after the skip link.
    const order = await page.evaluate(() => {
      const notice = document.querySelector('[aria-label="Notice"]');
      const header = document.querySelector("header");
      return notice && header
        ? notice.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING
        : 0;
    });
    expect(order).toBeTruthy();
  });
}

test("Reviews and Contact Us offer Review us on Google", async ({ page }) => {
  for (const path of ["/Reviews", "/ContactUs"]) {
    await page.goto(path);
    const link = page.getByRole("link", { name: "Review us on Google (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", site.reviewUrl);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});

test("Home and Contact Us offer Book an appointment", async ({ page }) => {
  for (const path of ["/", "/ContactUs"]) {
    await page.goto(path);
    const link = page.getByRole("link", { name: "Book an appointment (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", site.bookingUrl);
  }
});

test("the street shows in the address on Contact Us and in every page's footer", async ({
  page,
}) => {
  const { street, locality, region, postalCode } = site.address;
  expect(street).not.toBe("");
  await page.goto("/ContactUs");
  const office = page.getByRole("main").locator("address");
  await expect(office).toContainText(street);
  await expect(office).toContainText(`${locality}, ${region} ${postalCode}`);
  for (const path of ["/", "/ContactUs", "/Privacy"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").locator("address")).toContainText(street);
  }
});

test("with a street, Get directions searches the map for the door", async ({ page }) => {
  await page.goto("/ContactUs");
  const directions = page.getByRole("link", {
    name: `${contactUs.directionsAction} (opens in a new tab)`,
  });
  const { street, locality, regionCode, postalCode } = site.address;
  await expect(directions).toHaveAttribute(
    "href",
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${locality}, ${regionCode} ${postalCode}`)}`,
  );
  await expect(
    page.getByRole("link", { name: `${contactUs.townMapAction} (opens in a new tab)` }),
  ).toHaveCount(0);
});

test("with a street, the structured data's PostalAddress names it", async ({ page }) => {
  for (const path of ["/", "/ContactUs"]) {
    await page.goto(path);
    await expect
      .poll(async () => {
        const json = await page.locator('script[type="application/ld+json"]').textContent();
        return (JSON.parse(json ?? "{}") as { address?: Record<string, string> }).address;
      })
      .toMatchObject({ "@type": "PostalAddress", streetAddress: site.address.street });
  }
});

for (const width of [375, 1280]) {
  test(`the notice and the optional links pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/ContactUs", "/Reviews"]) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
