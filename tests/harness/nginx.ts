/**
 * Runs a real nginx on a loopback port with the generated server block (build/nginx.conf)
 * over the build, for the nginx end-to-end test and the benchmark. Everything nginx writes
 * goes to a temporary prefix; `stop()` ends it by its PID.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { NGINX_CONF_FILE } from "../../hosting/build-layout.ts";
import { freePort, stopChild, waitForPort } from "./processes.ts";

const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
const MIME_TYPES_CANDIDATES = ["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types"];

/** The nginx binary and its mime.types, or undefined when nginx is not installed. */
export function findNginx(): { binary: string; mimeTypes: string } | undefined {
  const binary = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  const mimeTypes = MIME_TYPES_CANDIDATES.find((candidate) => existsSync(candidate));
  return binary && mimeTypes ? { binary, mimeTypes } : undefined;
}

export interface LocalNginx {
  baseURL: string;
  /** What nginx wrote to stderr (its error log). */
  log: () => string;
  stop: () => Promise<void>;
}

export async function startNginx(serverBlockFile = NGINX_CONF_FILE): Promise<LocalNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (apt-get install nginx-light)");
  const port = await freePort();
  const prefix = await mkdtemp(path.join(tmpdir(), "nginx-"));
  const serverBlock = (await readFile(serverBlockFile, "utf8")).replace(
    /^ {4}listen .*;$/m,
    `    listen 127.0.0.1:${port};`,
  );
  if (!serverBlock.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error(`No listen directive in ${serverBlockFile}`);
  }
  await writeFile(path.join(prefix, "site.conf"), serverBlock);
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (name) => `  ${name}_temp_path ${path.join(prefix, name)};`,
  );
  await writeFile(
    path.join(prefix, "nginx.conf"),
    [
      // One worker: a fair match for one Node process.
      "worker_processes 1;",
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      `  include ${nginx.mimeTypes};`,
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...tempPaths,
      `  include ${path.join(prefix, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(
    nginx.binary,
    [
      "-p",
      prefix,
      "-c",
      path.join(prefix, "nginx.conf"),
      "-g",
      `daemon off; pid ${path.join(prefix, "nginx.pid")};`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr?.on("data", (data: Buffer) => (log += data.toString()));
  const stop = async () => {
    await stopChild(child);
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child);
  } catch (error) {
    await stop();
    throw new Error(`nginx did not start: ${log}`, { cause: error });
  }
  return { baseURL: `http://127.0.0.1:${port}`, log: () => log, stop };
}
