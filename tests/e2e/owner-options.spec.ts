/**
 * What the owner can switch on in the CMS (docs/product.md §14), in the production build whose
 * content sets them (playwright.config.ts: the fixtures with tests/fixtures/content-owner-options
 * on top): the site-wide notice, the "Review us on Google" and "Book an appointment" links, and
 * the office's street (the address block, the directions to the door, the structured data) and
 * who does the work (docs/product.md §21: name, photo, credentials, memberships, the IRS directory).
 */
import path from "node:path";

import { loadContent } from "~/schemas/load.server.ts";
import { IRS_PREPARER_DIRECTORY_URL, preparerCredentials } from "~/rules/preparer-credentials.ts";
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

const preparer = site.preparer ?? {};
const credentialLabels = preparerCredentials
  .filter(({ id }) => preparer.credentials?.includes(id))
  .map(({ label }) => label);

test("About Us shows who does the work: name, photo, credentials, memberships, the IRS directory", async ({
  page,
}) => {
  expect(credentialLabels.length).toBeGreaterThan(0);
  await page.goto("/AboutUs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: preparer.name })).toBeVisible();
  // The photo the build made: sized, never lazy near the top, in AVIF and WebP with a JPEG.
  const photo = main.locator("picture img");
  await expect(photo).toHaveAttribute("width", "160");
  await expect(photo).toHaveAttribute("height", "200");
  await expect(photo).toHaveAttribute("loading", "eager");
  await expect(photo).toHaveAttribute("src", /^\/assets\/preparer-[0-9a-f]{16}-160\.jpg$/);
  await expect(main.locator("picture source")).toHaveCount(2);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // Chromium takes the AVIF.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\.avif$/);
  for (const label of credentialLabels) await expect(main.getByText(label)).toBeVisible();
  for (const membership of preparer.memberships ?? []) {
    await expect(main.getByText(membership)).toBeVisible();
  }
  const verify = main.getByRole("link", {
    name: "Verify us in the IRS directory (opens in a new tab)",
  });
  await expect(verify).toHaveAttribute("href", IRS_PREPARER_DIRECTORY_URL);
  await expect(verify).toHaveAttribute("target", "_blank");
  await expect(main).toContainText(
    `search for ${preparer.name}, ${site.address.locality}, ${site.address.regionCode}`,
  );
});

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

test("the home page sums up who does the work, lazily, and its JSON-LD names them", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Who prepares your return" });
  await expect(section).toContainText(preparer.name ?? "no name in the variant");
  await expect(section.locator("picture img")).toHaveAttribute("loading", "lazy");
  await expect(section.locator("picture img")).toHaveAttribute("width", "160");
  for (const label of credentialLabels) await expect(section.getByText(label)).toBeVisible();
  await expect(section.getByRole("link", { name: /^More about / })).toHaveAttribute(
    "href",
    "/AboutUs",
  );
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { employee?: Record<string, unknown> };
  expect(data.employee).toMatchObject({
    "@type": "Person",
    name: preparer.name,
    image: expect.stringMatching(/\/assets\/preparer-[0-9a-f]{16}-320\.jpg$/),
    hasCredential: credentialLabels.map((name) => ({
      "@type": "EducationalOccupationalCredential",
      name,
    })),
    memberOf: (preparer.memberships ?? []).map((name) => ({ "@type": "Organization", name })),
  });
});

for (const width of [375, 1280]) {
  test(`the notice, the optional links and who does the work pass axe at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/ContactUs", "/Reviews", "/AboutUs"]) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
