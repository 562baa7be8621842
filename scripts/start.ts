/**
 * `npm start`: builds first when there is no build or a source file is newer than it,
 * then runs the server. The build step is skipped when nothing changed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { BUILD_INFO_FILE, ROOT_DIR } from "../server/build-layout";

const SOURCES = [
  "app",
  "public",
  "build-tools",
  "scripts",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.islands.config.ts",
  "package-lock.json",
  ".env",
  ...(process.env.CONTENT_DIR ? [process.env.CONTENT_DIR] : []),
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // scripts/observatory/node_modules holds an audit tool, not a source of the build.
  return readdirSync(entry)
    .filter((name) => name !== "node_modules")
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = existsSync(BUILD_INFO_FILE) ? statSync(BUILD_INFO_FILE).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT_DIR, source))));
if (changedAt > builtAt) {
  console.log(
    builtAt === 0 ? "No build yet: building…" : "Sources changed since the last build: rebuilding…",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main");
