/**
 * The CMS and the schema agree field by field (names, required-ness, list shapes, choices), so
 * the owner's editor can never drift from what the build accepts.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { cmsConfig, cmsConnectOrigins, cmsFiles, cmsOptionsFrom } from "~/admin/cms-config";
import { CONTENT_DIR } from "~/content/load";
import { contentFiles } from "~/content/schema";

interface CmsField {
  name: string;
  widget: string;
  required?: boolean;
  multiple?: boolean;
  options?: readonly string[];
  fields?: readonly CmsField[];
  field?: CmsField;
  pattern?: readonly [string, string];
}

/** Whether a leaf accepts an empty value (then the CMS field must not be required). */
const acceptsEmpty = (schema: z.ZodType) => schema.safeParse("").success;

function compareObject(schema: z.ZodType, fields: readonly CmsField[], at: string) {
  expect(schema, at).toBeInstanceOf(z.ZodObject);
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  expect(fields.map((field) => field.name).sort(), `${at}: field names`).toEqual(
    Object.keys(shape).sort(),
  );
  for (const field of fields)
    compareField(shape[field.name] as z.ZodType, field, `${at}.${field.name}`);
}

function compareField(schema: z.ZodType, field: CmsField, at: string) {
  const isRequired = field.required !== false;
  switch (field.widget) {
    case "object":
      compareObject(schema, field.fields ?? [], at);
      return;
    case "list": {
      expect(schema, at).toBeInstanceOf(z.ZodArray);
      const element = (schema as z.ZodArray<z.ZodType>).element;
      if (field.fields) compareObject(element, field.fields, `${at}[]`);
      else if (field.field) compareField(element, field.field, `${at}[]`);
      else throw new Error(`${at}: a list needs fields or field`);
      return;
    }
    case "select": {
      const choices = field.multiple ? (schema as z.ZodArray<z.ZodType>).element : schema;
      if (field.multiple) expect(schema, at).toBeInstanceOf(z.ZodArray);
      expect(choices, at).toBeInstanceOf(z.ZodEnum);
      expect([...(field.options ?? [])], `${at}: options`).toEqual((choices as z.ZodEnum).options);
      return;
    }
    case "number":
      expect(schema, at).toBeInstanceOf(z.ZodNumber);
      expect(isRequired, `${at}: required`).toBe(true);
      return;
    case "boolean":
      expect(schema, at).toBeInstanceOf(z.ZodBoolean);
      return;
    case "string":
    case "text":
      expect(schema.safeParse(1).success, `${at}: a text field`).toBe(false);
      expect(isRequired, `${at}: required in the CMS exactly when the schema refuses ""`).toBe(
        !acceptsEmpty(schema),
      );
      if (field.pattern) {
        // Anything the CMS lets through as matching its pattern passes no wrong format: the
        // pattern is the schema's (or stricter); spot-check that it compiles the same way.
        expect(() => new RegExp(field.pattern?.[0] ?? "")).not.toThrow();
      }
      return;
    default:
      throw new Error(`${at}: no schema counterpart for widget ${field.widget}`);
  }
}

describe("the CMS configuration", () => {
  it("has an entry for every data file, and every entry names a file that exists", () => {
    const yamlFiles = cmsFiles.map((file) => file.file).filter((file) => file.endsWith(".yaml"));
    expect(yamlFiles.sort()).toEqual(Object.keys(contentFiles).sort());
    for (const { file } of cmsFiles)
      expect(existsSync(path.join(CONTENT_DIR, file)), file).toBe(true);
  });

  for (const { file, fields } of cmsFiles) {
    if (!file.endsWith(".yaml")) continue;
    it(`agrees with the schema of ${file}, field by field`, () => {
      compareObject(contentFiles[file as keyof typeof contentFiles], fields as never, file);
    });
  }

  it("gives every field a plain-English hint", () => {
    const walk = (fields: readonly Record<string, unknown>[], at: string): string[] =>
      fields.flatMap((field) => [
        ...(typeof field.hint === "string" && field.hint.length > 5
          ? []
          : [`${at}.${String(field.name)}`]),
        ...walk(
          (field.fields as Record<string, unknown>[] | undefined) ?? [],
          `${at}.${String(field.name)}`,
        ),
      ]);
    expect(cmsFiles.flatMap((file) => walk(file.fields as never, file.file))).toEqual([]);
  });

  it("edits the files in app/content through GitHub, or decap-server locally", () => {
    const options = cmsOptionsFrom({
      VITE_CMS_REPO: "acme/site",
      VITE_CMS_AUTH_URL: "https://auth.acme.test",
    });
    const config = cmsConfig(options);
    expect(config.backend).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "main",
      base_url: "https://auth.acme.test",
    });
    expect(config.local_backend.url).toBe("http://localhost:8081/api/v1");
    expect(config.collections[0]?.files.map((file) => file.file)).toContain(
      "app/content/site.yaml",
    );
    expect(cmsConnectOrigins(options)).toEqual([
      "http://localhost:8081",
      "http://127.0.0.1:8081",
      "https://api.github.com",
      "https://auth.acme.test",
    ]);
    // What the build writes to /admin/config.yml parses back to the same object.
    expect(parse(JSON.stringify(config))).toEqual(config);
  });
});
