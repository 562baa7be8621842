import { expect, test } from "./fixtures.ts";
import { fixture, routes } from "./site.ts";

for (const javaScriptEnabled of [false, true]) {
  test.describe(`mobile menu with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });

    test("opens from the Menu button and navigates", async ({ page }) => {
      await page.goto(javaScriptEnabled ? "/ContactUs" : "/Resources");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
      await expect(menuButton).toBeVisible();
      await expect(nav.getByRole("link", { name: "Planning" })).toBeHidden();

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
