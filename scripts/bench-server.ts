/**
 * `npm run bench:server`: a load benchmark, not a test. autocannon sends 100 concurrent
 * connections for 10 s at the home page and at one hashed asset, first to `npm start`'s server,
 * then to nginx with the generated server block over the same build (when nginx is installed),
 * and prints requests per second, p50/p99 latency, errors, non-2xx and the Node/nginx ratio.
 * What must hold: no errors and no non-2xx at 100 connections (exits 1 otherwise). The ratio
 * is for information: `npm start` serves with @fastify/static from disk (ADR 5), nginx is the
 * server for traffic beyond one machine's worth, and a CDN beyond that (docs/product.md §11).
 *
 * BENCH_DURATION (seconds), BENCH_CONNECTIONS and BENCH_ACCEPT_ENCODING override the defaults.
 * The default asks for gzip so both servers send the same precompressed bytes (stock nginx has
 * no brotli). Both run as one process each (nginx with one worker) on this machine, with
 * autocannon beside them.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import autocannon from "autocannon";

import {
  CLIENT_DIR,
  NGINX_CONF_FILE,
  ROOT_DIR,
  SECURITY_HEADERS_FILE,
} from "../hosting/build-layout.ts";
import { findNginx, startNginx } from "../tests/harness/nginx.ts";
import { freePort, stopChild, waitForPort } from "../tests/harness/processes.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip";

/** A hashed stylesheet of the build (the pages carry theirs inline; the files stay). */
function hashedAsset(): string {
  const name = readdirSync(path.join(CLIENT_DIR, "assets")).find((file) => file.endsWith(".css"));
  if (!name) throw new Error("No hashed stylesheet in build/client/assets");
  return `/assets/${name}`;
}

/** A running server to load: where it answers, and how to stop it. */
interface Running {
  baseURL: string;
  stop: () => Promise<void>;
}

async function startNode(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port, child);
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** Each target's row of the table, loaded on one server. */
async function bench(server: string, start: () => Promise<Running>, targets: string[]) {
  const running = await start();
  const rows = [];
  try {
    for (const target of targets) {
      const result = await autocannon({
        url: running.baseURL + target,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { "accept-encoding": ACCEPT_ENCODING },
      });
      rows.push({
        server,
        target,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.timeouts,
        "non-2xx": result.non2xx,
      });
    }
  } finally {
    await running.stop();
  }
  return rows;
}

if (![SECURITY_HEADERS_FILE, NGINX_CONF_FILE].every(existsSync)) {
  console.log("No build yet: building…");
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const targets = ["/", hashedAsset()];
console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s per target, Accept-Encoding: ${ACCEPT_ENCODING}\n`,
);
const rows = await bench("node", startNode, targets);
if (findNginx()) rows.push(...(await bench("nginx", startNginx, targets)));
else console.log("nginx is not installed: Node only.\n");

console.table(rows);
for (const target of targets) {
  const node = rows.find((row) => row.server === "node" && row.target === target);
  const nginx = rows.find((row) => row.server === "nginx" && row.target === target);
  if (node && nginx) {
    const ratio = node["req/s"] / nginx["req/s"];
    console.log(`${target}: Node/nginx = ${ratio.toFixed(2)}`);
  }
}
const failed = rows.filter((row) => row.errors > 0 || row["non-2xx"] > 0);
if (failed.length > 0) {
  console.error(
    `Errors or non-2xx answers in: ${failed.map((row) => `${row.server} ${row.target}`).join(", ")}`,
  );
  process.exit(1);
}
console.log("No errors and no non-2xx answers.");
