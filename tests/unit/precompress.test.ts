/**
 * build-tools/precompress.ts, the build's last step, on the tiny build folder made the way the
 * build makes the real one: a `.br` and a `.gz` beside each text file, never beside an image
 * or a host's own file.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { existsSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { precompress } from "../../build-tools/precompress.ts";
import {
  ASSET_JS_PATH,
  ASSET_PNG_PATH,
  type BuildFixture,
  makeBuildFixture,
} from "./build-fixture.ts";

describe("precompress on a build", () => {
  let fixture: BuildFixture;
  beforeAll(async () => {
    fixture = await makeBuildFixture();
  });
  afterAll(() => fixture.remove());

  it("precompresses text files with brotli and gzip, byte for byte, and leaves images", async () => {
    const file = path.join(fixture.clientDir, ASSET_JS_PATH);
    const original = await readFile(file);
    expect(brotliDecompressSync(await readFile(`${file}.br`))).toEqual(original);
    expect(gunzipSync(await readFile(`${file}.gz`))).toEqual(original);
    expect((await stat(`${file}.br`)).size).toBeLessThan((await stat(`${file}.gz`)).size);
    await expect(stat(path.join(fixture.clientDir, `${ASSET_PNG_PATH}.br`))).rejects.toThrow();
    await expect(stat(path.join(fixture.clientDir, "404.html.br"))).resolves.toBeTruthy();
  });

  it("leaves a host's own file as it is, however well it would compress", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    const json = JSON.stringify({ include: Array(200).fill("/api/auth") });
    await writeFile(path.join(dir, "_routes.json"), json);
    await writeFile(path.join(dir, "data.json"), json);
    try {
      expect(await precompress(dir)).toBe(2);
      await expect(stat(path.join(dir, "data.json.gz"))).resolves.toBeTruthy();
      await expect(stat(path.join(dir, "_routes.json.gz"))).rejects.toThrow();
      await expect(stat(path.join(dir, "_routes.json.br"))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("precompress again", () => {
  const CACHE = path.resolve("node_modules/.cache/montgomery-tax-site/precompressed");
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "precompress-again-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("reuses the copies of a file compressed before, byte for byte the same file", async () => {
    const text = `/* compressed once ${Date.now()} */ ${"tax ".repeat(500)}`;
    await writeFile(path.join(folder, "a.js"), text);
    await precompress(folder);
    const key = createHash("sha256").update(text).digest("hex");
    // The cache holds the copies by the file's hash: a copy planted there is what the next
    // build of the same file gets, so nothing is compressed twice.
    const planted = gzipSync(Buffer.from(text), { level: 1 });
    await writeFile(path.join(CACHE, `${key}.gz`), planted);
    await rm(path.join(folder, "a.js.gz"));
    await precompress(folder);
    expect(await readFile(path.join(folder, "a.js.gz"))).toEqual(planted);
    // A changed file is compressed anew.
    await writeFile(path.join(folder, "a.js"), `${text} changed`);
    await precompress(folder);
    expect(gunzipSync(await readFile(path.join(folder, "a.js.gz"))).toString()).toBe(
      `${text} changed`,
    );
  });

  it("is not done on Cloudflare Pages, which compresses by itself", async () => {
    vi.stubEnv("CF_PAGES", "1");
    await writeFile(path.join(folder, "b.js"), "tax ".repeat(500));
    expect(await precompress(folder)).toBe(0);
    expect(existsSync(path.join(folder, "b.js.br"))).toBe(false);
    vi.unstubAllEnvs();
  });
});
