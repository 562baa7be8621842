/**
 * Pages are declared once, in app/pages.ts: a route module finds its page there by its own
 * route id (the page's name) and never names its own path. `npm run typecheck` runs
 * `react-router typegen`, then `tsc`, which reads the tests too: the type assertion and the
 * `@ts-expect-error` below fail the typecheck if the list and React Router's routes ever
 * disagree.
 */
import type { Register } from "react-router";
import { describe, expect, expectTypeOf, it } from "vitest";

import { type PageName, pageOfMatches, pages } from "~/pages.ts";

// The list's page names are exactly React Router's ids for the pages (all but root and catch-all).
expectTypeOf<PageName>().toEqualTypeOf<
  Exclude<keyof Register["routeModules"], "root" | "routes/not-found">
>();

const root = { id: "root" } as const;

describe("a route module's page", () => {
  it("is found in the page list by the route id of its own match", () => {
    for (const page of pages) {
      expect(pageOfMatches([root, { id: page.name }])).toBe(page);
    }
  });

  it("does not exist for the catch-all", () => {
    expect(() => pageOfMatches([root, { id: "routes/not-found" }])).toThrow(/routes\/not-found/);
  });
});
