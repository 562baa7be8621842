/**
 * The generated nginx server block (build/nginx.conf), run by a real nginx on a loopback port
 * over the build, must behave like `npm start`: the same contract (http-contract.ts). Skipped
 * only where nginx is not installed; CI installs nginx-light.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { request as playwrightRequest } from "@playwright/test";

import { expect, test } from "./fixtures";
import { checkHttpContract } from "./http-contract";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((candidate) =>
  existsSync(candidate),
);
const MIME_TYPES = ["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types"].find((candidate) =>
  existsSync(candidate),
);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
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

test.describe("nginx with the generated server block", () => {
  test.skip(!NGINX || !MIME_TYPES, "nginx is not installed (apt-get install nginx-light)");

  let nginx: ChildProcess | undefined;
  let prefix = "";
  let baseURL = "";
  let log = "";

  test.beforeAll(async () => {
    const port = await freePort();
    prefix = await mkdtemp(path.join(tmpdir(), "nginx-"));
    const serverBlock = (await readFile(path.resolve("build/nginx.conf"), "utf8")).replace(
      /^ {4}listen .*;$/m,
      `    listen 127.0.0.1:${port};`,
    );
    expect(serverBlock).toContain(`listen 127.0.0.1:${port};`);
    await writeFile(path.join(prefix, "site.conf"), serverBlock);
    const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
    await writeFile(
      path.join(prefix, "nginx.conf"),
      [
        "worker_processes 1;",
        "error_log stderr warn;",
        "events { worker_connections 256; }",
        "http {",
        `  include ${MIME_TYPES};`,
        "  default_type application/octet-stream;",
        "  access_log off;",
        `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
        `  include ${path.join(prefix, "site.conf")};`,
        "}",
      ].join("\n"),
    );
    nginx = spawn(
      NGINX ?? "nginx",
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
    nginx.stderr?.on("data", (data: Buffer) => (log += data.toString()));
    await expect
      .poll(async () => nginx?.exitCode === null && (await canConnect(port)), { timeout: 10_000 })
      .toBe(true);
    baseURL = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    if (nginx?.pid !== undefined && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once("exit", resolve));
      process.kill(nginx.pid, "SIGTERM");
      await exited;
    }
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  test("serves the build like npm start", async () => {
    const request = await playwrightRequest.newContext({ baseURL });
    try {
      await checkHttpContract(request, { servesBrotli: false });
    } finally {
      await request.dispose();
    }
    expect(log, "nginx error log").not.toMatch(/\[(emerg|alert|crit|error)\]/);
  });
});
