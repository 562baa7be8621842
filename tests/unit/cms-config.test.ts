/**
 * The CMS's fields are derived from the content schema (app/admin/cms-fields.server.ts): the
 * derivation maps each shape to Decap's widget; on the real schema, every field the owner edits
 * accepts and refuses what the build does (checked on the fixture data, value by value); every
 * field has a label and a hint; and /admin/config.yml is the object /admin/ starts with.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { CmsField } from "decap-cms-core";
import { cmsFiles as bundledCmsFiles } from "virtual:cms-files";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { z } from "zod";

import { cmsConfig, type CmsFile } from "~/admin/cms-config.ts";
import { cmsConnectOrigins } from "../../hosting/http-policy.ts";
import { cmsFiles, cmsFilesOf, FIGURES_HINT } from "~/admin/cms-fields.server.ts";
import { figureNames } from "~/rules/figures.ts";
import { pages } from "~/pages.ts";
import { parseMarkdownFile } from "~/schemas/load.server.ts";
import { contentFiles, type ContentName, type DataFile } from "~/schemas/data-files.ts";
import { cms } from "~/schemas/fields.ts";

import {
  adminEnvironment,
  DECAP_EXTENSIONS,
  DECAP_WIDGETS,
} from "../../build-tools/admin-environment.ts";
import { cmsConfigFile } from "../../build-tools/cms-config-file.ts";
import { readDeployment } from "../../build-tools/env.ts";
import { FIXTURE_CONTENT_PATH, OWNER_OPTIONS_CONTENT_DIRS } from "../fixtures/content-dir.ts";

const files = cmsFiles();

/** A data file of a test's own, declared as schemas/data-files.ts declares the site's. */
const dataFile = (file: string, schema: z.ZodType, label = "A sample"): DataFile => ({
  file,
  format: file.endsWith(".md") ? "markdown" : "yaml",
  schema,
  label,
  collection: "content",
});

/** Every field, with its path, lists' single item fields included. */
function everyField(fields: readonly CmsField[], at: string): [string, CmsField][] {
  return fields.flatMap((field) => {
    const here = `${at}.${field.name}`;
    const inner = field as { fields?: CmsField[]; field?: CmsField };
    return [
      [here, field] as [string, CmsField],
      ...everyField(inner.fields ?? [], here),
      ...everyField(inner.field ? [inner.field] : [], `${here}[]`),
    ];
  });
}

