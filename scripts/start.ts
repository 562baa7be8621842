/**
 * `npm start`: serves the site, building it first when there is no build or anything the build
 * reads has changed since (build-tools/build-inputs.ts: every project file git does not ignore
 * but the tests, docs and tooling, the content folder, the `VITE_*` settings).
 *
 * It rebuilds while it serves, on SIGHUP (`systemctl reload`, and `npm run cms` after each save),
 * without ever taking the site down (docs/product.md §18): the next build is made beside the one
 * served (scripts/site-builds.ts) and the server switches to it only once it has succeeded. A
 * build that fails leaves the last good site up, and its problems, in the build's own words, are
 * what BUILD_STATUS_PATH answers (/admin/ shows them to the owner) until a good build replaces
 * it. A rebuild asked for during a build stops it and builds from the files as they are then:
 * the owner's latest save goes live soonest.
 */
import { readFileSync } from "node:fs";

import { buildInputsFingerprint } from "../build-tools/build-inputs.ts";
import { BUILD_DIR, type BuildInfo, buildLayoutOf } from "../hosting/build-layout.ts";
import { servedBuildAt, settingsOrExit, startServer } from "../server/main.ts";
import {
  type BuildResult,
  buildBeside,
  pointTo,
  CAN_BUILD,
  servedBuildDir,
} from "./site-builds.ts";

/** Where the site's builds stand, as /admin/ reads it (BUILD_STATUS_PATH). */
export interface BuildStatus {
  /** The build under way, since when; null when none is. */
  building: { since: string } | null;
  /** The last build that failed, while no good build has replaced it. */
  failed: { startedAt: string; endedAt: string; problems: string[] } | null;
}

function builtFrom(): string | undefined {
  try {
    const { buildInfoFile } = buildLayoutOf(BUILD_DIR);
    return (JSON.parse(readFileSync(buildInfoFile, "utf8")) as BuildInfo).inputs;
  } catch {
    return undefined;
  }
}

const problemLines = (result: Extract<BuildResult, { ok: false }>) =>
  result.problems.length > 0
    ? result.problems.map((problem) => `  ${problem}`).join("\n")
    : "  (not a data file: see the build's output above)";

// A wrong setting stops here, before a build that the server would not serve.
const settings = settingsOrExit();
const status: BuildStatus = { building: null, failed: null };

/** The rebuild under way, to stop when a newer one is asked for. */
let running: AbortController | undefined;
let isAskedAgain = false;
/** How a rebuild is asked for: until the site is up, by noting it for then. */
const asked: { rebuild: () => Promise<void> } = {
  rebuild: async () => {
    isAskedAgain = true;
  },
};

process.on("SIGHUP", () => {
  console.log("SIGHUP: rebuilding beside the site being served…");
  void asked.rebuild();
});

/** Runs one build beside the served one; on success, the server moves to it. */
async function build(serve: (folder: string) => void, signal?: AbortSignal): Promise<BuildResult> {
  const startedAt = new Date().toISOString();
  status.building = { since: startedAt };
  try {
    const result = await buildBeside(BUILD_DIR, signal);
    if (result.ok) {
      serve(result.folder);
      pointTo(BUILD_DIR, result.folder);
      status.failed = null;
      console.log(`\nThe new build is live (built in ${result.seconds} s).\n`);
    } else {
      status.failed = {
        startedAt,
        endedAt: new Date().toISOString(),
        problems: result.problems,
      };
      console.error(
        `\nThe site could not be rebuilt; the last good build stays up. Problems:\n${problemLines(result)}\n`,
      );
    }
    return result;
  } finally {
    status.building = null;
  }
}

const built = builtFrom();
if (built !== buildInputsFingerprint() && !CAN_BUILD) {
  // `npm ci --omit=dev` on a server: the build was made elsewhere and copied here.
  if (!servedBuildDir(BUILD_DIR)) {
    console.error(
      `npm start cannot start: there is no build in ${BUILD_DIR}, and this install has no build tools (npm ci --omit=dev). Build where they are (npm ci && npm run build) and copy the build folder here.`,
    );
    process.exit(1);
  }
  console.log("This install has no build tools (npm ci --omit=dev): serving the build as it is.");
} else if (built !== buildInputsFingerprint()) {
  console.log(built ? "The build's inputs changed: rebuilding…" : "No build yet: building…");
  const result = await build(() => {});
  if (!result.ok && !servedBuildDir(BUILD_DIR)) process.exit(1);
}

const app = await startServer(settings, BUILD_DIR, () => status);

/** Rebuilds now, stopping the build under way, which starts again once it has stopped. */
async function rebuild(): Promise<void> {
  if (running) {
    isAskedAgain = true;
    running.abort();
    return;
  }
  running = new AbortController();
  try {
    await build((folder) => app.switchBuild(servedBuildAt(folder)), running.signal);
  } catch (error) {
    if (!running.signal.aborted) console.error(error);
  } finally {
    running = undefined;
  }
  if (isAskedAgain) {
    isAskedAgain = false;
    await rebuild();
  }
}

asked.rebuild = rebuild;
if (isAskedAgain) {
  isAskedAgain = false;
  void rebuild();
}
