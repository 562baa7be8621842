/**
 * A server that installs only what the site needs to run (`npm ci --omit=dev`, docs/operations.md › npm start
 * behind a reverse proxy) serves a build made elsewhere: the server imports no development
 * package, and `npm start` without the build tools serves the build as it is.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { BUILD_DIR, ROOT_DIR } from "../../hosting/build-layout.ts";
import { freePort, stopChild, waitForPort } from "../harness/processes.ts";
import { PROJECT_FILES } from "../harness/project-files.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ timeout: 240_000 });

test("npm ci --omit=dev, then npm start, serves a build made elsewhere", async ({ request }) => {
  const server = mkdtempSync(path.join(tmpdir(), "site-server-"));
  let site: ReturnType<typeof spawn> | undefined;
  try {
    for (const file of PROJECT_FILES) {
      cpSync(path.join(ROOT_DIR, file), path.join(server, file), { recursive: true });
    }
    cpSync(realpathSync(BUILD_DIR), path.join(server, "build"), { recursive: true });
    // From npm's cache, which the project's own install filled: the registry is asked only for
    // what is missing, so the test needs neither the network nor a clock its certificates accept.
    const install = spawnSync(
      "npm",
      ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"],
      {
        cwd: server,
        encoding: "utf8",
      },
    );
    expect(install.status, install.stderr).toBe(0);
    expect(existsSync(path.join(server, "node_modules/vite")), "no build tool installed").toBe(
      false,
    );
    expect(existsSync(path.join(server, "node_modules/fastify"))).toBe(true);

    const port = await freePort();
    let output = "";
    site = spawn("npm", ["start"], {
      cwd: server,
      env: { ...process.env, PORT: String(port), BUILD_DIR: "build", CONTENT_DIR: "" },
      detached: true,
    });
    for (const stream of [site.stdout, site.stderr]) {
      stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    }
    await waitForPort(port, site, 60_000);
    // Printed before it listens, but read from the pipe in its own time.
    await expect
      .poll(() => output)
      .toContain("has no build tools (npm ci --omit=dev): serving the build as it is");
    for (const page of ["/", "/Planning", "/ContactUs", "/admin/"]) {
      const answer = await request.get(`http://127.0.0.1:${port}${page}`);
      expect(answer.status(), page).toBe(200);
    }
  } finally {
    await stopChild(site);
    rmSync(server, { recursive: true, force: true });
  }
});
