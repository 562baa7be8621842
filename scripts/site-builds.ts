/**
 * `npm start`'s builds, made beside the one it serves (docs/product.md §18: "a rebuild never takes
 * the site down"). A build goes into a folder of its own next to BUILD_DIR (`build.1`, `build.2`,
 * `build.3`, then `build.1` again: never the folder served, nor the one before), and only once it has
 * succeeded does BUILD_DIR become a link to it, in one rename; the server then switches to it
 * (server/app.ts › switchBuild). A build that fails leaves the link, the folder and the site as
 * they were, and says why: each problem the build found in a data file, in its own words.
 *
 * The build is React Router's (`react-router build`), run on this Node without npm in between.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

import { ROOT_DIR } from "../hosting/build-layout.ts";

/**
 * React Router's command, as its package names it; undefined in an install without the build
 * tools (`npm ci --omit=dev`), which can serve a build but not make one.
 */
export const REACT_ROUTER_CLI = ((): string | undefined => {
  try {
    const manifest = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
    const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
    return path.join(path.dirname(manifest), bin["react-router"] as string);
  } catch {
    return undefined;
  }
})();

/** How a build ended. */
export type BuildResult =
  | {
      ok: true;
      seconds: number;
      /** The finished build's folder: serve it, then `pointTo` it. */
      folder: string;
    }
  | {
      ok: false;
      seconds: number;
      /** Each problem the build found in a data file: `content/hours.yaml: …`. */
      problems: string[];
    };

/** The build folder served now: BUILD_DIR, or the folder it links to; none before any build. */
export const servedBuildDir = (buildDir: string): string | undefined =>
  existsSync(buildDir) ? realpathSync(buildDir) : undefined;

/** The folders builds take turns in, beside BUILD_DIR. */
export const buildSlotsOf = (buildDir: string): [string, string, string] => [
  `${buildDir}.1`,
  `${buildDir}.2`,
  `${buildDir}.3`,
];

/**
 * Where the next build goes: the slot after the one served, in turn. Neither the build served
 * nor the one served before it: a request it took just before the switch may still be opening
 * its files (a rebuild asked for during a build starts the moment that build is served).
 */
export function nextSlot(buildDir: string): string {
  const served = servedBuildDir(buildDir);
  const slots = buildSlotsOf(buildDir);
  const at = slots.findIndex((slot) => path.resolve(slot) === served);
  return slots[(at + 1) % slots.length] ?? slots[0];
}

/** How long a build folder moved aside stays, for the requests it was answering. */
const ASIDE_MS = 30_000;

/**
 * Points BUILD_DIR at a finished build in one rename, once the server serves it. A BUILD_DIR
 * that is a folder (made by `npm run build`) is moved aside first, and removed a little later.
 */
export function pointTo(buildDir: string, slot: string): void {
  if (existsSync(buildDir) && !lstatSync(buildDir).isSymbolicLink()) {
    const aside = `${buildDir}.replaced`;
    rmSync(aside, { recursive: true, force: true });
    renameSync(buildDir, aside);
    setTimeout(() => rmSync(aside, { recursive: true, force: true }), ASIDE_MS).unref();
  }
  const link = `${buildDir}.link`;
  rmSync(link, { force: true });
  symlinkSync(path.basename(slot), link);
  renameSync(link, buildDir);
}

/** The data-file problems in a build's output (the build names each `content/<file>: …`). */
export function problemsIn(output: string): string[] {
  const problems = stripVTControlCharacters(output)
    .split("\n")
    .map((line) => /(content\/[\w.-]+: .+)$/.exec(line.trim())?.[1])
    .filter((problem): problem is string => problem !== undefined);
  return [...new Set(problems)];
}

/**
 * Builds the site beside the one served, leaving BUILD_DIR as it is: the caller serves the new
 * folder, then points BUILD_DIR at it. The build's output goes to this process's console.
 */
export function buildBeside(buildDir: string, signal?: AbortSignal): Promise<BuildResult> {
  const cli = REACT_ROUTER_CLI;
  if (!cli) {
    return Promise.reject(
      new Error(
        "This install has no build tools (npm ci --omit=dev): it can serve a build, not make one.",
      ),
    );
  }
  const slot = nextSlot(buildDir);
  rmSync(slot, { recursive: true, force: true });
  const startedAt = performance.now();
  const seconds = () => Number(((performance.now() - startedAt) / 1000).toFixed(1));
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [cli, "build"], {
      cwd: ROOT_DIR,
      env: { ...process.env, BUILD_DIR: slot },
      stdio: ["ignore", "pipe", "pipe"],
      signal,
    });
    let output = "";
    for (const stream of [build.stdout, build.stderr]) {
      stream.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        process.stdout.write(chunk);
      });
    }
    // Stopped (`signal`), it rejects once the build has exited, so the next build's folder is
    // never the one a stopped build is still writing.
    build.on("error", (error) => signal?.aborted || reject(error));
    build.on("close", (code) => {
      if (code !== 0) rmSync(slot, { recursive: true, force: true });
      if (signal?.aborted) reject(signal.reason as Error);
      else if (code !== 0) resolve({ ok: false, seconds: seconds(), problems: problemsIn(output) });
      else resolve({ ok: true, seconds: seconds(), folder: slot });
    });
  });
}
