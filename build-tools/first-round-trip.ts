/**
 * What the build's inlining steps share (PRODUCT.md §15, docs/decisions/0008-first-paint.md):
 * the first round trip's budget and the all-or-none replacement of a page's tags by their
 * contents. build-tools/inline-stylesheets.ts decides which `<link>` tags can become `<style>`,
 * build-tools/inline-island-loaders.ts which `<script src>` tags can become inline scripts.
 */
import { gzipSync } from "node:zlib";

/** The first round trip of a new connection: ten TCP segments, headers aside. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** Gzip at the level the byte budgets measure (level 9, deterministic). */
export const gzipBytes = (text: string): number => gzipSync(text, { level: 9 }).length;

export interface InlineResult {
  html: string;
  /** What is now inline (hrefs or srcs); empty when the page kept its tags. */
  inlined: string[];
  /** Gzip bytes of the HTML returned. */
  gzipBytes: number;
  /** Why the tags were kept, if they were. */
  keptBecause?: string;
}

/**
 * What to do with one matched tag: leave it alone (undefined), put `inline` in its place, or
 * keep every tag of the page because of `refused`. `name` is the href or src, for the report.
 */
export type TagDecision =
  | { name: string; inline: string; refused?: never }
  | { name: string; refused: string; inline?: never }
  | undefined;

/**
 * Replaces each tag `pattern` (global, one capture group) matches as `decide` says, all or
 * none: none when a tag is refused or the page would exceed `budget` gzip bytes. Pure apart
 * from `decide`.
 */
export function inlineAllOrNone(
  html: string,
  pattern: RegExp,
  decide: (captured: string) => TagDecision,
  budget = FIRST_ROUND_TRIP_BYTES,
): InlineResult {
  const inlined: string[] = [];
  let keptBecause: string | undefined;
  const candidate = html.replace(pattern, (tag, captured: string) => {
    const decision = decide(captured);
    if (decision === undefined) return tag;
    if (decision.refused !== undefined) {
      keptBecause ??= `${decision.name}: ${decision.refused}`;
      return tag;
    }
    inlined.push(decision.name);
    return decision.inline;
  });
  const keep = (reason: string): InlineResult => ({
    html,
    inlined: [],
    gzipBytes: gzipBytes(html),
    keptBecause: reason,
  });
  if (keptBecause) return keep(keptBecause);
  if (inlined.length === 0) return { html, inlined, gzipBytes: gzipBytes(html) };
  const size = gzipBytes(candidate);
  if (size > budget)
    return keep(`${size} B gzip with ${inlined.join(", ")} inline, over ${budget} B`);
  return { html: candidate, inlined, gzipBytes: size };
}
