/**
 * `npm start` rebuilds without taking the site down (docs/product.md §18): the server moves to
 * another build folder at once, between two requests (server/app.ts › switchBuild), reports where
 * the rebuilds stand at BUILD_STATUS_PATH, and the build folder becomes a link to the new build
 * only once it is served (scripts/site-builds.ts).
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BUILD_STATUS_PATH } from "~/shared/paths.ts";
import { ROOT_DIR } from "../../hosting/build-layout.ts";
import { createServer } from "../../server/app.ts";
import {
  buildBeside,
  buildSlotsOf,
  nextSlot,
  pointTo,
  problemsIn,
  servedBuildDir,
} from "../../scripts/site-builds.ts";
import { type BuildFixture, makeBuildFixture } from "./build-fixture.ts";

let before: BuildFixture;
let after: BuildFixture;
beforeAll(async () => {
  [before, after] = await Promise.all([makeBuildFixture(), makeBuildFixture()]);
  await writeFile(path.join(after.clientDir, "index.html"), "<!DOCTYPE html><p>The new build</p>");
});
afterAll(async () => {
  await before.remove();
  await after.remove();
});

describe("switching builds", () => {
  it("serves the next request from the new build, with its headers", async () => {
    const app = await createServer(before.serverOptions);
    const first = await app.inject({ url: "/" });
    expect(first.body).not.toContain("The new build");
    app.switchBuild({
      ...after.serverOptions,
      securityHeaders: { ...after.securityHeaders, "X-Build": "after" },
    });
    const next = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(next.statusCode).toBe(200);
    expect(next.body).toBe("<!DOCTYPE html><p>The new build</p>");
    expect(next.headers["x-build"]).toBe("after");
    await app.close();
  });
});

describe("where the rebuilds stand", () => {
  it("is answered as JSON, never cached, with the site's headers", async () => {
    const status = { building: null, failed: { problems: ["content/hours.yaml: …"] } };
    const app = await createServer({ ...before.serverOptions, buildStatus: () => status });
    const answer = await app.inject({ url: BUILD_STATUS_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(status);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    await app.close();
  });

  it("is the build's own file when nothing rebuilds (a server run by itself, a static host)", async () => {
    const quiet = JSON.stringify({ building: null, failed: null });
    await mkdir(path.join(before.clientDir, "admin"), { recursive: true });
    await writeFile(path.join(before.clientDir, BUILD_STATUS_PATH.slice(1)), quiet);
    const app = await createServer(before.serverOptions);
    const answer = await app.inject({ url: BUILD_STATUS_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(quiet);
    await app.close();
  });
});

describe("the build folders", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "site-slots-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("link the build folder to the build served, moving a folder of a plain build aside, and take turns", () => {
    const buildDir = path.join(root, "build");
    const [one, two, three] = buildSlotsOf(buildDir);
    mkdirSync(buildDir);
    writeFileSync(path.join(buildDir, "marker"), "plain build");
    mkdirSync(one);
    pointTo(buildDir, one);
    expect(lstatSync(buildDir).isSymbolicLink()).toBe(true);
    expect(readlinkSync(buildDir)).toBe("build.1");
    expect(servedBuildDir(buildDir)).toBe(one);
    // The plain build is moved aside, for the requests it was answering.
    expect(existsSync(`${buildDir}.replaced/marker`)).toBe(true);
    mkdirSync(two);
    pointTo(buildDir, two);
    expect(servedBuildDir(buildDir)).toBe(two);
    expect(existsSync(one), "the build served before stays, for the requests it took").toBe(true);
    // The next build goes into neither: the three folders take turns.
    expect(nextSlot(buildDir)).toBe(three);
    mkdirSync(three);
    pointTo(buildDir, three);
    expect(nextSlot(buildDir)).toBe(one);
  });

  // A real build, stopped once it has made its folder: seconds on a busy machine.
  it(
    "are left empty by a build stopped for a newer one, once it has exited",
    { timeout: 60_000 },
    async () => {
      const buildDir = path.join(root, "stopped");
      const stop = new AbortController();
      const building = buildBeside(buildDir, stop.signal);
      await expect.poll(() => existsSync(nextSlot(buildDir)), { timeout: 50_000 }).toBe(true);
      stop.abort();
      await expect(building).rejects.toThrow(/abort/i);
      expect(existsSync(nextSlot(buildDir)), "the stopped build's folder").toBe(false);
    },
  );

  // React Router's plugin took prerendering's preview server for `vite dev` and rewrote the type
  // files: of the suite's two builds at once, one stopped with ENOTEMPTY (vite.config.ts).
  it("are made while the project's type files stay as they are, so two builds can run at once", async () => {
    const types = path.join(ROOT_DIR, ".react-router", "types", "+routes.ts");
    const typesNow = () => existsSync(types) && statSync(types, { bigint: true }).mtimeNs;
    const before = typesNow();
    const configFile = path.join(ROOT_DIR, "vite.config.ts");
    await (await preview({ configFile, logLevel: "silent", preview: { port: 0 } })).close();
    expect(typesNow()).toBe(before);
  });
});

describe("a failed build's problems", () => {
  it("are the build's messages about the data files, each once, without colours", () => {
    const output = [
      "vite v8 building client environment for production...",
      '\u001b[31mContentError: content/tax-dates.yaml: dates: entry 10 ("Bad"): date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17\u001b[39m',
      "    at loadContent (file:///app/schemas/load.server.ts:121:34)",
      'ContentError: content/tax-dates.yaml: dates: entry 10 ("Bad"): date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17',
      "content/hours.yaml: weekly: entry 1: closes must be later than the opening time",
      "Error: Prerender failed",
    ].join("\n");
    expect(problemsIn(output)).toEqual([
      'content/tax-dates.yaml: dates: entry 10 ("Bad"): date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17',
      "content/hours.yaml: weekly: entry 1: closes must be later than the opening time",
    ]);
    expect(problemsIn("Error: Cannot find module 'x'")).toEqual([]);
  });
});
