/**
 * Trust (docs/product.md §21), on the fixture build, whose preparer fields are empty: "How we will
 * contact you" and the accessibility statement are prerendered from their Markdown files, linked
 * from every page's footer (never the header) and, the first, from the contact form; and nothing
 * of the preparer shows while the owner has filled nothing in. With the fields filled in:
 * owner-options.spec.ts. The axe scans of the new pages are accessibility.spec.ts's (every page
 * of the list), the sitemap's discoverability.spec.ts's.
 */
import { pageAt } from "~/pages.ts";

import { expect, test } from "./fixtures.ts";
import { allRoutes, fixture, office, routes } from "./site.ts";

const contactPolicy = pageAt("/HowWeContactYou");
const accessibility = pageAt("/Accessibility");

test("/HowWeContactYou says what the office never asks, and where to report a scam", async ({
  page,
}) => {
  await page.goto(contactPolicy.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.howWeContactYou.heading);
  const main = page.getByRole("main");
  await expect(main).toContainText("starting point for the office to review");
  for (const heading of [
    "What we will never do",
    "How we share documents",
    "If in doubt, call us",
    "How to report a scam",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText("Social Security number, a password or your bank account");
  await expect(main).toContainText("gift cards, cryptocurrency");
  // The office's own number, filled in from site.yaml, never typed into the text.
  await expect(main).toContainText(`Call us at ${office.phone}`);
  await expect(main.getByRole("link", { name: "phishing@irs.gov" })).toHaveAttribute(
    "href",
    "mailto:phishing@irs.gov",
  );
  await expect(
    main.getByRole("link", { name: "Report phishing and online scams" }),
  ).toHaveAttribute("href", "https://www.irs.gov/privacy-disclosure/report-phishing");
  await expect(main.getByRole("link", { name: "ReportFraud.ftc.gov" })).toHaveAttribute(
    "href",
    "https://reportfraud.ftc.gov/",
  );
});

test("/Accessibility states the target, the tests, and how to report a barrier", async ({
  page,
}) => {
  await page.goto(accessibility.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.accessibility.heading);
  await expect(page.getByText("Last changed: Saturday, November 21, 2026")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("WCAG) 2.2 at level AA");
  await expect(main).toContainText("Chromium (Chrome, Edge, Android), Firefox and WebKit (Safari)");
  await expect(main.getByRole("heading", { level: 2, name: "Known limitations" })).toBeVisible();
  await expect(main.getByRole("link", { name: office.email })).toHaveAttribute(
    "href",
    `mailto:${office.email}`,
  );
  await expect(main).toContainText(`call ${office.phone}`);
  await expect(main).toContainText("within two business days [to be confirmed by the office]");
});

test("every page's footer links both pages, and the header's navigation neither", async ({
  page,
}) => {
  for (const route of allRoutes) {
    await page.goto(route.path);
    for (const linked of [contactPolicy, accessibility]) {
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: linked.navLabel, exact: true }),
        route.path,
      ).toHaveAttribute("href", linked.path);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: linked.navLabel }),
        route.path,
      ).toHaveCount(0);
    }
  }
});

test("the contact form links How we will contact you, and it opens", async ({ page }) => {
  await page.goto("/ContactUs");
  const link = page.getByRole("link", { name: "how we will contact you" });
  await expect(link).toHaveAttribute("href", contactPolicy.path);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${contactPolicy.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.howWeContactYou.heading);
});

test("with the preparer fields empty, no photo, credential or IRS link shows", async ({ page }) => {
  expect(fixture.site.preparer?.credentials ?? []).toEqual([]);
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.locator("picture"), route.path).toHaveCount(0);
    await expect(page.getByText("Credentials", { exact: true }), route.path).toHaveCount(0);
    await expect(page.getByRole("link", { name: /IRS directory/ }), route.path).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Who prepares your return" }),
      route.path,
    ).toHaveCount(0);
  }
  await page.goto("/");
  await expect(page.locator('script[type="application/ld+json"]')).not.toContainText("employee");
  // About Us keeps the owner's initials and name.
  await page.goto("/AboutUs");
  await expect(page.getByRole("heading", { level: 2, name: fixture.site.ownerName })).toBeVisible();
});
