/**
 * Decap CMS's fields, derived from the content schemas (app/schemas/data-files.ts and the schema beside each file) at build time, in
 * Node. zod writes each data file's schema as JSON Schema (`z.toJSONSchema`), with the labels
 * and hints of the schema's `cms` registry merged in, and this module reads that: an object
 * becomes an `object` field, a list of objects a `list` with `fields`, a list of texts a `list`
 * with `field`, a list of choices a multiple `select`, a choice a `select` (showing the words
 * the schema gives its values, `optionLabels`, where the values are ids), a whole number a
 * `number` with the schema's limits, and a text or list that may be empty
 * a field that is not required. No field is written here, so a field is declared once.
 *
 * Build time only: build-tools/content-plugin.ts hands the result to /admin/ as plain JSON
 * (`virtual:cms-files`), so zod never ships in the CMS's bundle, and build-tools/cms-config-file.ts
 * writes it to /admin/config.yml. A schema shape the CMS cannot show stops the build here.
 */
import type { CmsField, CmsFieldMarkdown } from "decap-cms-core";
import { z } from "zod";

import { figureNames } from "../rules/figures.ts";
import { contentFiles, type DataFile } from "../schemas/data-files.ts";
import { type CmsMeta, cms } from "../schemas/fields.ts";
import { type CmsFile, cmsPathOf } from "./cms-config.ts";

/** A node of zod's JSON Schema, with the `cms` registry's words merged in. */
interface SchemaNode extends Partial<CmsMeta> {
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean" | "null";
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: string[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

/** The hint's sentence for texts that may name figures (rules/figures.ts). */
export const FIGURES_HINT = `You can write ${new Intl.ListFormat("en-US", {
  type: "disjunction",
}).format(
  figureNames.map((name) => `{${name}}`),
)}: they are filled in from the business details and the referral program.`;

/** What Decap offers in a Markdown field: plain prose, no embedded media. */
const MARKDOWN_OPTIONS: Omit<CmsFieldMarkdown, "widget"> = {
  // Rich text only: no switch to the Markdown source.
  modes: ["rich_text"],
  buttons: ["bold", "italic", "link", "bulleted-list"],
  editor_components: [],
};

/** A choice's options: its values, or, where the schema gives them words, each with its words. */
const optionsOf = (values: string[], labels?: Readonly<Record<string, string>>) =>
  labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values;

/** A limit zod sets for every whole number (the safe-integer range) is no limit to show. */
const shown = (limit: number | undefined) =>
  limit !== undefined && Math.abs(limit) < Number.MAX_SAFE_INTEGER ? limit : undefined;

function fieldsOf(node: SchemaNode, at: string): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, `${at}.${name}`, node.required?.includes(name) ?? false),
  );
}

