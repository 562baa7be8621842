/**
 * build-tools/precompress.ts, the build's last step, on the tiny build folder made the way the
 * build makes the real one: a `.br` and a `.gz` beside each text file, never beside an image
 * or a host's own file.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
