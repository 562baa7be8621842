/**
 * `npm start`'s builds, made beside the one it serves (docs/product.md §18: "a rebuild never takes
 * the site down"). A build goes into a folder of its own next to BUILD_DIR (`build.1`, `build.2`,
 * `build.3`, then `build.1` again: never the folder served, nor the one before), and only once it has
 * succeeded does BUILD_DIR become a link to it, in one rename; the server then switches to it
 * (server/app.ts › switchBuild). A build that fails leaves the link, the folder and the site as
 * they were, and says why: each problem the build found in a data file, in its own words.
 *
 * The build is React Router's, made by a builder process kept between builds
 * (scripts/site-builder.ts): a rebuild after the first takes about 4 s and 5 CPU-seconds, not
 * 7 s and 9.5, here (Node, Vite and React Router are loaded once).
 */
import { type ChildProcess, fork } from "node:child_process";
import { existsSync, lstatSync, realpathSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { getHeapStatistics } from "node:v8";

import { ROOT_DIR } from "../hosting/build-layout.ts";
import type { BuildReply, BuildRequest } from "./site-builder.ts";

/**
 * Whether this install can build: not one without the build tools (`npm ci --omit=dev`), which
 * can serve a build but not make one.
 */
export const CAN_BUILD = existsSync(path.join(ROOT_DIR, "node_modules", "@react-router", "dev"));

/**
 * How a build ended: its folder (serve it, then `pointTo` it), or each problem it found in a data
 * file (`content/hours.yaml: …`).
 */
export type BuildResult = { seconds: number } & (
  { ok: true; folder: string } | { ok: false; problems: string[] }
);

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
 * The builder is kept this long after a build (an owner's saves come minutes apart), and no
 * longer once it holds a quarter of the memory Node allows it (about ten builds on a machine with
 * 16 GB or more): the next build starts another.
 */
const BUILDER_IDLE_MS = 5 * 60_000;
const BUILDER_MAX_HEAP_MEGABYTES = getHeapStatistics().heap_size_limit / 4 / 2 ** 20;

let builder: ChildProcess | undefined;
let idle: NodeJS.Timeout | undefined;

/** The builder, started when none is running; its output goes to this process's console. */
function runningBuilder(): ChildProcess {
  clearTimeout(idle);
  if (builder?.connected) return builder;
  const started = fork(path.join(import.meta.dirname, "site-builder.ts"), {
    cwd: ROOT_DIR,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  started.on("exit", () => builder === started && (builder = undefined));
  return (builder = started);
}

/**
 * Builds the site beside the one served, leaving BUILD_DIR as it is: the caller serves the new
 * folder, then points BUILD_DIR at it. Stopped (`signal`), the build stops at its next step and it
 * rejects once the builder has answered, so the next build's folder is never the one a stopped
 * build is still writing.
 */
export async function buildBeside(buildDir: string, signal?: AbortSignal): Promise<BuildResult> {
  if (!CAN_BUILD) throw new Error("This install has no build tools (npm ci --omit=dev).");
  const slot = nextSlot(buildDir);
  rmSync(slot, { recursive: true, force: true });
  const startedAt = performance.now();
  const seconds = () => Number(((performance.now() - startedAt) / 1000).toFixed(1));
  const child = runningBuilder();
  return new Promise((resolve, reject) => {
    const stop = () => child.send({ stop: true } satisfies BuildRequest);
    const ended = (reply?: BuildReply) => {
      child.off("message", ended).off("exit", exited).off("error", exited);
      signal?.removeEventListener("abort", stop);
      const problems = reply ? reply.problems : [];
      if (signal?.aborted || problems) rmSync(slot, { recursive: true, force: true });
      if (signal?.aborted) reject(signal.reason as Error);
      else if (problems) resolve({ ok: false, seconds: seconds(), problems });
      else resolve({ ok: true, seconds: seconds(), folder: slot });
      // Let go (site-builder.ts ends when its parent lets go), at once or once idle.
      const letGo = () => child.connected && child.disconnect();
      if (!reply) return;
      if (reply.heapMegabytes > BUILDER_MAX_HEAP_MEGABYTES) letGo();
      else idle = setTimeout(letGo, BUILDER_IDLE_MS).unref();
    };
    const exited = () => ended();
    child.on("message", ended).on("exit", exited).on("error", exited);
    signal?.addEventListener("abort", stop, { once: true });
    child.send({ folder: slot } satisfies BuildRequest);
  });
}
