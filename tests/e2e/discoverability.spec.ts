/** What search engines and link previews read (PRODUCT.md §10), on the served build. */
import { expect, test } from "./fixtures.ts";
import { allRoutes, office, routes } from "./site.ts";

/** The default VITE_SITE_URL: the tests' build sets no overrides. */
const siteUrl = "https://www.example.com";

test("every page has its own description, a canonical link and Open Graph tags", async ({
  page,
}) => {
  const descriptions = new Set<string>();
  for (const route of allRoutes) {
    await page.goto(route.path);
    const url = `${siteUrl}${route.path}`;
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, route.path).toBeGreaterThan(50);
    descriptions.add(description ?? "");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      await page.title(),
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      description ?? "",
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  expect(descriptions.size).toBe(allRoutes.length);
});

test("the home and contact pages, and only they, describe the practice as JSON-LD", async ({
  page,
}) => {
  for (const route of routes) {
    await page.goto(route.path);
    const blocks = page.locator('script[type="application/ld+json"]');
    if (route.path !== "/" && route.path !== "/ContactUs") {
      await expect(blocks, route.path).toHaveCount(0);
      continue;
    }
    await expect(blocks, route.path).toHaveCount(1);
    const data = JSON.parse((await blocks.textContent()) ?? "") as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AccountingService",
      name: "Montgomery Tax Planning",
      email: office.email,
      telephone: office.tel.slice("tel:".length),
      address: { addressLocality: "Montgomery", addressRegion: "OH", postalCode: "45242" },
    });
    const hours = data.openingHoursSpecification as Array<Record<string, unknown>>;
    const weekend = hours.filter((entry) => "validFrom" in entry);
    expect(weekend.map((entry) => entry.dayOfWeek)).toEqual([
      ["https://schema.org/Saturday"],
      ["https://schema.org/Sunday"],
    ]);
    for (const entry of weekend) {
      expect(entry.validFrom).toMatch(/^\d{4}-01-15$/);
      expect(entry.validThrough).toMatch(/^\d{4}-04-15$/);
    }
  }
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(allRoutes.map((route) => `${siteUrl}${route.path}`));

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});
