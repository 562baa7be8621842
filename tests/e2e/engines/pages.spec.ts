/**
 * Every page in this engine, on a phone and on a desktop: its h1, the eight navigation links in
 * order with the current one marked, folded into the menu only on the phone, and no axe
 * violation; and, as in every engine test, no page error and no CSP violation (./fixtures.ts).
 */
import { routes } from "../site.ts";

import { axeViolations } from "../axe.ts";
import { expect, test } from "./fixtures.ts";
import { MAIN_NAV_LINKS, MENU_BUTTON, waitForContactIsland } from "./site-parts.ts";

// Every page in one test per width: a page load and an axe run each.
test.describe.configure({ timeout: 120_000 });

for (const width of [375, 1280] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ width });

    test("every page: its h1, the navigation with the current page, no axe violation", async ({
      engine,
    }) => {
      for (const route of routes) {
        await engine.goto(route.path);
        // Read once: the header and the h1 are prerendered, and no script changes them (the
        // contact page's island renders only the form, the toasts and the office status).
        expect(await engine.texts("h1"), route.path).toEqual([route.h1]);
        expect(await engine.texts(MAIN_NAV_LINKS)).toEqual(routes.map((r) => r.label));
        expect(await engine.attributes(MAIN_NAV_LINKS, "href")).toEqual(routes.map((r) => r.path));
        expect(await engine.attributes(MAIN_NAV_LINKS, "aria-current"), route.path).toEqual(
          routes.map((r) => (r === route ? "page" : null)),
        );
        // The header's xl breakpoint: below it the links wait behind the Menu button.
        expect(await engine.isVisible(MAIN_NAV_LINKS)).toBe(width === 1280);
        expect(await engine.isVisible(MENU_BUTTON)).toBe(width === 375);

        if (route.path === "/ContactUs") await waitForContactIsland(engine);
        expect(await axeViolations(engine), route.path).toEqual([]);
      }
    });
  });
}
