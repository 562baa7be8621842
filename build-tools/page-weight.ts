/**
 * What a page may weigh (docs/decisions/0008-first-paint.md): what its first screen needs fits the
 * first round trip of a new connection, 14 KB gzip, its stylesheet and an island's loader inline.
 * On Resources that is everything before the later months' closed `<details data-for="…">`
 * (components/sections/tax-dates.tsx), and the whole page stays within 16 KB. The fixture's pages
 * are held to it by tests/e2e/byte-budget.spec.ts; the owner's, whose words no test reads, by the
 * build's warning: a longer text of hers never fails a build or a test.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
/** 14 KB: the first round trip of a new connection (ten TCP segments), headers aside. */
export const HTML_BUDGET = 14 * KB;
/** A page whose later part waits behind a closed disclosure, whole. */
const WHOLE_PAGE_BUDGET = 16 * KB;
const LATER_PART = '<details data-for="';

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** A page's gzip bytes: whole, and what its first screen needs (the same without a later part). */
function pageWeight(html: Buffer): { whole: number; first: number; hasLater: boolean } {
  const laterAt = html.indexOf(LATER_PART);
  const whole = gzipped(html);
  return {
    whole,
    first: laterAt < 0 ? whole : gzipped(html.subarray(0, laterAt)),
    hasLater: laterAt >= 0,
  };
}

/** The build's warning for the pages over their budget, or undefined when each fits. */
export function pagesOverBudget(clientDir: string, files: readonly string[]): string | undefined {
  const over = files.flatMap((file) => {
    const { whole, first, hasLater } = pageWeight(readFileSync(path.join(clientDir, file)));
    const wholeBudget = hasLater ? WHOLE_PAGE_BUDGET : HTML_BUDGET;
    return first > HTML_BUDGET || whole > wholeBudget
      ? [
          `  - ${file}: ${first} B before its later part (budget ${HTML_BUDGET}), ${whole} B whole (budget ${wholeBudget})`,
        ]
      : [];
  });
  if (over.length === 0) return undefined;
  return [
    "Pages over the first round trip (gzip): they still work, but show later on a slow connection:",
    ...over,
    "  Shorter texts or fewer entries on them bring them back; a developer can look at what else weighs.",
  ].join("\n");
}
