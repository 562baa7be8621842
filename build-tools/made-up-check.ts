/**
 * Nothing made-up goes live (docs/product.md §19). The content's made-up values (what counts is
 * declared once, in app/rules/made-up.ts) as lines the owner can act on, each naming the CMS
 * screen and field where she replaces it, as /admin/ labels them (derived from the schemas'
 * labels and the CMS's lists, never retyped): `Across the site › Business details › Office
 * email: office@example.com is an example address`. A build for a real domain stops on them
 * (the content plugin, before anything is bundled); every other build lists them once and goes
 * on; `npm run check:content` reports them when the configured site address is a real domain.
 */
import { z } from "zod";

import { CMS_COLLECTIONS } from "../app/admin/cms-config.ts";
import { shownFile } from "../app/schemas/check.ts";
import { contentFiles } from "../app/schemas/data-files.ts";
import { cms } from "../app/schemas/fields.ts";
import { isRealSiteUrl, type MadeUpValue, type PathStep } from "../app/rules/made-up.ts";

/** A node of a schema as JSON Schema, with the CMS's labels merged in. */
interface LabelledNode {
  label?: string;
  properties?: Record<string, LabelledNode>;
  items?: LabelledNode;
  anyOf?: LabelledNode[];
}

/** A schema node's own shape: a value-or-empty field (`anyOf` with "") is its value's. */
const shapeOf = (node: LabelledNode | undefined): LabelledNode | undefined =>
  node?.anyOf?.find((branch) => branch.properties || branch.items) ?? node;

/** The words of a place in a data file as /admin/ shows it: `Business details › Office email`. */
function cmsPlaceOf(value: Pick<MadeUpValue, "file" | "path">): string {
  const declared = contentFiles[value.file];
  const collection = CMS_COLLECTIONS.find(({ name }) => name === declared.collection);
  let node = z.toJSONSchema(declared.schema, { metadata: cms, io: "input" }) as LabelledNode;
  const words = [collection?.label ?? declared.collection, declared.label];
  for (const step of value.path) {
    if (typeof step === "object") {
      node = shapeOf(node)?.items ?? {};
      words.push(step.name ?? `item ${step.index + 1}`);
    } else {
      node = shapeOf(node)?.properties?.[step] ?? {};
      words.push(node.label ?? step);
    }
  }
  return words.join(" › ");
}

/** A field's place in its file as the build's messages name it: `chapters.1.id`. */
const fieldPathOf = (path: readonly PathStep[]) =>
  path.map((step) => (typeof step === "object" ? String(step.index + 1) : step)).join(".");

/** A long value, shortened to what names it. */
const shortened = (text: string, most = 70) =>
  text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text;

/**
 * A made-up value in the owner's words: where she replaces it, the value and why. /admin/'s
 * launch checklist shows these words (build-tools/postbuild.ts writes them for it).
 */
export function madeUpWords(value: MadeUpValue): string {
  const what = value.value ? `: ${shortened(value.value)} ${value.says}` : ` ${value.says}`;
  return `${cmsPlaceOf(value)}${what}`;
}

/** One line per made-up value: its words, and its file. */
export const madeUpLines = (madeUp: readonly MadeUpValue[]): string[] =>
  madeUp.map(
    (value) =>
      `${madeUpWords(value)} (${shownFile(contentFiles[value.file].file)}: ${fieldPathOf(value.path)})`,
  );

export class MadeUpError extends Error {
  override name = "MadeUpError";
  constructor(message: string) {
    super(message);
    // The list is the whole message: no trace of the build's own code under it.
    this.stack = `${this.name}: ${message}`;
  }
}

const listed = (lines: readonly string[]) => lines.map((line) => `  - ${line}`).join("\n");

/**
 * The build's word on the made-up values: for a real domain, a MadeUpError listing each (the
 * build stops); for any other address, the same list once as a notice (`warn`), and on.
 */
export function checkMadeUp(
  madeUp: readonly MadeUpValue[],
  siteUrl: string,
  warn: (message: string) => void = console.warn,
): void {
  if (madeUp.length === 0) return;
  const lines = madeUpLines(madeUp);
  if (isRealSiteUrl(siteUrl)) {
    throw new MadeUpError(
      `The site is built for ${siteUrl}, a real domain, but its content still holds ${lines.length} made-up value${lines.length === 1 ? "" : "s"}. Replace each in the CMS at /admin/ (or in its file), then build again (docs/owner-guide.md › Before the site goes live):\n${listed(lines)}`,
    );
  }
  warn(
    `\n⚠ Made-up values, fine for a build for ${siteUrl}; a build for the real domain stops until each is replaced:\n${listed(lines)}\n`,
  );
}
