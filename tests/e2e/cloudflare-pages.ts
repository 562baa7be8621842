/**
 * Cloudflare Pages' own runtime, offline: `wrangler pages dev` (wrangler 4, a devDependency)
 * over a build folder, with this repository's `functions/` and the given variables in a
 * `.dev.vars`, exactly as the host reads the project. It runs from a temporary folder, so
 * wrangler's state and the test secrets never land in the repository; `stop()` ends its process
 * group (wrangler, workerd, esbuild) by the PID it started.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort, stopChild, waitForPort } from "../harness/processes.ts";
import { CLIENT_DIR, ROOT_DIR } from "../../hosting/build-layout.ts";

const WRANGLER = path.join(ROOT_DIR, "node_modules/wrangler/bin/wrangler.js");
/** The Functions' compatibility date: set the same in the Pages project's settings. */
const COMPATIBILITY_DATE = "2025-07-01";

export interface LocalPages {
  baseURL: string;
  /** What wrangler printed. */
  log: () => string;
  stop: () => Promise<void>;
}

export async function startPagesDev(
  vars: Record<string, string>,
  clientDir = CLIENT_DIR,
): Promise<LocalPages> {
  const project = await mkdtemp(path.join(tmpdir(), "pages-dev-"));
  await symlink(path.join(ROOT_DIR, "functions"), path.join(project, "functions"), "dir");
  const port = await freePort();
  // The site's address is this local runtime's, as the host's VITE_SITE_URL would be the live one.
  const allVars = { VITE_SITE_URL: `http://127.0.0.1:${port}`, ...vars };
  await writeFile(
    path.join(project, ".dev.vars"),
    Object.entries(allVars)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
      .join(""),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [
      WRANGLER,
      "pages",
      "dev",
      clientDir,
      "--ip=127.0.0.1",
      `--port=${port}`,
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: project,
      // Offline: no metrics, and no request for the `Request.cf` placeholder to Cloudflare. On
      // the machine's own clock, as the edge keeps its own: its runtime (workerd) does not start
      // under a faked one (the suite under faketime: tests/README.md).
      env: {
        ...withoutFakedClock(process.env),
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        NO_COLOR: "1",
      },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (data: Buffer) => (log += data.toString()));
  child.stderr?.on("data", (data: Buffer) => (log += data.toString()));
  const stop = async () => {
    await stopChild(child);
    await rm(project, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`wrangler pages dev did not start: ${log}`, { cause: error });
  }
  return { baseURL: `http://127.0.0.1:${port}`, log: () => log, stop };
}

/** The environment without libfaketime's preload and settings. */
function withoutFakedClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LD_PRELOAD, ...rest } = env;
  const preload = LD_PRELOAD?.split(/[ :]/).filter((library) => !library.includes("faketime"));
  return Object.fromEntries(
    Object.entries({ ...rest, LD_PRELOAD: preload?.join(":") || undefined }).filter(
      ([name, value]) => value !== undefined && !name.startsWith("FAKETIME"),
    ),
  );
}