describe("the derivation from a zod schema", () => {
  const meta = (label: string) => ({ label, hint: `The ${label.toLowerCase()}.` });
  const sample = z.object({
    name: z.string().trim().min(1).register(cms, meta("Name")),
    note: z
      .string()
      .trim()
      .register(cms, { ...meta("Note"), widget: "text" }),
    code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .register(cms, { ...meta("Code"), looksLike: "two capital letters" }),
    maybeCode: z
      .union([z.literal(""), z.string().regex(/^\d+$/)])
      .register(cms, { ...meta("Number or nothing"), looksLike: "digits" }),
    count: z.number().int().min(1).max(9).register(cms, meta("Count")),
    credit: z.number().int().positive().register(cms, meta("Credit")),
    share: z.number().register(cms, meta("Share")),
    kind: z.enum(["a", "b"]).register(cms, meta("Kind")),
    kinds: z
      .array(z.enum(["a", "b"]))
      .min(1)
      .register(cms, meta("Kinds")),
    audiences: z
      .array(z.enum(["ind", "emp"]))
      .register(cms, { ...meta("Audiences"), optionLabels: { ind: "Individuals" } }),
    isOn: z.boolean().register(cms, meta("On")),
    place: z
      .object({ city: z.string().min(1).register(cms, meta("City")) })
      .register(cms, meta("Place")),
    rows: z
      .array(z.object({ title: z.string().min(1).register(cms, meta("Title")) }))
      .min(1)
      .register(cms, {
        ...meta("Rows"),
        summary: ({ title }: { title: string }) => `Row ${title}`,
        itemLabel: "row",
        newOnTop: true,
      }),
    trio: z
      .array(z.object({ title: z.string().min(1).register(cms, meta("Title")) }))
      .length(3)
      .register(cms, meta("Trio")),
    lines: z
      .array(z.string().min(1).register(cms, meta("Line")))
      .register(cms, { ...meta("Lines"), figures: true }),
    prose: z
      .string()
      .min(1)
      .register(cms, { ...meta("Prose"), widget: "markdown" }),
  });
  const [entry] = cmsFilesOf({ aSample: dataFile("a-sample.yaml", sample) });

  it("names the entry after its file, with its label in the data-file list", () => {
    expect(entry).toMatchObject({
      name: "aSample",
      label: "A sample",
      file: "app/content/a-sample.yaml",
      format: "yaml",
    });
    expect(cmsFilesOf({ aboutUs: dataFile("pages/about-us.md", sample) })[0]).toMatchObject({
      format: "frontmatter",
    });
  });

  it("maps each shape to its widget, required-ness and limits", () => {
    const title = { name: "title", ...meta("Title"), widget: "string" };
    expect(entry?.fields).toEqual([
      { name: "name", ...meta("Name"), widget: "string" },
      { name: "note", ...meta("Note"), widget: "text", required: false },
      { name: "code", ...meta("Code"), widget: "string" },
      { name: "maybeCode", ...meta("Number or nothing"), widget: "string", required: false },
      { name: "count", ...meta("Count"), widget: "number", value_type: "int", min: 1, max: 9 },
      { name: "credit", ...meta("Credit"), widget: "number", value_type: "int", min: 1 },
      { name: "share", ...meta("Share"), widget: "number", value_type: "float" },
      { name: "kind", ...meta("Kind"), widget: "select", options: ["a", "b"] },
      {
        name: "kinds",
        ...meta("Kinds"),
        widget: "select",
        multiple: true,
        options: ["a", "b"],
        min: 1,
      },
      {
        name: "audiences",
        ...meta("Audiences"),
        widget: "select",
        multiple: true,
        options: [
          { label: "Individuals", value: "ind" },
          { label: "emp", value: "emp" },
        ],
        required: false,
      },
      { name: "isOn", ...meta("On"), widget: "boolean", default: false, required: false },
      {
        name: "place",
        ...meta("Place"),
        widget: "object",
        collapsed: false,
        fields: [{ name: "city", ...meta("City"), widget: "string" }],
      },
      {
        name: "rows",
        ...meta("Rows"),
        widget: "list",
        label_singular: "row",
        add_to_top: true,
        fields: [title],
        min: 1,
      },
      {
        name: "trio",
        ...meta("Trio"),
        widget: "list",
        allow_add: false,
        allow_remove: false,
        fields: [title],
        min: 3,
        max: 3,
      },
      {
        name: "lines",
        label: "Lines",
        hint: `The lines. ${FIGURES_HINT}`,
        figures: true,
        widget: "list",
        summary: "{{fields.item}}",
        label_singular: "line",
        field: { name: "item", ...meta("Line"), widget: "string" },
        required: false,
      },
      {
        name: "prose",
        ...meta("Prose"),
        widget: "markdown",
        modes: ["rich_text"],
        buttons: ["bold", "italic", "link", "bulleted-list"],
        editor_components: [],
      },
    ]);
  });

  it("names every figure in the figures hint", () => {
    for (const name of figureNames) expect(FIGURES_HINT).toContain(`{${name}}`);
  });

  it("stops the build on a field the CMS could not show well", () => {
    const file = (shape: z.core.$ZodLooseShape) => ({
      x: dataFile("x.yaml", z.object(shape)),
    });
    expect(() => cmsFilesOf(file({ bare: z.string() }))).toThrow(
      "x.yaml.bare: give the field a label and a hint in the schema",
    );
    expect(() =>
      cmsFilesOf(file({ code: z.string().regex(/^\d$/).register(cms, meta("Code")) })),
    ).toThrow("x.yaml.code: say what its format looks like");
    const either = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]);
    expect(() => cmsFilesOf(file({ either: either.register(cms, meta("E")) }))).toThrow(
      "x.yaml.either: the CMS shows a value or nothing",
    );
  });
});

