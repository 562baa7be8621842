/**
 * What a route module may say about itself through its `handle` export.
 * PRODUCT.md §1: pages ship no JavaScript unless their route names an island
 * (docs/decisions/0006-contact-page-javascript.md).
 */
import type { UIMatch } from "react-router";

import type { IslandName } from "~/lib/islands.ts";

export interface RouteHandle {
  /** The island that brings this page's interactive parts to life in the browser. */
  island?: IslandName;
}

/** The island a matched route asks for, if any. */
export function islandOf(matches: readonly UIMatch[]): IslandName | undefined {
  return matches
    .map((match) => (match.handle as RouteHandle | undefined)?.island)
    .find((island) => island !== undefined);
}
