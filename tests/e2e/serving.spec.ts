/**
 * `npm start` over HTTP (docs/product.md §11) and its stop on SIGTERM as a real process. Its
 * sign-in path probed as an attacker would (docs/product.md §17) is
 * tests/unit/github-oauth-routes.test.ts's, its answers to broken requests server-hostile.test.ts's,
 * a production /admin/ without a local backend cms-config.test.ts's and http-policy.test.ts's.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

import { freePort } from "../harness/processes.ts";
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
