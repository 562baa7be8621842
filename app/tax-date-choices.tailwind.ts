/**
 * The stylesheet's part of the tax dates' choice on Resources (docs/product.md §14: it works without
 * JavaScript), loaded by app.css (`@plugin`): for each choice (rules/tax-audiences.ts, the
 * one list), while its radio button is checked, every element of the section whose `data-for`
 * does not name it is hidden. One rule per choice, written from the list, so a new audience
 * needs no CSS (components/sections/tax-dates.tsx renders the `data-for` attributes and the
 * radios' values). `!important`: a utility's `display` (a later layer) must not show it again.
 * Browsers without `:has()` show everything: every date, and each feed's links under the name
 * of its audience (tests/e2e/whats-next.spec.ts loads the page with these rules removed).
 */
import plugin from "tailwindcss/plugin";

import { taxDateChoiceIds } from "./rules/tax-audiences.ts";

export default plugin(({ addComponents }) => {
  addComponents(
    Object.fromEntries(
      taxDateChoiceIds.map((choice) => [
        `.tax-dates:has([value="${choice}"]:checked) [data-for]:not([data-for~="${choice}"])`,
        { display: "none !important" },
      ]),
    ),
  );
});
