/**
 * What the owner can switch on in the CMS (docs/product.md §14), in the production build whose
 * content sets them (playwright.config.ts: the fixtures with tests/fixtures/content-owner-options
 * on top): the site-wide notice, the "Review us on Google" and "Book an appointment" links, and
 * the office's street (the address block, the directions to the door, the structured data) and
 * who does the work (docs/product.md §21: name, photo, credentials, memberships, the IRS directory).
 * Each page is loaded once: the notice and the street on all of them, the rest where it belongs,
 * and axe at both widths where an option adds anything.
 */
import path from "node:path";

import type { Page } from "@playwright/test";

import { loadContent } from "~/schemas/load.server.ts";
import { IRS_PREPARER_DIRECTORY_URL, preparerCredentials } from "~/rules/preparer-credentials.ts";
import { directionsUrl } from "~/lib/site-config.ts";
import { videoEmbedHosts } from "~/shared/video-player.ts";
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
const preparer = site.preparer ?? {};
const credentialLabels = preparerCredentials
  .filter(({ id }) => preparer.credentials?.includes(id))
  .map(({ label }) => label);
const { street, locality, region, regionCode, postalCode } = site.address;

const jsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    address?: Record<string, string>;
    employee?: Record<string, unknown>;
  };

const reviewLink = (page: Page) =>
  page.getByRole("link", { name: "Review us on Google (opens in a new tab)" });
const bookingLink = (page: Page) =>
  page.getByRole("link", { name: "Book an appointment (opens in a new tab)" });

/** What each page adds with the options on. */
const onPage: Record<string, (page: Page) => Promise<void>> = {
  "/": async (page) => {
    await expect(bookingLink(page)).toHaveAttribute("href", site.bookingUrl);
    // The home page sums up who does the work, lazily, and its JSON-LD names them.
    const section = page.getByRole("region", { name: "Who prepares your return" });
    await expect(section).toContainText(preparer.name ?? "no name in the variant");
    await expect(section.locator("picture img")).toHaveAttribute("loading", "lazy");
    for (const label of credentialLabels) await expect(section.getByText(label)).toBeVisible();
    await expect(section.getByRole("link", { name: /^More about / })).toHaveAttribute(
      "href",
      "/AboutUs",
    );
    // Its JSON-LD names the street and the preparer (their fields: tests/unit/preparer.test.ts).
    const data = await jsonLd(page);
    expect(data.address).toMatchObject({ "@type": "PostalAddress", streetAddress: street });
    expect(data.employee).toMatchObject({ "@type": "Person", name: preparer.name });
  },
  "/Reviews": async (page) => {
    await expect(reviewLink(page)).toHaveAttribute("href", site.reviewUrl);
    await expect(reviewLink(page)).toHaveAttribute("target", "_blank");
  },
  "/ContactUs": async (page) => {
    await expect(reviewLink(page)).toHaveAttribute("href", site.reviewUrl);
    await expect(bookingLink(page)).toHaveAttribute("href", site.bookingUrl);
    const address = page.getByRole("main").locator("address");
    await expect(address).toContainText(street);
    await expect(address).toContainText(`${locality}, ${region} ${postalCode}`);
    // With a street, Get directions (to the door: tests/unit/street-address.test.ts).
    await expect(
      page.getByRole("link", { name: `${contactUs.directionsAction} (opens in a new tab)` }),
    ).toHaveAttribute("href", directionsUrl(site.address));
    await expect(
      page.getByRole("link", { name: `${contactUs.townMapAction} (opens in a new tab)` }),
    ).toHaveCount(0);
    expect((await jsonLd(page)).address).toMatchObject({ streetAddress: street });
  },
  "/AboutUs": async (page) => {
    expect(credentialLabels.length).toBeGreaterThan(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: preparer.name })).toBeVisible();
    // The photo the build made: sized, never lazy near the top, in AVIF and WebP with a JPEG.
    const photo = main.locator("picture img");
    await expect(photo).toHaveAttribute("width", "160");
    await expect(photo).toHaveAttribute("height", "200");
    await expect(photo).toHaveAttribute("loading", "eager");
    await expect(photo).toHaveAttribute("src", /^\/assets\/preparer-[0-9a-f]{16}-160\.jpg$/);
    await expect(main.locator("picture source")).toHaveCount(2);
    // Chromium takes the AVIF.
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\.avif$/);
    for (const label of credentialLabels) await expect(main.getByText(label)).toBeVisible();
    for (const membership of preparer.memberships ?? [])
      await expect(main.getByText(membership)).toBeVisible();
    const verify = main.getByRole("link", {
      name: "Verify us in the IRS directory (opens in a new tab)",
    });
    await expect(verify).toHaveAttribute("href", IRS_PREPARER_DIRECTORY_URL);
    await expect(main).toContainText(`search for ${preparer.name}, ${locality}, ${regionCode}`);
  },
};

// The launched variant's videos have ids: their frames are answered here, not by the platform.
test.beforeEach(({ page }) =>
  page.route(`${videoEmbedHosts.youtube}/**`, (route) => route.fulfill({ body: "" })),
);

for (const route of routes) {
  test(`${route.path}: the notice first, the street in the footer, and what the options add`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route.path);
    const notice = page.getByRole("region", { name: "Notice" });
    await expect(notice).toContainText(options.text);
    await expect(notice.getByRole("link", { name: options.linkText })).toHaveAttribute(
      "href",
      options.linkUrl,
    );
    // Before the header: the first thing after the skip link.
    expect(
      await page.evaluate(() =>
        document
          .querySelector('[aria-label="Notice"]')
          ?.compareDocumentPosition(document.querySelector("header") as Node),
      ),
    ).toBe(4); // Node.DOCUMENT_POSITION_FOLLOWING
    await expect(page.getByRole("contentinfo").locator("address")).toContainText(street);
    const added = onPage[route.path];
    if (!added) {
      await expect(reviewLink(page)).toHaveCount(0);
      return;
    }
    await added(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the photo's files are cached for good, in the format each names", async ({ request }) => {
  const page = await request.get("/AboutUs");
  const files = [
    ...(await page.text()).matchAll(/\/assets\/preparer-[0-9a-f]{16}-\d+\.(avif|webp|jpg)/g),
  ];
  expect(new Set(files.map(([file]) => file)).size).toBe(6);
  for (const [file, extension] of files) {
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()["content-type"], file).toBe(
      `image/${extension === "jpg" ? "jpeg" : extension}`,
    );
    expect(answer.headers()["cache-control"], file).toContain("immutable");
  }
});
