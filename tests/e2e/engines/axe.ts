/**
 * axe in any engine: axe-core's bundle is put into the page and run there with the same WCAG
 * rules as the Chromium tests (../axe.ts), reported the same way.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type axe from "axe-core";

import { WCAG_TAGS } from "../axe.ts";

import type { EnginePage } from "./engine.ts";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Every violation on the page as it is now: rule, impact and where. */
export async function axeViolations(engine: EnginePage) {
  await engine.run(axeSource);
  return engine.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
    });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, WCAG_TAGS);
}