describe("the site's CMS entries", () => {
  it("edit every data file, in the list's order, each a file the fixture content has too", () => {
    expect(files.map((file) => file.file)).toEqual(
      Object.values(contentFiles).map(({ file }) => `app/content/${file}`),
    );
    for (const [name, { file, label, collection }] of Object.entries(contentFiles)) {
      const entry = files.find((candidate) => candidate.name === name);
      expect(entry, file).toMatchObject({ label, collection });
      expect(existsSync(path.join(FIXTURE_CONTENT_PATH, file)), file).toBe(true);
    }
  });

  it("name only widgets /admin/ registers: Decap's it keeps (GitHub, the proxy, English), or the site's own", () => {
    const decap = createRequire(import.meta.url).resolve(DECAP_EXTENSIONS);
    const all = readFileSync(decap, "utf8");
    const kept = (adminEnvironment().transform as (code: string, id: string) => string)(all, decap);
    const registered = kept.match(/decap-cms-widget-[a-z]+/g);
    expect(registered).toEqual(DECAP_WIDGETS.map((widget) => `decap-cms-widget-${widget}`));
    for (const [at, { widget }] of files.flatMap((entry) => everyField(entry.fields, entry.file))) {
      const isDecaps = all.includes(`decap-cms-widget-${widget}'`);
      expect(!isDecaps || registered?.includes(`decap-cms-widget-${widget}`), at).toBe(true);
    }
    expect(kept.match(/registerBackend\('(\w+)'/g)).toEqual([
      "registerBackend('github'",
      "registerBackend('proxy'",
    ]);
    expect(kept).not.toMatch(/codemirror|decap-cms-widget-code|locales\[/);
  });

  it("give every field a label and a plain-English hint", () => {
    for (const entry of files) {
      for (const [at, field] of everyField(entry.fields, entry.file)) {
        expect(field.label, at).toMatch(/^[A-Z]/);
        expect(field.hint, at).toMatch(/^[A-Z"0-9].{4,}[.)"]$/);
      }
    }
  });
});

/**
 * The fixture data as each CMS entry edits it: YAML, or a Markdown file's front matter and body.
 */
/**
 * site.yaml is the variant's with the owner's options switched on
 * (tests/fixtures/content-owner-options: the same business, every optional field filled in), so
 * the preparer's photo, credentials and memberships have a value to check; the fixture's own
 * leaves them empty, which the end-to-end tests show nothing for.
 */
const FIXTURE_FOLDER_OF: Partial<Record<ContentName, string>> = {
  site: path.resolve(OWNER_OPTIONS_CONTENT_DIRS.at(-1) as string),
};

function fixtureData(name: ContentName): Record<string, unknown> {
  const { file, format } = contentFiles[name];
  const folder = FIXTURE_FOLDER_OF[name] ?? FIXTURE_CONTENT_PATH;
  const text = readFileSync(path.join(folder, file), "utf8");
  return format === "markdown" ? parseMarkdownFile(text) : (parse(text) as Record<string, unknown>);
}

const valueAt = (data: unknown, at: PropertyKey[]) =>
  at.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], data);

const setAt = (data: unknown, at: PropertyKey[], value: unknown): unknown => {
  const copy = structuredClone(data) as Record<PropertyKey, unknown>;
  const node = valueAt(copy, at.slice(0, -1)) as Record<PropertyKey, unknown>;
  node[at.at(-1) as PropertyKey] = value;
  return copy;
};

/**
 * What the build's schema says of a value at a place: whether it refuses it there (an issue at
 * that place or inside it).
 */
function isRefusedAt(name: ContentName, data: unknown, at: PropertyKey[], value: unknown) {
  const result = contentFiles[name].schema.safeParse(setAt(data, at, value));
  return (
    !result.success &&
    result.error.issues.some((issue) => at.every((key, index) => issue.path[index] === key))
  );
}

interface LooseField {
  widget: string;
  required?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  value_type?: string;
}

/** Checks an object's CMS fields (every key of the data has one); returns how many it checked. */
function checkFields(file: ContentName, data: unknown, at: PropertyKey[], fields: CmsField[]) {
  expect(
    Object.keys(valueAt(data, at) as object).sort(),
    `${file}: ${at.join(".")}: every key`,
  ).toEqual(fields.map((field) => field.name).sort());
  return fields.reduce(
    (count, field) => count + checkField(file, data, [...at, field.name], field),
    0,
  );
}

