/**
 * What a build is made from, as one fingerprint: every file under the build's input folders and
 * config files (path, size, modification time), the content folder it reads (CONTENT_DIR) and the
 * build-time environment (`VITE_*`, from the environment and `.env` files). `npm run build`
 * records it in build-info.json; `npm start` rebuilds when it differs, so an edit anywhere the
 * build reads (a data file, server/http-policy.ts, a Vite config, `.env`) is always served.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { loadEnv } from "vite";

import { contentDirsOf } from "../app/content/load.server.ts";

import { ROOT_DIR } from "../server/build-layout.ts";

/** Folders and files the build reads, relative to the project. */
const BUILD_INPUTS = [
  "app",
  "public",
  "build-tools",
  "server",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
] as const;

function listFiles(entry: string, into: string[]): void {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    into.push(entry);
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name !== "node_modules") listFiles(path.join(entry, name), into);
  }
}

const contentDirsOfEnvironment = (environment: NodeJS.ProcessEnv) =>
  environment.CONTENT_DIR ? contentDirsOf(environment.CONTENT_DIR) : [];

/** Every file a build would read (absolute paths, in a stable order). */
export function buildInputFiles(environment: NodeJS.ProcessEnv = process.env): string[] {
  const files: string[] = [];
  for (const input of [...BUILD_INPUTS, ...contentDirsOfEnvironment(environment)]) {
    listFiles(path.resolve(ROOT_DIR, input), files);
  }
  return files;
}

/** The fingerprint of the inputs a build would read now, with this environment. */
export function buildInputsFingerprint(environment: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  for (const file of buildInputFiles(environment)) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(ROOT_DIR, file)}\0${size}\0${mtimeMs}\n`);
  }
  // The build's settings: `.env` files, overridden by the environment (as Vite reads them).
  const fromEnvironment = Object.entries(environment).filter(([name]) => name.startsWith("VITE_"));
  const settings = {
    ...loadEnv("production", ROOT_DIR, "VITE_"),
    ...Object.fromEntries(fromEnvironment),
    CONTENT_DIR: contentDirsOfEnvironment(environment),
  };
  hash.update(JSON.stringify(Object.entries(settings).sort()));
  return hash.digest("hex");
}
