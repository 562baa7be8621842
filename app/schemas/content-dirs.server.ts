/**
 * Where the owner's data files are read from (Node only): light on purpose, so `npm start`'s
 * build-input fingerprint (build-tools/build-inputs.ts) reads CONTENT_DIR without loading the
 * schema and the loader.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The folders the data files are read from: this folder, or the folders CONTENT_DIR names
 * (relative to the project, separated by the platform's path delimiter, `:` on Linux). Each file
 * is read from the last folder that has it, so a test variant is a small folder of the files it
 * changes on top of the fixtures: `CONTENT_DIR=tests/fixtures/content:tests/fixtures/variant`.
 */
export const contentDirsOf = (value: string | undefined, root = PROJECT_DIR): string[] =>
  value
    ? value
        .split(path.delimiter)
        .filter(Boolean)
        .map((directory) => path.resolve(root, directory))
    : [path.join(PROJECT_DIR, "app/content")];

export const CONTENT_DIRS = contentDirsOf(process.env.CONTENT_DIR);

/** The first of them: the one the CMS edits, and the one a single-folder caller means. */
export const CONTENT_DIR = CONTENT_DIRS[0] as string;

/** Where a data file is read from: the last of the folders that has it (or the first). */
export function contentFilePath(directories: string | readonly string[], file: string): string {
  const folders = typeof directories === "string" ? [directories] : directories;
  const found = folders.findLast((directory) => existsSync(path.join(directory, file)));
  return path.join(found ?? (folders[0] as string), file);
}