/** Checks one CMS field against the schema on the fixture value at `at`; returns how many. */
function checkField(
  file: ContentName,
  data: unknown,
  at: PropertyKey[],
  cmsField: CmsField,
): number {
  // Decap's field types are a union by widget; the checks below read each widget's options.
  const field = cmsField as unknown as LooseField;
  const where = `${file}: ${at.join(".")}`;
  const isRequired = field.required !== false;
  const value = valueAt(data, at);
  const refused = (candidate: unknown) => isRefusedAt(file, data, at, candidate);
  switch (field.widget) {
    case "object":
      return 1 + checkFields(file, data, at, field.fields ?? []);
    case "list": {
      const items = value as unknown[];
      expect(refused([]), `${where}: required exactly when the schema refuses []`).toBe(isRequired);
      if (field.min !== undefined) expect(refused(items.slice(0, field.min - 1)), where).toBe(true);
      if (field.max !== undefined) {
        expect(refused([...items, ...items].slice(0, field.max + 1)), where).toBe(true);
      }
      expect(items.length, `${where}: the fixture has an item to check`).toBeGreaterThan(0);
      if (field.field) return 1 + checkField(file, data, [...at, 0], field.field);
      return 1 + checkFields(file, data, [...at, 0], field.fields ?? []);
    }
    case "select": {
      const options = (field.options ?? []).map((option) =>
        typeof option === "string" ? option : option.value,
      );
      for (const chosen of [value].flat().filter((chosen) => isRequired || chosen !== ""))
        expect(options, `${where}: the fixture's`).toContain(chosen);
      const wrap = (option: string) => (field.multiple ? [option] : option);
      for (const option of options)
        expect(refused(wrap(option)), `${where}: ${option}`).toBe(false);
      expect(refused(wrap("Nope")), `${where}: an option the schema does not have`).toBe(true);
      if (field.multiple) expect(refused([]), `${where}: []`).toBe((field.min ?? 0) > 0);
      return 1;
    }
    case "number": {
      const { min, max } = field;
      expect(field.value_type, where).toBe(Number.isInteger(value) ? "int" : "float");
      if (min !== undefined) {
        expect(refused(min), `${where}: ${min}`).toBe(false);
        expect(refused(min - 1), `${where}: ${min - 1}`).toBe(true);
      }
      if (max !== undefined) {
        expect(refused(max), `${where}: ${max}`).toBe(false);
        expect(refused(max + 1), `${where}: ${max + 1}`).toBe(true);
      } else {
        // A limit read from the clock (a client's newest year) is the schema's, checked with the
        // value, never the field's, which would go stale in a bundle made once per version of
        // the code. At the clock's last year, no limit of that kind is left.
        vi.stubEnv("BUILD_NOW", "+275760-01-01T00:00:00Z");
        expect(refused(100_000), `${where}: no upper limit`).toBe(false);
        vi.unstubAllEnvs();
      }
      if (field.value_type === "int") expect(refused(1.5), `${where}: 1.5`).toBe(true);
      return 1;
    }
    case "boolean":
      expect(refused(true) || refused(false), where).toBe(false);
      return 1;
    case "time":
      // A time as the owner writes it: what the CMS's time field reads, the build reads.
      expect(refused("5 pm"), `${where}: 5 pm`).toBe(false);
      expect(refused("17:30"), `${where}: 17:30`).toBe(false);
      expect(refused("half past five"), `${where}: half past five`).toBe(true);
      expect(refused(""), `${where}: ""`).toBe(isRequired);
      return 1;
    case "image":
      // A picture from the site's uploads, or none; never an address elsewhere.
      expect(refused(value), `${where}: the fixture's`).toBe(false);
      expect(refused("/uploads/portrait.jpg"), `${where}: an upload`).toBe(false);
      expect(refused("https://elsewhere.example/a.jpg"), `${where}: elsewhere`).toBe(true);
      expect(refused(""), `${where}: ""`).toBe(isRequired);
      return 1;
    case "date":
    case "month-day":
      // A day as its control keeps it ("2027-04-15", "01-15"), never as typed elsewhere.
      expect(refused(value), `${where}: the fixture's`).toBe(false);
      expect(refused("12/4/2099"), `${where}: 12/4/2099`).toBe(true);
      expect(refused(""), `${where}: ""`).toBe(isRequired);
      return 1;
    case "uuid":
      // Written by the CMS once, never typed: the build refuses an empty one and one it would
      // not have written, and takes the base32 uuid Decap writes.
      expect(field, where).toMatchObject({ read_only: true, use_b32_encoding: true });
      expect(refused(""), `${where}: ""`).toBe(true);
      expect(refused("Not An Id!"), `${where}: Not An Id!`).toBe(true);
      expect(refused("w7ais2k3mvd4flrmpwrgwjqfi4"), `${where}: a base32 uuid`).toBe(false);
      return 1;
    case "string":
    case "text":
    case "markdown": {
      expect(typeof value, where).toBe("string");
      expect(refused(""), `${where}: required exactly when the schema refuses ""`).toBe(isRequired);
      return 1;
    }
    default:
      throw new Error(`${where}: no check for widget ${String(field.widget)}`);
  }
}

