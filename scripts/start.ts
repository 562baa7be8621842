/**
 * `npm start`: builds first when there is no build, or when anything the build reads has changed
 * since (build-tools/build-inputs.ts: every project file git does not ignore but the tests, docs
 * and tooling, the content folder, the `VITE_*` settings), then runs the server. Nothing
 * changed: it serves at once.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { buildInputsFingerprint } from "../build-tools/build-inputs.ts";
import { readServerSettings, SettingsError } from "../server/settings.ts";
import { BUILD_INFO_FILE, type BuildInfo, ROOT_DIR } from "../server/build-layout.ts";

function builtFrom(): string | undefined {
  try {
    return (JSON.parse(readFileSync(BUILD_INFO_FILE, "utf8")) as BuildInfo).inputs;
  } catch {
    return undefined;
  }
}

// A wrong setting stops here, before a build that the server would not serve.
try {
  readServerSettings(process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`npm start cannot start:\n${error.message}`);
  process.exit(1);
}

const built = builtFrom();
if (built !== buildInputsFingerprint()) {
  console.log(built ? "The build's inputs changed: rebuilding…" : "No build yet: building…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
