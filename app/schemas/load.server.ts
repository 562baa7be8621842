/**
 * Loads the owner's data files at build time (Node only), walking the one list of them
 * (`contentFiles` in schemas/data-files.ts): reads each as its format says (YAML, or Markdown
 * with front matter), validates it with its schema, fills the figures into the texts of the files
 * whose fields may name them ({years}, {amount}, ...) and renders a Markdown file's body to
 * `html`. Every wrong value in every file stops the build with a message naming the file, the
 * entry and the field (ContentError). The Vite plugin (build-tools/content-plugin.ts) hands the
 * result to the app as plain data; build scripts call `loadContent()` directly.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { parseDocument } from "yaml";
import type { z } from "zod";

import { checkData, formatIssue, shownFile, takesFigures } from "./check.ts";
import { CONTENT_DIRS, contentFilePath } from "./content-dirs.server.ts";
import { figuresOf, fillFiguresIn } from "../rules/figures.ts";
import { type MadeUpValue, madeUpValuesOf, STARTING_POINT_PARAGRAPH } from "../rules/made-up.ts";
import { ownersMarkdown } from "./markdown.server.ts";
import { THIRD_PARTIES_PLACEHOLDER, thirdPartiesMarkdown } from "../../app/shared/third-parties.ts";
import {
  type Content,
  type ContentName,
  contentFiles,
  type DataFile,
  type LoadedFile,
} from "./data-files.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

/** A data file's bytes, from the last of the folders that has it. */
function readSource(directories: string | readonly string[], file: string): Buffer {
  try {
    return readFileSync(contentFilePath(directories, file));
  } catch {
    throw new ContentError(`${shownFile(file)}: the file is missing.`);
  }
}

/** The sha256 of each data file as the loader read it, by its name (`pages/about-us.md`). */
export type SourceHashes = Record<string, string>;

function parseYaml(file: string, source: string): unknown {
  const document = parseDocument(source, { prettyErrors: true });
  const [error] = document.errors;
  if (error) {
    const line = error.linePos?.[0];
    throw new ContentError(
      `${shownFile(file)}${line ? `: line ${line.line}` : ""}: ${error.message.split("\n")[0]}`,
    );
  }
  return document.toJS();
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/;

/**
 * A Markdown data file as the CMS edits it: the fields of its front matter (YAML between `---`
 * lines, which Decap writes even when empty) and its Markdown text as `body`.
 */
export function parseMarkdownFile(text: string): Record<string, unknown> {
  // Line ends as any editor writes them: a file saved on Windows reads like the CMS's.
  const source = text.replace(/\r\n/g, "\n");
  const match = FRONT_MATTER.exec(source);
  const fields = parseDocument(match?.[1] ?? "").toJS() as unknown;
  return {
    ...(fields && typeof fields === "object" ? fields : {}),
    body: match ? source.slice(match[0].length) : source,
  };
}

/** A data file's data as its format writes it. */
function parse({ file, format }: DataFile, source: string): unknown {
  return format === "markdown" ? parseMarkdownFile(source) : parseYaml(file, source);
}

/**
 * A data file's data, checked as the CMS checks it before save (check.ts); a ContentError lists
 * every problem.
 */
function validated(declared: DataFile, data: unknown): unknown {
  const result = checkData(declared, data);
  if (result.ok) return result.data;
  throw new ContentError(
    result.issues.map((issue) => formatIssue(declared.file, data, issue)).join("\n"),
  );
}

/** Validates one file's data with its schema; throws a ContentError listing every problem. */
export function validateFile<N extends ContentName>(
  name: N,
  data: unknown,
): z.output<(typeof contentFiles)[N]["schema"]> {
  return validated(contentFiles[name], data) as z.output<(typeof contentFiles)[N]["schema"]>;
}

/** The data files of a list as the app gets them (`Content`, for the site's list). */
export type ContentOf<Files extends Record<string, DataFile>> = {
  [N in keyof Files]: LoadedFile<Files[N]>;
};

/**
 * Reads, validates and completes every data file of a list (the site's, unless a test gives its
 * own) from a content folder, or from folders, each file from the last that has it. Every file is
 * read and checked before it stops, so one message lists every problem of every file.
 */
export function loadContent(directories?: string | readonly string[]): Content;
export function loadContent<Files extends typeof contentFiles>(
  directories: string | readonly string[],
  files: Files,
): ContentOf<Files>;
export function loadContent(
  directories: string | readonly string[] = CONTENT_DIRS,
  files: Record<string, DataFile> = contentFiles,
): Record<string, unknown> {
  return loadFiles(directories, files, new Map());
}

/**
 * The site's content and the sha256 of each file's bytes it was made from: what the build tells
 * the CMS it published (build-tools/postbuild.ts). Hashed as read, not read again later, so a
 * file saved while a build runs is never reported as in that build. With them, every made-up
 * value the files hold (rules/made-up.ts), found in each file as it is written.
 */
export function loadContentAndSources(directories: string | readonly string[] = CONTENT_DIRS): {
  content: Content;
  sources: SourceHashes;
  madeUp: MadeUpValue[];
} {
  const sources = new Map<string, string>();
  const madeUp: MadeUpValue[] = [];
  const content = loadFiles(directories, contentFiles, sources, madeUp) as Content;
  return { content, sources: Object.fromEntries(sources), madeUp };
}

function loadFiles(
  directories: string | readonly string[],
  files: Record<string, DataFile>,
  sources: Map<string, string>,
  madeUp: MadeUpValue[] = [],
): Record<string, unknown> {
  const valid = new Map<string, unknown>();
  const problems: string[] = [];
  for (const [name, declared] of Object.entries(files)) {
    try {
      const bytes = readSource(directories, declared.file);
      sources.set(declared.file, createHash("sha256").update(bytes).digest("hex"));
      const data = parse(declared, bytes.toString("utf8"));
      valid.set(name, validated(declared, data));
      madeUp.push(...madeUpValuesOf(name as ContentName, data));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
  const loaded = Object.fromEntries(valid) as Partial<
    Pick<Content, "site" | "referral" | "videos">
  >;
  const figures = figuresOf(loaded as Pick<Content, "site" | "referral">);
  // The privacy notice's list of outside services, from their declaration and her choices.
  const thirdParties = () => {
    const { site, videos } = loaded;
    if (!site || !videos) throw new Error(`${THIRD_PARTIES_PLACEHOLDER} needs site and videos.`);
    return thirdPartiesMarkdown(videos.platform, site.portalUrl);
  };
  const completed = Object.entries(files).map(([name, { file, format, schema }]) => {
    const data = valid.get(name);
    // Every figure a text names is known: the check has seen to it.
    const filled = takesFigures(schema) ? fillFiguresIn(data, figures) : data;
    if (format === "yaml") return [name, filled];
    const { body: source, ...fields } = filled as { body: string; startingPoint?: boolean };
    // The default text's first paragraph shows only while she has not reviewed it (made-up.ts).
    const body = fields.startingPoint ? source : source.replace(STARTING_POINT_PARAGRAPH, "");
    const { html, notKept } = ownersMarkdown(
      body.includes(THIRD_PARTIES_PLACEHOLDER)
        ? body.replaceAll(THIRD_PARTIES_PLACEHOLDER, thirdParties())
        : body,
    );
    for (const what of notKept) console.warn(`${shownFile(file)}: ${what}`);
    return [name, { ...fields, html }];
  });
  return Object.fromEntries(completed);
}