function fieldOf(name: string, node: SchemaNode, at: string, isPresent = true): CmsField {
  // "" or a value (an optional link): the value's field, which may stay empty.
  let schema = node;
  let mayBeEmpty = !isPresent;
  if (node.anyOf) {
    const { anyOf, ...outer } = node;
    // A choice Decap empties writes null: the schema takes it as nothing too.
    const values = anyOf.filter((branch) => branch.const !== "" && branch.type !== "null");
    const [value] = values;
    if (!value || values.length !== 1 || values.length === anyOf.length) {
      throw new Error(`${at}: the CMS shows a value or nothing, not a choice of shapes`);
    }
    schema = { ...value, ...outer };
    mayBeEmpty = true;
  }
  const { label, hint, figures, inputType } = schema;
  if (!label || !hint) throw new Error(`${at}: give the field a label and a hint in the schema`);
  // `figures` and `input_type` are ours (site-widgets.tsx): the figures in words, the keyboard.
  const base = {
    name,
    label,
    hint: figures ? `${hint} ${FIGURES_HINT}` : hint,
    ...(figures && { figures }),
    ...(inputType && { input_type: inputType }),
  };
  const optional = mayBeEmpty ? { required: false } : {};

  switch (schema.type) {
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(schema, at) };
    case "array": {
      const { items, minItems = 0, maxItems } = schema;
      if (!items) throw new Error(`${at}: a list without items`);
      const sized = {
        ...(minItems > 0 && { min: minItems }),
        ...(maxItems !== undefined && { max: maxItems }),
        ...(minItems > 0 ? optional : { required: false }),
      };
      // "Add a date": one item's name (a list of texts: its text's label, "Term"); a list whose
      // order means nothing takes new items on top.
      const isFixed = minItems === maxItems;
      const adding = () => {
        const itemLabel = schema.itemLabel ?? (items.type === "object" ? undefined : items.label);
        if (!itemLabel) {
          throw new Error(`${at}: say what one item is called (itemLabel in the schema)`);
        }
        return {
          label_singular: itemLabel.toLowerCase(),
          ...(schema.newOnTop && { add_to_top: true }),
        };
      };
      if (items.enum) {
        return {
          ...base,
          widget: "select",
          multiple: true,
          options: optionsOf(items.enum, schema.optionLabels),
          ...sized,
        };
      }
      if (items.type === "object") {
        return {
          ...base,
          widget: "list",
          // A folded item reads in words: /admin/ writes its line from the schema's `summary`
          // (site-widgets.tsx), which a configuration file cannot hold.
          // A list of a fixed length (the four videos, the pages): its items are edited only.
          ...(isFixed ? { allow_add: false, allow_remove: false } : adding()),
          fields: fieldsOf(items, `${at}[]`),
          ...sized,
        };
      }
      // A collapsed item shows its text.
      const item = fieldOf("item", items, `${at}[]`);
      return {
        ...base,
        widget: "list",
        summary: `{{fields.${item.name}}}`,
        ...adding(),
        field: item,
        ...sized,
      };
    }
    case "string": {
      if (schema.enum) {
        return {
          ...base,
          widget: "select",
          options: optionsOf(schema.enum, schema.optionLabels),
          ...optional,
        };
      }
      // A picture from the CMS's Media (uploaded there), never an address typed in.
      if (schema.widget === "image") {
        return { ...base, widget: "image", choose_url: false, required: false };
      }
      if (schema.widget === "uuid") {
        // Decap's uuid widget writes the value once, when the item is first shown without one
        // (a new list item opens shown), and keeps it on every later edit; read-only, never typed.
        // Base32 (26 characters) keeps a calendar event's UID short.
        return { ...base, widget: "uuid", read_only: true, use_b32_encoding: true } as CmsField;
      }
      if (schema.widget === "markdown") {
        return { ...base, widget: "markdown", ...MARKDOWN_OPTIONS, ...optional };
      }
      const { pattern, looksLike, minLength = 0 } = schema;
      if (pattern !== undefined && !looksLike) {
        throw new Error(`${at}: say what its format looks like (formatted() in the schema)`);
      }
      const refusesEmpty =
        minLength > 0 || (pattern !== undefined && !new RegExp(pattern).test(""));
      // "time" is /admin/'s own widget (site-widgets.tsx): a time as she writes it, kept as 17:00.
      // A format is checked by the build's own check at the field (site-widgets.tsx), in the
      // build's words, not by a pattern of Decap's: one check, one message, one notice.
      return {
        ...base,
        widget: (schema.widget ?? "string") as "string",
        ...(refusesEmpty ? optional : { required: false }),
      };
    }
    case "integer":
    case "number": {
      const exclusive = shown(schema.exclusiveMinimum);
      const min =
        shown(schema.minimum) ??
        (exclusive !== undefined && schema.type === "integer" ? exclusive + 1 : undefined);
      const max = shown(schema.maximum);
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
        ...optional,
      };
    }
    case "boolean":
      // A row just added starts switched off, so the file never lacks the value.
      // A switch absent from an entry is off (the schema's default), never "required".
      return { ...base, widget: "boolean", default: false, required: false };
    default:
      throw new Error(`${at}: the CMS has no field for this schema`);
  }
}

/**
 * Each data file's CMS entry, named after its file, with its fields derived from its schema; a
 * Markdown file is Decap's front matter with the text as `body`.
 */
export function cmsFilesOf(files: Readonly<Record<string, DataFile>>): CmsFile[] {
  return Object.entries(files).map(([name, { file, format, schema, label, collection }]) => {
    const json = z.toJSONSchema(schema, { metadata: cms, io: "input" }) as SchemaNode;
    return {
      name,
      label,
      file: cmsPathOf(file),
      format: format === "markdown" ? "frontmatter" : "yaml",
      collection,
      fields: fieldsOf(json, file),
    };
  });
}

/** The site's data files in the CMS: what /admin/ and /admin/config.yml get. */
export const cmsFiles = (): CmsFile[] => cmsFilesOf(contentFiles);
