/**
 * The phone menu (a Popover API popover, no script) in this engine, with the keyboard only:
 * Tab reaches the Menu button, Enter opens it, Tab walks into its links, Escape closes it and
 * gives focus back, and Enter on a link follows it.
 */
import { routes } from "../site.ts";

import type { EnginePage } from "./engine.ts";
import { expect, test } from "./fixtures.ts";
import { MAIN_NAV_LINKS, MENU, MENU_BUTTON, PORTAL } from "./site-parts.ts";

test.use({ width: 375 });

const link = (path: string) => `${MAIN_NAV_LINKS}[href="${path}"]`;

/** Presses Tab once per selector and expects focus on each in turn. */
async function tabThrough(engine: EnginePage, selectors: string[]) {
  for (const selector of selectors) {
    await engine.press("Tab");
    await expect
      .poll(() => engine.isFocused(selector), { message: `focus on ${selector}` })
      .toBe(true);
  }
}

test("opens, is followed and closes with the keyboard", async ({ engine }) => {
  await engine.goto("/Resources");
  expect(await engine.isVisible(MENU)).toBe(false);
  await tabThrough(engine, ['a[href="#main"]', 'header a[href="/"]', PORTAL, MENU_BUTTON]);

  await engine.press("Enter");
  await expect.poll(() => engine.isVisible(MENU)).toBe(true);
  await tabThrough(engine, [link("/"), link("/Planning")]);
  await engine.press("Escape");
  await expect.poll(() => engine.isVisible(MENU)).toBe(false);
  await expect.poll(() => engine.isFocused(MENU_BUTTON)).toBe(true);

  await engine.press("Enter");
  await expect.poll(() => engine.isVisible(MENU)).toBe(true);
  const videos = routes.findIndex((route) => route.path === "/Videos");
  await tabThrough(
    engine,
    routes.slice(0, videos + 1).map((route) => link(route.path)),
  );
  await engine.press("Enter");
  await expect.poll(() => engine.path().catch(() => "")).toBe("/Videos");
  // The address changes before the new document has parsed (seen in Firefox): wait for it.
  await expect.poll(() => engine.texts("h1").catch(() => [])).toEqual([routes[videos]?.h1]);
  expect(await engine.isVisible(MENU)).toBe(false);
});
