/**
 * The one check of a data file's values (docs/product.md §18: "every rule the build enforces on a
 * value is enforced in the CMS before save, from the same declaration"). The build's loader
 * (load.server.ts) and the CMS (admin/field-rules.ts) both run it: the file's schema (beside
 * it, or in schemas/pages/: formats, ranges, dates on business days, cross-field rules) and the
 * figures a text may name (figures.ts). Each problem comes back with its place in the data, so the loader can
 * name the file, the entry and the field, and the CMS can show it at the field.
 *
 * Runs in the build and in /admin/, never in the public pages (lint keeps it out of them).
 */
import { z } from "zod";

import { figureNames, fillFiguresIn } from "../rules/figures.ts";
import { cms } from "./fields.ts";
import type { DataFile } from "./data-files.ts";

/** A value the build refuses: where it is in the file's data, and why ("must be …"). */
export interface ContentIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What a file's check gives: its data as the schema makes it, or every problem in it. */
export type CheckResult = { ok: true; data: unknown } | { ok: false; issues: ContentIssue[] };

/** What a file's texts may name: the figures when a field says so, and its own placeholders. */
interface NamesOfFile {
  takesFigures: boolean;
  /** `{name}`s the file's own fields fill in (pages/privacy.md's `{retention}`). */
  ownNames: string[];
}

const namesOfSchema = new WeakMap<z.ZodType, NamesOfFile>();

function namesOf(schema: z.ZodType): NamesOfFile {
  const known = namesOfSchema.get(schema);
  if (known) return known;
  const names: NamesOfFile = { takesFigures: false, ownNames: [] };
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    const meta = node as { figures?: unknown; ownNames?: unknown };
    if (meta.figures === true) names.takesFigures = true;
    if (Array.isArray(meta.ownNames)) names.ownNames.push(...(meta.ownNames as string[]));
    Object.values(node).forEach(visit);
  };
  visit(z.toJSONSchema(schema, { metadata: cms, io: "input" }));
  namesOfSchema.set(schema, names);
  return names;
}

/** Whether a file's texts may name figures: one of its fields says so (its CMS hint lists them). */
export const takesFigures = (schema: z.ZodType): boolean => namesOf(schema).takesFigures;

const FIGURE_LIST = figureNames.map((name) => `{${name}}`).join(", ");

/** Every `{name}` in a file's texts that is neither a figure nor one of the file's own names. */
function unknownNames(data: unknown, ownNames: readonly string[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const known = Object.fromEntries([...figureNames, ...ownNames].map((name) => [name, ""]));
  fillFiguresIn(data, known, (placeholder, at) => {
    issues.push({ path: at, message: `names ${placeholder}, which is not one of ${FIGURE_LIST}` });
    return placeholder;
  });
  return issues;
}

/** Checks one file's data (as parsed from its YAML or front matter) against its declaration. */
export function checkData({ schema }: Pick<DataFile, "schema">, data: unknown): CheckResult {
  const result = schema.safeParse(data);
  if (!result.success) {
    return {
      ok: false,
      issues: result.error.issues.map(({ path, message }) => ({ path, message })),
    };
  }
  const { takesFigures, ownNames } = namesOf(schema);
  const figureIssues = takesFigures ? unknownNames(data, ownNames) : [];
  return figureIssues.length > 0
    ? { ok: false, issues: figureIssues }
    : { ok: true, data: result.data };
}

/** `content/testimonials.yaml`: how messages name a file, as the owner sees it in the CMS. */
export const shownFile = (file: string) => `content/${file}`;

/** A readable place in a file: `entry 3 ("Robert K."): clientSince`. */
function describePath(file: string, data: unknown, issuePath: readonly PropertyKey[]) {
  const parts: string[] = [];
  let node: unknown = data;
  let fields: string[] = [];
  for (const [index, key] of issuePath.entries()) {
    if (typeof key === "number") {
      const item = (node as unknown[] | undefined)?.[key];
      const label =
        item && typeof item === "object"
          ? ["name", "title", "path", "taxpayer", "question"]
              .map((name) => (item as Record<string, unknown>)[name])
              .find((value) => typeof value === "string")
          : undefined;
      // The list's own name is left out when the file is named after it (testimonials).
      const listName = fields.join(".");
      if (listName && !(index === 1 && file.startsWith(listName))) parts.push(listName);
      // Written out as JSON does, and the line separators too, so a message is one line.
      const quoted = JSON.stringify(label)?.replace(
        /[\u2028\u2029]/g,
        (separator) => `\\u${separator.charCodeAt(0).toString(16)}`,
      );
      parts.push(`entry ${key + 1}${label ? ` (${quoted})` : ""}`);
      fields = [];
    } else {
      fields.push(String(key));
    }
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  }
  return { where: parts, field: fields.join(".") };
}

/**
 * The build's message for a problem: `content/hours.yaml: weekly: entry 2: closes must be
 * later than the opening time`.
 */
export function formatIssue(file: string, data: unknown, issue: ContentIssue): string {
  const { where, field } = describePath(file, data, issue.path);
  const place = [shownFile(file), ...where].join(": ");
  return field ? `${place}: ${field} ${issue.message}` : `${place}: ${issue.message}`;
}
