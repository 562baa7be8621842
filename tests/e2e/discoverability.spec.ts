/** What search engines and link previews read (docs/product.md §10), on the served build. */
import { expect, test } from "./fixtures.ts";
import { allRoutes, fixture, office, routes } from "./site.ts";

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
    // What the fixture data files say, as schema.org names it.
    const { site, hours } = fixture;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AccountingService",
      name: site.businessName,
      email: office.email,
      telephone: office.tel.slice("tel:".length),
      address: {
        addressLocality: site.address.locality,
        addressRegion: site.address.regionCode,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
    });
    const entries = data.openingHoursSpecification as Array<Record<string, unknown>>;
    expect(entries.map((entry) => [entry.dayOfWeek, entry.opens, entry.closes])).toEqual(
      hours.weekly.map((row) => [
        row.days.map((day) => `https://schema.org/${day}`),
        row.opens,
        row.closes,
      ]),
    );
    // The weekend rows hold only in the coming tax season (month-day from hours.yaml).
    for (const [index, row] of hours.weekly.entries()) {
      const entry = entries[index] ?? {};
      if (!row.taxSeasonOnly) {
        expect(entry).not.toHaveProperty("validFrom");
        continue;
      }
      expect(entry.validFrom).toMatch(new RegExp(`^\\d{4}-${hours.taxSeason.start}$`));
      expect(entry.validThrough).toMatch(new RegExp(`^\\d{4}-${hours.taxSeason.end}$`));
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

test("the questions page is in the footer, linked from Services and Contact Us, and carries FAQPage data", async ({
  page,
}) => {
  const { questions } = fixture;
  for (const path of ["/Services", "/ContactUs"]) {
    await page.goto(path);
    await expect(
      page.getByRole("main").getByRole("link", { name: questions.linkText }),
    ).toHaveAttribute("href", "/Questions");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Questions and answers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(questions.heading);
  for (const { question } of questions.questions) {
    await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
  }
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
  ) as unknown;
  // The answers as the page shows them, figures filled in ({howWeMeet} from site.yaml).
  expect(data).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  });
});
