/**
 * Nothing made-up goes live (docs/product.md §19), as the operator meets it: `npm run build` for a
 * real domain on the fixture content (its defaults are made-up) stops before bundling and lists
 * each placeholder with the CMS screen and field where it is replaced; on the launched variant
 * (every such value replaced: tests/fixtures/content-owner-options) the same build succeeds, as
 * the tests' production build shows (playwright.config.ts builds it for REAL_SITE_URL), and
 * `npm start` serving a real-domain build on this machine keeps its email stand-in off unless
 * EMAIL_STAND_IN=on says otherwise (behind a proxy that adds no forwarding header, every visitor
 * would look like this machine). A build for an example address lists them once and goes on:
 * tests/unit/made-up.test.ts.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { loadContentAndSources } from "~/schemas/load.server.ts";
import { EMAIL_SEND_PATH } from "~/shared/paths.ts";
import { madeUpLines } from "../../build-tools/made-up-check.ts";
import { type BuildInfo, buildLayoutOf, ROOT_DIR } from "../../hosting/build-layout.ts";
import {
  EMAILJS_BUILD_DIR,
  FIXTURE_CONTENT_DIR,
  FIXTURE_CONTENT_PATH,
  REAL_SITE_URL as REAL_SITE,
} from "../fixtures/content-dir.ts";
import { freePort, stopChild, waitForPort } from "../harness/processes.ts";
import { expect, test } from "./fixtures.ts";

/** `npm run build` with these settings into a folder of its own; its exit code and output. */
async function build(contentDirs: readonly string[], siteUrl: string) {
  mkdirSync(path.join(ROOT_DIR, "var"), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT_DIR, "var", "build-made-up-"));
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

test.describe.configure({ timeout: 300_000 });

test("a build for a real domain on the made-up defaults stops, listing each with its CMS field", async () => {
  const run = await build([FIXTURE_CONTENT_DIR], REAL_SITE);
  try {
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toContain(`The site is built for ${REAL_SITE}, a real domain`);
    const lines = madeUpLines(loadContentAndSources(FIXTURE_CONTENT_PATH).madeUp);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(run.output).toContain(`  - ${line}`);
    // It stopped before anything was built.
    expect(existsSync(buildLayoutOf(run.folder).clientDir)).toBe(false);
  } finally {
    run.remove();
  }
});

/**
 * An inquiry posted straight to the stand-in of `npm start`'s server serving a build on this
 * machine, with these settings: the answer's status and text.
 */
async function sendToStandIn(folder: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      ...{ PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: path.relative(ROOT_DIR, folder) },
      ...{ INQUIRY_LOG: path.join(folder, "inquiries.jsonl"), EMAIL_STAND_IN: "", ...env },
    },
    stdio: "ignore",
  });
  try {
    await waitForPort(port, server);
    const response = await fetch(`http://127.0.0.1:${port}${EMAIL_SEND_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...{ user_id: "probe", service_id: "probe", template_id: "probe" },
        template_params: { name: "Probe", message: "Hello" },
      }),
    });
    return `${response.status} ${await response.text()}`;
  } finally {
    await stopChild(server);
  }
}

test("a build for a real domain succeeds once every made-up value is replaced, and its npm start serves no stand-in unless told to", async () => {
  const built = buildLayoutOf(path.resolve(EMAILJS_BUILD_DIR));
  const info = JSON.parse(readFileSync(built.buildInfoFile, "utf8")) as BuildInfo;
  expect(info.siteUrl).toBe(REAL_SITE);
  const home = readFileSync(path.join(built.clientDir, "index.html"), "utf8");
  expect(home).toMatch(new RegExp(`<link rel="canonical" href="${REAL_SITE}/"`));
  // The same build as `npm run build` writes it without EmailJS ids: with the stand-in.
  const folder = mkdtempSync(path.join(ROOT_DIR, "var", "real-domain-stand-in-"));
  try {
    const standIn = buildLayoutOf(folder);
    symlinkSync(built.clientDir, standIn.clientDir, "dir");
    cpSync(built.securityHeadersFile, standIn.securityHeadersFile);
    writeFileSync(standIn.buildInfoFile, JSON.stringify({ ...info, emailStandIn: true }));
    // On loopback, as behind a proxy that adds no forwarding header: off all the same.
    expect(await sendToStandIn(folder)).toMatch(
      /^503 The email stand-in is off: this build is for the site's real domain\./,
    );
    expect(await sendToStandIn(folder, { EMAIL_STAND_IN: "on" })).toBe("200 OK");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
