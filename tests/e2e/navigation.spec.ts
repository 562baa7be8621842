/**
 * Moving between pages (specification §2): every navigation lands at the top, the home page's
 * buttons lead where the specification says. What every page holds is every-page.spec.ts's;
 * the redirects from other casings are the HTTP contract's (http-contract.ts).
 */
import { expect, test } from "./fixtures.ts";
import { routes } from "./site.ts";

test.describe("navigation", () => {
  test("every navigation lands at the top of the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/");
    for (const target of routes.slice(1)) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: target.label })
        .click();
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.h1);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test("from the hydrated contact page, links still land at the top", async ({ page }) => {
    await page.goto("/ContactUs");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/AboutUs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`Contact Us from a scrolled page's footer, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });
      for (const viewport of [
        { width: 1280, height: 720 },
        { width: 375, height: 740 },
      ]) {
        test(`${viewport.width} px: it opens at the top${javaScriptEnabled ? ", the name field focused" : ", the notice in view"}`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await page.goto("/AboutUs");
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
          await expect(page).toHaveURL(/\/ContactUs$/);
          const form = page.locator("form");
          if (javaScriptEnabled) {
            await expect(form.locator('button[type="submit"]')).toBeEnabled();
            await expect(form.locator('[name="name"]')).toBeFocused();
          } else {
            await expect(form.locator(".script-fallback")).toBeInViewport();
          }
          // Long enough for a late autofocus or layout shift to have scrolled it.
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
        });
      }
    });
  }

  test("the home page's Learn More buttons go to Planning, Services and Reviews", async ({
    page,
  }) => {
    await page.goto("/");
    const buttons = page.getByRole("link", { name: /^Learn More/ });
    await expect(buttons).toHaveCount(3);
    for (const [index, path] of ["/Planning", "/Services", "/Reviews"].entries()) {
      await expect(buttons.nth(index)).toHaveAttribute("href", path);
    }
    await buttons.nth(1).click();
    await expect(page).toHaveURL(/\/Services$/);
  });
});
