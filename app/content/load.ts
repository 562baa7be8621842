/**
 * Loads the owner's data files at build time (Node only): parses each YAML file, validates it
 * with the one schema, fills the figures into the texts ({years}, {amount}, ...) and renders the
 * Markdown prose. Any wrong value stops the build with a message naming the file, the entry and
 * the field (ContentError). The Vite plugin (build-tools/content-plugin.ts) hands the result to the
 * app as plain data; build scripts call `loadContent()` directly.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { marked } from "marked";
import { parseDocument } from "yaml";
import type { z } from "zod";

import { figureNames, fillFigures, figuresOf } from "./figures.ts";
import { type Content, contentFiles, RETENTION_PLACEHOLDER } from "./schema.ts";

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The folders the data files are read from: this folder, or the folders CONTENT_DIR names
 * (relative to the project, separated by the platform's path delimiter, `:` on Linux). Each file
 * is read from the last folder that has it, so a test variant is a small folder of the files it
 * changes on top of the fixtures: `CONTENT_DIR=tests/fixtures/content:tests/fixtures/variant`.
 */
export const contentDirsOf = (value: string | undefined): string[] =>
  value
    ? value
        .split(path.delimiter)
        .filter(Boolean)
        .map((directory) => path.resolve(PROJECT_DIR, directory))
    : [path.dirname(fileURLToPath(import.meta.url))];

export const CONTENT_DIRS = contentDirsOf(process.env.CONTENT_DIR);

/** The first of them: the one the CMS edits, and the one a single-folder caller means. */
export const CONTENT_DIR = CONTENT_DIRS[0] as string;

/** Where a data file is read from: the last of the folders that has it (or the first). */
export function contentFilePath(directories: string | readonly string[], file: string): string {
  const folders = typeof directories === "string" ? [directories] : directories;
  const found = folders.findLast((directory) => existsSync(path.join(directory, file)));
  return path.join(found ?? (folders[0] as string), file);
}

export class ContentError extends Error {
  override name = "ContentError";
}

type FileName = keyof typeof contentFiles;

/** `content/testimonials.yaml`: how messages name a file, as the owner sees it in the CMS. */
const shown = (file: string) => `content/${file}`;

/** A readable place in a file: `entry 3 ("Robert K."): clientSince`. */
export function describePath(file: string, data: unknown, issuePath: readonly PropertyKey[]) {
  const parts: string[] = [];
  let node: unknown = data;
  let fields: string[] = [];
  for (const [index, key] of issuePath.entries()) {
    if (typeof key === "number") {
      const item = (node as unknown[] | undefined)?.[key];
      const label =
        item && typeof item === "object"
          ? ["name", "title", "path", "taxpayer"]
              .map((name) => (item as Record<string, unknown>)[name])
              .find((value) => typeof value === "string")
          : undefined;
      // The list's own name is left out when the file is named after it (testimonials).
      const listName = fields.join(".");
      if (listName && !(index === 1 && file.startsWith(listName))) parts.push(listName);
      parts.push(`entry ${key + 1}${label ? ` (${JSON.stringify(label)})` : ""}`);
      fields = [];
    } else {
      fields.push(String(key));
    }
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  }
  return { where: parts, field: fields.join(".") };
}

function formatIssue(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const { where, field } = describePath(file, data, issue.path);
  const place = [shown(file), ...where].join(": ");
  return field ? `${place}: ${field} ${issue.message}` : `${place}: ${issue.message}`;
}

function readYaml(directory: string | readonly string[], file: string): unknown {
  let source: string;
  try {
    source = readFileSync(contentFilePath(directory, file), "utf8");
  } catch {
    throw new ContentError(`${shown(file)}: the file is missing.`);
  }
  const document = parseDocument(source, { prettyErrors: true });
  const [error] = document.errors;
  if (error) {
    const line = error.linePos?.[0];
    throw new ContentError(
      `${shown(file)}${line ? `: line ${line.line}` : ""}: ${error.message.split("\n")[0]}`,
    );
  }
  return document.toJS();
}

/** Validates one file's data with its schema; throws a ContentError listing every problem. */
export function validateFile<F extends FileName>(
  file: F,
  data: unknown,
): z.infer<(typeof contentFiles)[F]> {
  const result = contentFiles[file].safeParse(data);
  if (result.success) return result.data as z.infer<(typeof contentFiles)[F]>;
  throw new ContentError(
    result.error.issues.map((issue) => formatIssue(file, data, issue)).join("\n"),
  );
}

/** Fills `{name}` placeholders in every string of a value; an unknown name stops the build. */
function withFigures<T>(
  value: T,
  figures: Record<string, string>,
  file: string,
  at: PropertyKey[] = [],
  root: unknown = value,
): T {
  if (typeof value === "string") {
    return fillFigures(value, figures, (placeholder) => {
      const { where, field } = describePath(file, root, at);
      throw new ContentError(
        `${[shown(file), ...where].join(": ")}: ${field || "text"} names ${placeholder}, which is not one of ${figureNames
          .map((known) => `{${known}}`)
          .join(", ")}`,
      );
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => withFigures(item, figures, file, [...at, index], root)) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        withFigures(item, figures, file, [...at, key], root),
      ]),
    ) as T;
  }
  return value;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/;

/**
 * A Markdown data file as the CMS edits it: the fields of its front matter (YAML between `---`
 * lines, which Decap writes even when empty) and its Markdown text as `body`.
 */
export function parseMarkdownFile(source: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(source);
  const fields = parseDocument(match?.[1] ?? "").toJS() as unknown;
  return {
    ...(fields && typeof fields === "object" ? fields : {}),
    body: match ? source.slice(match[0].length) : source,
  };
}

function readMarkdown(
  directory: string | readonly string[],
  file: string,
): Record<string, unknown> {
  try {
    return parseMarkdownFile(readFileSync(contentFilePath(directory, file), "utf8"));
  } catch {
    throw new ContentError(`${shown(file)}: the file is missing.`);
  }
}

/** Reads, validates and completes every data file of a content folder (or folders). */
export function loadContent(directory: string | readonly string[] = CONTENT_DIRS): Content {
  const load = <F extends FileName>(file: F) => validateFile(file, readYaml(directory, file));
  const site = load("site.yaml");
  const referral = load("referral.yaml");
  const figures = figuresOf({ site, referral });
  // Decap CMS may write an empty front-matter block before the Markdown.
  const about = readMarkdown(directory, "about.md").body as string;
  if (about.trim() === "") throw new ContentError(`${shown("about.md")}: the biography is empty.`);
  const privacy = validateFile("privacy.md", readMarkdown(directory, "privacy.md"));
  // The time the office keeps inquiries goes where the text names it; then the figures.
  const privacyText = withFigures(
    privacy.body.replaceAll(RETENTION_PLACEHOLDER, privacy.retention),
    figures,
    "privacy.md",
  );
  return {
    site,
    hours: load("hours.yaml"),
    testimonials: load("testimonials.yaml").testimonials,
    services: load("services.yaml"),
    resources: load("resources.yaml"),
    videos: load("videos.yaml"),
    referral: withFigures(referral, figures, "referral.yaml"),
    copy: withFigures(load("pages.yaml"), figures, "pages.yaml"),
    taxDates: load("tax-dates.yaml").dates.sort((a, b) => a.date.localeCompare(b.date)),
    notice: load("notice.yaml"),
    aboutHtml: marked.parse(withFigures(about, figures, "about.md"), { async: false }),
    privacy: {
      lastChanged: privacy.lastChanged,
      html: marked.parse(privacyText, { async: false }),
    },
  };
}
