/**
 * build-tools/precompress.ts, the build's last step, on the tiny build folder made the way the
 * build makes the real one: a `.br` and a `.gz` beside each text file, never beside an image
 * or a host's own file.
 */
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { existsSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

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
  let folder: string;
  /** A cache of its own: what other tests and builds write never reaches these. */
  let cache: string;
  beforeAll(async () => {
    [folder, cache] = await Promise.all([
      mkdtemp(path.join(tmpdir(), "precompress-again-")),
      mkdtemp(path.join(tmpdir(), "precompress-cache-")),
    ]);
  });
  afterAll(() =>
    Promise.all([folder, cache].map((dir) => rm(dir, { recursive: true, force: true }))),
  );
  afterEach(() => vi.useRealTimers());

  it("reuses the copies of a file compressed before, byte for byte the same file, whatever the process's clock says", async () => {
    // Years from the files' own clock, as under faketime: the cache's ages are not read on it.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-02-28T12:00:00Z") });
    const text = `/* compressed once */ ${"tax ".repeat(500)}`;
    await writeFile(path.join(folder, "a.js"), text);
    await precompress(folder, cache);
    // A copy planted in the cache under the file's key is what the next build of that file gets.
    const key = (await readdir(cache)).find((name) => name.endsWith(".gz")) ?? "";
    const planted = gzipSync(Buffer.from(text), { level: 1 });
    await writeFile(path.join(cache, key), planted);
    await rm(path.join(folder, "a.js.gz"));
    await precompress(folder, cache);
    expect(await readFile(path.join(folder, "a.js.gz"))).toEqual(planted);
    // A changed file is compressed anew.
    await writeFile(path.join(folder, "a.js"), `${text} changed`);
    await precompress(folder, cache);
    expect(gunzipSync(await readFile(path.join(folder, "a.js.gz"))).toString()).toBe(
      `${text} changed`,
    );
  });

  it("writes one key from two writers at once, and removes only copies unused for 14 days, once a day", async () => {
    const text = "the same bytes twice ".repeat(100);
    await Promise.all(
      ["twin-1.js", "twin-2.js"].map((name) => writeFile(path.join(folder, name), text)),
    );
    const stale = path.join(cache, "a-copy-from-long-ago.gz");
    const plantStale = () => writeFile(stale, "old").then(() => utimes(stale, 0, 0));
    // The last pruning, a day ago or more (an earlier test's precompress made one).
    const dayBefore = () => utimes(path.join(cache, "pruned"), 0, 0).catch(() => undefined);
    await Promise.all([plantStale(), dayBefore()]);
    await Promise.all([precompress(folder, cache), precompress(folder, cache)]);
    for (const name of ["twin-1.js", "twin-2.js"]) {
      expect(gunzipSync(await readFile(path.join(folder, `${name}.gz`))).toString()).toBe(text);
    }
    expect(existsSync(stale)).toBe(false);
    // Each copy's key once, the day's pruning noted, and no writer's leftovers.
    expect((await readdir(cache)).filter((name) => !/^[0-9a-f]{64}\.(br|gz)$/.test(name))).toEqual([
      "pruned",
    ]);
    // Not looked for again the same day; the next day, it is.
    await plantStale();
    await precompress(folder, cache);
    expect(existsSync(stale)).toBe(true);
    await dayBefore();
    await precompress(folder, cache);
    expect(existsSync(stale)).toBe(false);
  });

  it("is not done on Cloudflare Pages, which compresses by itself", async () => {
    vi.stubEnv("CF_PAGES", "1");
    await writeFile(path.join(folder, "b.js"), "tax ".repeat(500));
    expect(await precompress(folder)).toBe(0);
    expect(existsSync(path.join(folder, "b.js.br"))).toBe(false);
    vi.unstubAllEnvs();
  });
});
