/** What search engines and link previews read (PRODUCT.md §10), on the served build. */
import { expect, test } from "./fixtures.ts";
import { allRoutes } from "./site.ts";

/** The default VITE_SITE_URL: the tests' build sets no overrides. */
const siteUrl = "https://www.example.com";

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
