/**
 * axe with the WCAG 2.0/2.1/2.2 A and AA rules (docs/product.md §13), in any engine, reported the
 * same way: axe-core's bundle is put into the page once and run there. One page, no frames to
 * visit (the site's pages have none), so no wrapper: @axe-core/playwright opened a second page
 * and injected the bundle into both on every call, about 2 s a run against 0.2 s here.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";
import type axe from "axe-core";

import { EnginePage } from "./engines/engine.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const hasAxe = () => "axe" in window;

async function runAxe(tags: string[]) {
  const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
    runOnly: { type: "tag", values: tags },
  });
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Every violation on the page as it is now: rule, impact and where. */
export async function axeViolations(target: Page | EnginePage) {
  if (target instanceof EnginePage) {
    if (!(await target.evaluate(hasAxe))) await target.run(axeSource);
    return target.evaluate(runAxe, WCAG_TAGS);
  }
  // The contact page's island and its stylesheet settle first.
  await target.waitForLoadState("networkidle");
  if (!(await target.evaluate(hasAxe))) await target.evaluate(axeSource);
  return target.evaluate(runAxe, WCAG_TAGS);
}
