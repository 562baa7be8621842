/**
 * Pages are declared once, in content/pages.ts: a route module finds its page there by its own
 * route id and never names its own path. `npm run typecheck` runs `react-router typegen`, then
 * `tsc`, which reads the tests too: the type assertion and the `@ts-expect-error` below fail the
 * typecheck if the list and React Router's routes ever disagree.
 */
import type { Register } from "react-router";
import { describe, expect, expectTypeOf, it } from "vitest";

import { pageOfMatches, type PageRouteId, pages } from "~/content/pages.ts";

// The list's route ids are exactly React Router's ids for the pages (all but root and catch-all).
expectTypeOf<PageRouteId>().toEqualTypeOf<
  Exclude<keyof Register["routeModules"], "root" | "routes/not-found">
>();

const root = { id: "root" } as const;

describe("a route module's page", () => {
  it("is found in the page list by the route id of its own match", () => {
    for (const page of pages) {
      const id = page.file.replace(/\.tsx$/, "") as PageRouteId;
      expect(pageOfMatches([root, { id }])).toBe(page);
    }
  });

  it("does not exist for the catch-all, which does not compile", () => {
    // @ts-expect-error the not-found route is no page of the list
    expect(() => pageOfMatches([root, { id: "routes/not-found" }])).toThrow(/routes\/not-found/);
  });
});
