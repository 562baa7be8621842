import { expect, NOT_FOUND_DOCUMENT_ERROR, test } from "./fixtures.ts";
import { allRoutes, contentRoutes, fixture, office, privacyRoute, routes } from "./site.ts";

/** The pages beyond the specification's navigation (the privacy notice and any like it). */
const footerOnly = allRoutes.filter((route) => !routes.some((spec) => spec.path === route.path));

test.describe("every route", () => {
  for (const route of allRoutes) {
    test(`${route.path} has its title, one h1, the navigation and the footer`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(page.url()).toMatch(new RegExp(`${route.path === "/" ? "/" : route.path}$`));
      expect(await page.title()).toContain(fixture.site.businessName);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);

      const nav = page.getByRole("navigation", { name: "Main" });
      const links = nav.getByRole("link");
      await expect(links).toHaveText(routes.map((r) => r.label));
      for (const [index, target] of routes.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", target.path);
      }
      // The pages beyond the specification's are not in the header's navigation (docs/product.md §14).
      if (footerOnly.includes(route)) {
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
      } else {
        await expect(nav.locator('[aria-current="page"]')).toHaveText(route.label);
      }

      const footer = page.getByRole("contentinfo");
      const footerNav = footer.getByRole("navigation", { name: "Footer" });
      await expect(footerNav.getByRole("link")).toHaveText([
        "Home",
        "About Us",
        "Contact Us",
        ...footerOnly.map((beyond) => beyond.label),
      ]);
      for (const beyond of [privacyRoute, ...footerOnly]) {
        await expect(footerNav.getByRole("link", { name: beyond.label })).toHaveAttribute(
          "href",
          beyond.path,
        );
      }
      await expect(footer.getByRole("link", { name: office.email })).toHaveAttribute(
        "href",
        `mailto:${office.email}`,
      );
      await expect(footer.getByRole("link", { name: office.phone })).toHaveAttribute(
        "href",
        office.tel,
      );
      await expect(footer).toContainText(office.place);
    });
  }

  test("titles are unique", async ({ page }) => {
    const titles = new Set<string>();
    for (const route of allRoutes) {
      await page.goto(route.path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(allRoutes.length);
  });
});

test.describe("HTML first", () => {
  for (const route of [...contentRoutes, ...footerOnly]) {
    test(`${route.path} loads no script at all`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      // JSON-LD (home page) is data, not JavaScript; every other script element counts.
      await expect(
        page.locator('script:not([type="application/ld+json"]), link[rel=modulepreload]'),
      ).toHaveCount(0);
    });
  }

  test("the contact page opts in to JavaScript", async ({ page }) => {
    await page.goto("/ContactUs");
    await expect(page.locator("script[type=module]")).toHaveCount(1);
  });
});

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

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/Services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("unknown paths", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_DOCUMENT_ERROR] });

  test("an unknown path shows the home content with a not-found notice and status 404", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("status")).toContainText("Here is our home page instead.");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("heading", { name: fixture.home.hero.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(3);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("script")).toHaveCount(0);
  });
});

test.describe("casing", () => {
  for (const [variant, canonical] of [
    ["/planning", "/Planning"],
    ["/ABOUTUS", "/AboutUs"],
    ["/contactus/", "/ContactUs"],
    ["/Services/", "/Services"],
  ] as const) {
    test(`${variant} reaches ${canonical}`, async ({ page, request }) => {
      const direct = await request.get(variant, { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(new URL(direct.headers()["location"] ?? "", "http://x").pathname).toBe(canonical);
      await page.goto(variant);
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    });
  }
});
