/**
 * What a route module may say about itself through its `handle` export.
 * PRODUCT.md §1: pages ship no JavaScript unless their route asks to be hydrated.
 */
import type { UIMatch } from "react-router";

export interface RouteHandle {
  /** Load React in the browser for this page (only the contact form needs it). */
  hydrate?: boolean;
}

/** Whether any matched route asked for hydration. */
export function wantsHydration(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
