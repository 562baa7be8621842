/** Where the journeys find the site's parts, as CSS selectors (WebDriver has no role queries). */
import type { EnginePage } from "./engine.ts";
import { expect } from "./fixtures.ts";

export const MAIN_NAV_LINKS = 'nav[aria-label="Main"] a';
export const MENU_BUTTON = "header button[popovertarget]";
export const MENU = "#site-menu";
export const PORTAL = 'header a[target="_blank"]';
export const SUBMIT = 'form button[type="submit"]';
export const OFFICE_STATUS = '[data-testid="office-status"]';

/** The contact page once its island runs: the button enabled, the office status rendered. */
export async function waitForContactIsland(engine: EnginePage) {
  await expect
    .poll(() =>
      engine.evaluate(
        (submit, status) =>
          !document.querySelector(submit)?.hasAttribute("disabled") &&
          !!document.querySelector(status),
        SUBMIT,
        OFFICE_STATUS,
      ),
    )
    .toBe(true);
}
