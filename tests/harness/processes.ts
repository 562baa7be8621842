/**
 * The servers that the tests and the benchmarks start, handled one way, written once: a free
 * loopback port, waiting until something listens on it, and stopping a child by its own PID (its
 * whole process group when it was started `detached`, so what it started stops too). Never by
 * name: other servers on the machine are not ours to stop. And a build of the site of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

import { ROOT_DIR } from "../../hosting/build-layout.ts";

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Resolves once something accepts connections on the port; rejects if `child` exits first. */
export async function waitForPort(port: number, child: ChildProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before listening`);
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listening on ${port} after ${timeoutMs} ms`);
}

/**
 * Stops a child by its PID and waits for it to exit: SIGTERM to its process group when it leads
 * one (started `detached`), else to the child alone.
 */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    process.kill(child.pid, "SIGTERM"); // not a group leader
  }
  await exited;
}

/** `npm run build` with these settings into a folder of its own; its exit code and output. */
export async function buildSite(contentDirs: readonly string[], siteUrl: string) {
  mkdirSync(path.join(ROOT_DIR, "var"), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT_DIR, "var", "build-test-"));
  const child = spawn("npm", ["run", "build"], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      CONTENT_DIR: contentDirs.join(path.delimiter),
      BUILD_DIR: path.relative(ROOT_DIR, folder),
      VITE_SITE_URL: siteUrl,
      VITE_CMS_LOCAL_BACKEND: "",
    },
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  }
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output, folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
