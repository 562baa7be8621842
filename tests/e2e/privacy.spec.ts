/**
 * The privacy notice (docs/product.md §14), on the fixture build: /Privacy is prerendered from
 * pages/privacy.md, linked from every page's footer and from the contact form's note, never from the
 * header's navigation, in the sitemap, and says who delivers the form (EmailJS), how long the
 * office keeps it and when the notice last changed. Its axe scans are accessibility.spec.ts's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { parseMarkdownFile } from "~/schemas/load.server.ts";

import { expect, test } from "./fixtures.ts";
import { FIXTURE_CONTENT_DIR, office, privacyRoute, routes } from "./site.ts";

const { retention } = parseMarkdownFile(
  readFileSync(path.join(FIXTURE_CONTENT_DIR, "pages/privacy.md"), "utf8"),
) as { retention?: string };

test("/Privacy says who delivers the form, how long it is kept, and when it last changed", async ({
  page,
}) => {
  await page.goto(privacyRoute.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyRoute.h1);
  await expect(page.getByText("Last changed: Tuesday, November 24, 2026")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("EmailJS");
  await expect(main.getByText(retention ?? "no retention in the fixture")).toBeVisible();
  await expect(main).toContainText("not legal advice");
  for (const heading of [
    "What the contact form collects, and why",
    "Who handles it",
    "How long we keep it",
    "No cookies, no tracking",
    "A copy of your information, or its deletion",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // The figures are filled in: the office's own address to write to.
  await expect(main.getByRole("link", { name: office.email })).toHaveAttribute(
    "href",
    `mailto:${office.email}`,
  );
});

test("every page's footer links the notice, and the header's navigation does not", async ({
  page,
}) => {
  for (const route of routes) {
    await page.goto(route.path);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }),
      route.path,
    ).toHaveAttribute("href", privacyRoute.path);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Privacy" }),
      route.path,
    ).toHaveCount(0);
  }
});

test("the contact form's note links the notice, and it opens", async ({ page }) => {
  await page.goto("/ContactUs");
  const link = page.getByRole("link", { name: "our privacy notice" });
  await expect(link).toHaveAttribute("href", privacyRoute.path);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${privacyRoute.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyRoute.h1);
});