describe("each CMS field accepts and refuses what the build does", () => {
  for (const name of Object.keys(contentFiles) as ContentName[]) {
    const { file, schema } = contentFiles[name];
    it(`in ${file}, checked on the fixture data`, () => {
      const data = fixtureData(name);
      const entry = files.find((candidate) => candidate.name === name) as CmsFile;
      expect(schema.safeParse(data).success, `${file}: the fixture is valid`).toBe(true);
      const checked = checkFields(name, data, [], entry.fields);
      // Every field of the entry was checked, nested ones included.
      expect(checked).toBe(everyField(entry.fields, file).length);
    });
  }
});

describe("the CMS's configuration", () => {
  const { cms: cmsOptions } = readDeployment({
    VITE_CMS_REPO: "acme/site",
    VITE_CMS_AUTH_URL: "https://auth.acme.test",
    VITE_CMS_LOCAL_BACKEND: "http://localhost:8081/api/v1",
  });

  it("reaches /admin/ as plain JSON (virtual:cms-files), the derivation's result", () => {
    expect(bundledCmsFiles).toEqual(JSON.parse(JSON.stringify(files)));
  });

  it("is written to /admin/config.yml as the object /admin/ starts with", () => {
    const adminStartsWith = cmsConfig(cmsOptions, bundledCmsFiles);
    expect(parse(cmsConfigFile(cmsOptions))).toEqual(adminStartsWith);
    for (const collection of adminStartsWith.collections) {
      expect(collection.files, collection.name).toEqual(
        bundledCmsFiles
          .filter((file) => file.collection === collection.name)
          .map(({ collection: _list, ...file }) => file),
      );
    }
  });

  it("edits the files in app/content through GitHub, or decap-server locally", () => {
    const config = cmsConfig(cmsOptions, files);
    expect(config.backend).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "main",
      base_url: "https://auth.acme.test",
    });
    expect(config.local_backend?.url).toBe("http://localhost:8081/api/v1");
    expect(config.collections.map(({ name, label }) => [name, label])).toEqual([
      ["pages", "Pages"],
      ["content", "Across the site"],
    ]);
    expect(config.collections[0]?.files.map((file) => file.file)).toEqual(
      pages.map((page) => `app/content/${page.content}`),
    );
    expect(config.collections[1]?.files.map((file) => file.file)).toContain(
      "app/content/site.yaml",
    );
    expect(cmsConnectOrigins(cmsOptions)).toEqual([
      "http://localhost:8081",
      "http://127.0.0.1:8081",
      "https://api.github.com",
      "https://auth.acme.test",
    ]);
  });

  it("names no local backend and no localhost in a production build (no VITE_CMS_LOCAL_BACKEND)", () => {
    const production = { ...cmsOptions, localBackendUrl: undefined };
    const file = cmsConfigFile(production);
    expect(parse(file)).not.toHaveProperty("local_backend");
    expect(file).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(cmsConnectOrigins(production)).toEqual([
      "https://api.github.com",
      "https://auth.acme.test",
    ]);
  });
});
