/**
 * What a route module may say about itself through its `handle` export.
 * docs/product.md §1: pages ship no JavaScript unless their route names an island
 * (docs/decisions/0006-contact-page-javascript.md).
 */
import type { UIMatch } from "react-router";

import type { IslandName } from "~/lib/islands.ts";

/**
 * What the footer shows on every page and a page may show itself: the hours table, the claims
 * (site-texts.yaml's `experience` and `portal`).
 */
export type FooterPart = "hours" | "experience" | "portal";

export interface RouteHandle {
  /** The island that brings this page's interactive parts to life in the browser. */
  island?: IslandName;
  /**
   * What this page already shows, which the footer then leaves out: a visitor reads each fact
   * once per page (the hours on Contact Us, the claims in the home page's banner).
   */
  showsInPage?: readonly FooterPart[];
}

const handlesOf = (matches: readonly UIMatch[]) =>
  matches.map((match) => match.handle as RouteHandle | undefined);

/** The island a matched route asks for, if any. */
export function islandOf(matches: readonly UIMatch[]): IslandName | undefined {
  return handlesOf(matches)
    .map((handle) => handle?.island)
    .find((island) => island !== undefined);
}

/** What the matched routes show themselves, which the footer leaves out. */
export function shownInPage(matches: readonly UIMatch[]): ReadonlySet<FooterPart> {
  return new Set(handlesOf(matches).flatMap((handle) => handle?.showsInPage ?? []));
}
