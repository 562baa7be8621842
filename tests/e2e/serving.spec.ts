/**
 * `npm start` over HTTP (docs/product.md §11), its stop on SIGTERM as a real process, and its
 * sign-in path probed as an attacker would (docs/product.md §17): a malformed Host, a burst of starts.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";

import { freePort, stopChild, waitForPort } from "../harness/processes.ts";
import { BUILD_INFO_FILE, type BuildInfo } from "../../hosting/build-layout.ts";
import { expect, test } from "./fixtures.ts";
import { checkHttpContract } from "./http-contract.ts";

test("npm start serves the build with the shared headers, caching and redirects", async ({
  request,
}) => {
  // The address the build was made for: npm start gives GitHub its /api/callback.
  const { siteUrl } = JSON.parse(readFileSync(BUILD_INFO_FILE, "utf8")) as BuildInfo;
  await checkHttpContract(request, { servesBrotli: true, servesSignIn: true, siteUrl });
  const response = await request.fetch("/", { method: "PUT", data: "x" });
  expect(response.headers()["allow"]).toBe("GET, HEAD");
});

test("the server stops cleanly on SIGTERM", async () => {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (data: Buffer) => (output += data.toString()));
  server.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  try {
    await expect.poll(() => output, { timeout: 15_000 }).toContain(`:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    server.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve("still running"), 5_000)),
    ]);
    expect(code, output).toBe(0);
    // Node may report the exit before the last of its output has been read.
    await expect.poll(() => output).toContain("SIGTERM");
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
  }
});

/** `npm start`'s server as its own process, with the sign-in configured; stopped by its PID. */
async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      GITHUB_CLIENT_ID: "probe-client",
      GITHUB_CLIENT_SECRET: "probe-secret",
      ...env,
    },
    stdio: ["ignore", "ignore", "ignore"],
  });
  await waitForPort(port, server);
  return { port, stop: () => stopChild(server) };
}

/** One raw HTTP request (any Host, or none), and the status line and headers of its answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (data: Buffer) => (answer += data.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

test("the sign-in answers a Host it cannot read with a 400 page and the security headers", async () => {
  const server = await startServer();
  try {
    for (const host of ["Host: a@x\r\n", "Host: [\r\n", ""]) {
      const version = host ? "HTTP/1.1" : "HTTP/1.0";
      const answer = await rawRequest(
        server.port,
        `GET /api/auth?provider=github ${version}\r\n${host}Connection: close\r\n\r\n`,
      );
      expect(answer, JSON.stringify(host)).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, JSON.stringify(host)).toMatch(
        /^strict-transport-security: max-age=63072000$/im,
      );
      expect(answer, JSON.stringify(host)).not.toMatch(/^set-cookie:/im);
    }
  } finally {
    await server.stop();
  }
});

test("a burst of sign-in starts from one address is held back with 429", async () => {
  const server = await startServer();
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/auth?provider=github`, {
        redirect: "manual",
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.text()).toContain("Too many sign-in attempts");
        expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000");
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(302), 429, 429]);
  } finally {
    await server.stop();
  }
});

// Built with VITE_CMS_LOCAL_BACKEND blank (playwright.config.ts); the cms project builds with it
// set and edits through decap-server, and tests/unit/cms-config.test.ts derives both ways.
test("the production /admin/ names no local backend, in its configuration or its policy", async ({
  request,
}) => {
  const config = await request.get("/admin/config.yml");
  expect(config.status()).toBe(200);
  const text = await config.text();
  expect(text).toContain("backend:");
  expect(text).not.toMatch(/local_backend|localhost|127\.0\.0\.1/);
  const admin = await request.get("/admin/");
  expect(admin.headers()["content-security-policy"]).toMatch(/connect-src 'self'/);
  expect(admin.headers()["content-security-policy"]).not.toMatch(/localhost|127\.0\.0\.1/);
});

test("with the stand-in switched off, an inquiry gets 503 and is not stored", async () => {
  const server = await startServer({ EMAIL_STAND_IN: "off" });
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        user_id: "local-public-key",
        service_id: "local-service",
        template_id: "local-template",
        template_params: { name: "Probe" },
      }),
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/^The email stand-in is off/);
  } finally {
    await server.stop();
  }
});
