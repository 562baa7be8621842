/**
 * The build's rules, in the CMS (docs/product.md §18): every value the owner is about to save is
 * checked by the same function the build runs (schemas/check.ts, on the file's schema), and
 * each problem is shown at its field in the build's own words, with the field's label before
 * them ("Date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday
 * 2027-05-17."). Nothing here restates a rule: it only finds where a problem belongs.
 */
import type { z } from "zod";

import { checkData, type ContentIssue, formatIssue } from "~/schemas/check.ts";
import { type ContentName, contentFiles, type DataFile } from "~/schemas/data-files.ts";
import { type MadeUpValue, madeUpValuesOf } from "~/rules/made-up.ts";
import { cms, type CmsMeta } from "~/schemas/fields.ts";

/** A data file's declaration by its CMS entry's name, its name in the list (`taxDates`). */
const declarations = new Map<string, DataFile>(Object.entries(contentFiles));

/** The declaration of the data file a CMS entry edits, if it is one of the site's. */
export const declarationOf = (entryName: string): DataFile | undefined =>
  declarations.get(entryName);

const checked = new WeakMap<object, readonly ContentIssue[]>();

/**
 * Every problem in an entry's data, as the build would find it. Decap keeps an entry's data as
 * one immutable value until it changes: the fields of one entry share one check of it (`key`),
 * and its plain form is read only then.
 */
export function issuesOf(
  declared: DataFile,
  key: object,
  read: () => unknown,
): readonly ContentIssue[] {
  const known = checked.get(key);
  if (known) return known;
  const result = checkData(declared, read());
  const issues = result.ok ? [] : result.issues;
  checked.set(key, issues);
  return issues;
}

export const startsWith = (path: readonly PropertyKey[], prefix: readonly PropertyKey[]) =>
  prefix.every((key, index) => path[index] === key);

/** A made-up value's place in its file's data, as the fields know theirs (`["chapters", 0, "id"]`). */
export const placeOfValue = (value: Pick<MadeUpValue, "path">): PropertyKey[] =>
  value.path.map((step) => (typeof step === "object" ? step.index : step));

const madeUpChecked = new WeakMap<object, readonly MadeUpValue[]>();

/**
 * What in an entry's data still stops the site from going live (the build's rule,
 * rules/made-up.ts), checked once per value of the data, as `issuesOf`.
 */
export function madeUpOf(entryName: string, key: object, read: () => unknown) {
  const known = madeUpChecked.get(key);
  if (known) return known;
  const found = entryName in contentFiles ? madeUpValuesOf(entryName as ContentName, read()) : [];
  madeUpChecked.set(key, found);
  return found;
}

/** The problems at a field or inside its value (a choice's items): what it shows. */
export const issuesAtField = (
  issues: readonly ContentIssue[],
  place: readonly PropertyKey[],
): ContentIssue[] => issues.filter((issue) => startsWith(issue.path, place));

/**
 * The problems of a list as a whole, and, in a list of objects, of one of its items as a whole:
 * what no field of an item shows. (In a list of texts, an item's problem is its text field's.)
 */
export const issuesAtList = (
  issues: readonly ContentIssue[],
  place: readonly PropertyKey[],
  { itemsAreObjects }: { itemsAreObjects: boolean },
): ContentIssue[] =>
  issues.filter(
    (issue) =>
      startsWith(issue.path, place) &&
      (issue.path.length === place.length ||
        (itemsAreObjects &&
          issue.path.length === place.length + 1 &&
          typeof issue.path[place.length] === "number")),
  );

/** "Closes" + "must be later than the opening time" -> "Closes must be later than …". */
export function fieldMessage(label: string, issue: ContentIssue): string {
  const text = `${label} ${issue.message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Each problem as the build says it, naming the file, the entry and the field. */
export const buildMessages = (declared: DataFile, data: unknown, issues: readonly ContentIssue[]) =>
  issues.map((issue) => formatIssue(declared.file, data, issue));

/** Peels what wraps a schema without changing its place in the data: a transform, an option. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (;;) {
    const def = node._zod.def as {
      type: string;
      in?: z.ZodType;
      innerType?: z.ZodType;
      options?: z.ZodType[];
    };
    if (def.type === "pipe" && def.in) node = def.in;
    else if (def.innerType) node = def.innerType;
    else if (def.type === "union" && def.options) {
      // "" or a value (an optional link): the value's schema.
      const value = def.options.find((option) => option._zod.def.type !== "literal");
      if (!value) return node;
      node = value;
    } else return node;
  }
}

/**
 * The CMS's words for the field at a place in a file's data (`["weekly"]`, `["dates", 0,
 * "date"]`): its label, hint and summary, as the schema declares them.
 */
export function fieldMetaAt(
  declared: DataFile,
  place: readonly PropertyKey[],
): CmsMeta | undefined {
  let node: z.ZodType | undefined = declared.schema;
  let meta = cms.get(node);
  for (const key of place) {
    if (!node) return undefined;
    const def = unwrapped(node)._zod.def as {
      type: string;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
    };
    node = typeof key === "number" ? def.element : def.shape?.[String(key)];
    meta = node ? (cms.get(node) ?? cms.get(unwrapped(node))) : undefined;
  }
  return meta;
}
