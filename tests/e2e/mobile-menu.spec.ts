import { expect, test } from "./fixtures.ts";
import { fixture, routes } from "./site.ts";

for (const javaScriptEnabled of [false, true]) {
  test.describe(`mobile menu with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });

    test("opens from the Menu button and navigates", async ({ page }) => {
      await page.goto(javaScriptEnabled ? "/ContactUs" : "/Resources");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
      const portal = page.getByRole("banner").getByRole("link", { name: /^Client portal/ });
      await expect(menuButton).toBeVisible();
      await expect(nav.getByRole("link", { name: "Planning" })).toBeHidden();
      // The portal is one tap away, beside Menu (docs/product.md §26).
      await expect(portal).toBeVisible();
      await expect(portal).toHaveAttribute("href", fixture.site.portalUrl);
      await expect(portal).toHaveAttribute("target", "_blank");

      await menuButton.click();
      const links = nav.getByRole("link");
      await expect(links).toHaveText(routes.map((route) => route.label));
      for (const label of routes.map((route) => route.label)) {
        await expect(nav.getByRole("link", { name: label })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Planning" })).toBeHidden();

      await menuButton.click();
      await nav.getByRole("link", { name: "Videos" }).click();
      await expect(page).toHaveURL(/\/Videos$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.videos.heading);
    });
  });
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every link inline with no menu button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Client portal (opens in a new tab)" }),
    ).toBeVisible();
    for (const route of routes) {
      await expect(nav.getByRole("link", { name: route.label })).toBeVisible();
    }
  });
});

test("no page scrolls sideways on a 320 px phone, and the header's parts never overlap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const header = page.getByRole("banner");
  const parts = [
    header.getByRole("link", { name: fixture.site.businessName }),
    header.getByRole("link", { name: /^Client portal/ }),
    header.getByRole("button", { name: "Menu" }),
  ];
  for (const route of routes) {
    await page.goto(route.path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, route.path).toBeLessThanOrEqual(0);
  }
  const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
  for (const [left, right] of [
    [boxes[0], boxes[1]],
    [boxes[1], boxes[2]],
  ]) {
    expect((left?.x ?? 0) + (left?.width ?? 0)).toBeLessThanOrEqual(right?.x ?? 0);
  }
});
