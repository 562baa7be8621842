/**
 * What a build is made from, as one fingerprint: every file of the project but those git
 * ignores (.gitignore: dependencies, build output, local settings) and those known not to change
 * what the build makes (NOT_BUILD_INPUTS), by path, size and modification time (the code alone
 * by its bytes: codeInputsFingerprint); the content
 * folder it reads (CONTENT_DIR) wherever it is; and the build-time environment (`VITE_*`, from
 * the environment and `.env` files) with `BUILD_NOW`. `npm run build` records it in build-info.json; `npm start`
 * rebuilds when it differs. Nothing lists what the build reads, so a new config file or folder
 * is fingerprinted the moment it exists: an edit the build could see is never served stale.
 *
 * The files are git's own set (tracked, and untracked but not ignored), read with .gitignore's
 * rules rather than from git, so a build without a repository (a downloaded copy, a container)
 * fingerprints the same files.
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";

import { parseEnv } from "node:util";

import ignore, { type Ignore } from "ignore";

import { contentDirsOf } from "../app/schemas/content-dirs.server.ts";
import { UPLOADS } from "../app/rules/uploads.ts";

import { ROOT_DIR } from "../hosting/build-layout.ts";

/**
 * Known not to change what the build makes (.gitignore syntax): the tests and their configs,
 * the docs and every Markdown file but the content's, CI and the repository's automation, lint,
 * format and spelling settings, the launchers and benchmarks.
 */
export const NOT_BUILD_INPUTS = [
  "/tests/",
  "/playwright.config.ts",
  "/vitest.config.ts",
  "/docs/",
  "*.md",
  "!/app/content/**/*.md",
  "/.github/",
  "/.ci/",
  "/eslint.config.js",
  "/knip.jsonc",
  "/.prettierrc.json",
  "/.prettierignore",
  "/cspell.config.yaml",
  "/cspell-words.txt",
  "/scripts/",
  "/.env.example",
  "/functions/", // Cloudflare's own build reads them (docs/operations.md)
];

function projectRules(root: string): Ignore {
  const gitignore = path.join(root, ".gitignore");
  return ignore()
    .add(".git") // a folder, or in a worktree a file
    .add(existsSync(gitignore) ? readFileSync(gitignore, "utf8") : "")
    .add(NOT_BUILD_INPUTS);
}

/**
 * The `VITE_*` settings of the `.env` files a production build reads, as Vite reads them (later
 * files win), with Node's own parser: `npm start` needs no build tool to tell a change
 * (`npm ci --omit=dev`).
 */
function envFileSettings(root: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const name of [".env", ".env.local", ".env.production", ".env.production.local"]) {
    const file = path.join(root, name);
    if (existsSync(file)) Object.assign(settings, parseEnv(readFileSync(file, "utf8")));
  }
  return Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith("VITE_")));
}

/** Every file under `dir` that `rules` (if any) keep, in a stable order. */
function listFiles(dir: string, root: string, rules: Ignore | undefined, into: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (entry.isDirectory()) {
      if (!rules?.ignores(`${relative}/`)) listFiles(file, root, rules, into);
    } else if (entry.isSymbolicLink()) {
      // A link is the link to git, never followed; to the rules a link to a folder is the
      // folder (node_modules linked into a copy of the project, BUILD_DIR linked to a build).
      const isFolder = statSync(file, { throwIfNoEntry: false })?.isDirectory();
      if (!rules?.ignores(relative) && !(isFolder && rules?.ignores(`${relative}/`))) {
        into.push(file);
      }
    } else if (!rules?.ignores(relative)) {
      into.push(file);
    }
  }
}

const contentDirsOfEnvironment = (environment: NodeJS.ProcessEnv, root: string) =>
  environment.CONTENT_DIR ? contentDirsOf(environment.CONTENT_DIR, root) : [];

/** Every file a build would read (absolute paths, in a stable order). */
export function buildInputFiles(
  environment: NodeJS.ProcessEnv = process.env,
  root = ROOT_DIR,
): string[] {
  const files: string[] = [];
  listFiles(root, root, projectRules(root), files);
  // Anywhere, ignored or not (tests/fixtures/content and its variants): all of them.
  for (const contentDir of contentDirsOfEnvironment(environment, root)) {
    if (existsSync(contentDir)) listFiles(contentDir, root, undefined, files);
  }
  return [...new Set(files)];
}

/**
 * Whether a file is the owner's data: a YAML or Markdown file in a content folder, its pages'
 * folder (pages/) included, or a picture she uploaded (its uploads/: content/uploads.ts).
 */
function isDataFile(file: string, environment: NodeJS.ProcessEnv, root: string): boolean {
  const folders = [
    path.join(root, "app", "content"),
    ...contentDirsOfEnvironment(environment, root),
  ];
  const isInside = (folder: string) => {
    const relative = path.relative(folder, file);
    return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  };
  return folders.some(
    (folder) =>
      isInside(folder) &&
      (/\.(ya?ml|md)$/.test(file) || isInside(path.join(folder, UPLOADS.folder))),
  );
}

/** The fingerprint of the inputs a build would read now, with this environment. */
export function buildInputsFingerprint(
  environment: NodeJS.ProcessEnv = process.env,
  root = ROOT_DIR,
  { codeOnly = false } = {},
): string {
  const hash = createHash("sha256");
  for (const file of buildInputFiles(environment, root)) {
    if (codeOnly && isDataFile(file, environment, root)) continue;
    const stats = lstatSync(file);
    // The code alone by its bytes (read only then): a copy of the project is the same code
    // whatever its times.
    const bytes = () => (stats.isSymbolicLink() ? readlinkSync(file) : readFileSync(file));
    const what = codeOnly ? createHash("sha256").update(bytes()).digest("hex") : stats.mtimeMs;
    hash.update(`${path.relative(root, file)}\0${stats.size}\0${what}\n`);
  }
  // The build's settings: `.env` files, overridden by the environment (as Vite reads them).
  const fromEnvironment = Object.entries(environment).filter(([name]) => name.startsWith("VITE_"));
  const settings = {
    ...envFileSettings(root),
    ...Object.fromEntries(fromEnvironment),
    CONTENT_DIR: contentDirsOfEnvironment(environment, root),
    // The day the pages are made on, when a test fixes it (app/shared/clock.ts).
    BUILD_NOW: environment.BUILD_NOW ?? "",
  };
  if (!codeOnly) hash.update(JSON.stringify(Object.entries(settings).sort()));
  return hash.digest("hex");
}

/**
 * The fingerprint of the build's code alone, the data files and settings left out: what a part
 * of the build reads besides the data and settings it is handed when it runs (the CMS's bundle,
 * build-tools/admin-environment.ts).
 */
export const codeInputsFingerprint = (
  environment: NodeJS.ProcessEnv = process.env,
  root = ROOT_DIR,
) => buildInputsFingerprint(environment, root, { codeOnly: true });
