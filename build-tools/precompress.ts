/**
 * The build's last step (docs/product.md §15): a `.br` (brotli, quality 11) and a `.gz` (gzip, level
 * 9) copy beside each text file the site serves, where smaller, so `npm start`
 * (@fastify/static's `preCompressed`) and nginx (`gzip_static`, `brotli_static`) send them by
 * `Accept-Encoding` without compressing on each request. It runs after every other step has
 * written its files; the host's own files (`_headers`, …) are never served and stay as they are.
 *
 * A file compressed once is not compressed again (docs/product.md §18: "only what changed is
 * rebuilt and compressed"): the copies are kept by a key, and reused while the file is byte for
 * byte the same (the CMS's 5 MB bundle after a content edit). On Cloudflare Pages (`CF_PAGES`),
 * which compresses by itself and ignores the copies, there is no step at all, nor for `npm run
 * cms`'s site, served on loopback to the owner alone (build-tools/build-steps-plugin.ts).
 *
 * The cache never changes a result, whoever writes beside it and whatever the clocks say: the key
 * is the file's bytes with the compressors' settings and library versions (a copy made otherwise,
 * on another machine or by an older build, is never taken for this one's); each write goes to a
 * name of its own and is renamed into place whole (two builds, or two identical files of one
 * build, may write one key at once); and a copy's age is read on the file system's clock alone
 * (its time against a file written now), never against the process's clock, which `faketime`, a
 * test or a cache restored from another day may set apart from it.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

import { CLIENT_DIR, ROOT_DIR } from "../hosting/build-layout.ts";
import {
  COMPRESSED_COPY_EXTENSIONS,
  HOST_CONFIG_FILES,
  isCompressible,
} from "../hosting/http-policy.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed copies by their key: `<sha256>.br`, `<sha256>.gz`. */
const CACHE_DIR = path.join(
  ROOT_DIR,
  "node_modules",
  ".cache",
  "montgomery-tax-site",
  "precompressed",
);
/** A copy no build has used for this long is removed. */
const CACHE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How each copy is made: brotli at its best quality, gzip at its best level. */
const SETTINGS = {
  ".br": {
    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  },
  ".gz": { level: zlibConstants.Z_BEST_COMPRESSION },
} as const satisfies Record<(typeof COMPRESSED_COPY_EXTENSIONS)[number], object>;

const COMPRESSORS: Record<keyof typeof SETTINGS, (source: Buffer) => Promise<Buffer>> = {
  ".br": (source) =>
    brotli(source, {
      params: { ...SETTINGS[".br"], [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
  ".gz": (source) => gzipAsync(source, SETTINGS[".gz"]),
};

/** What else than the bytes decides a copy's bytes: the settings and the libraries applying them. */
const MADE_WITH = JSON.stringify({
  settings: SETTINGS,
  zlib: process.versions.zlib,
  brotli: process.versions.brotli,
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The file system's time now, as it stamps the files it writes: a file's age is its time against
 * this one, never against the process's clock.
 */
async function fileSystemNow(cacheDir: string): Promise<Date> {
  const marker = path.join(cacheDir, `now.${randomUUID()}`);
  await writeFile(marker, "");
  const { mtime } = await stat(marker);
  await rm(marker, { force: true });
  return mtime;
}

async function compressedCopies(
  source: Buffer,
  cacheDir: string,
  now: Date,
): Promise<[string, Buffer][]> {
  const key = createHash("sha256").update(MADE_WITH).update(source).digest("hex");
  const fileOf = (extension: string) => path.join(cacheDir, key + extension);
  const cached = await Promise.all(
    COMPRESSED_COPY_EXTENSIONS.map((extension) =>
      readFile(fileOf(extension)).catch(() => undefined),
    ),
  );
  if (cached.every((copy) => copy !== undefined)) {
    // Used now: kept from pruning (a neighbour's pruning may have removed it meanwhile: no matter).
    await Promise.all(
      COMPRESSED_COPY_EXTENSIONS.map((extension) =>
        utimes(fileOf(extension), now, now).catch(() => undefined),
      ),
    );
    return COMPRESSED_COPY_EXTENSIONS.map((extension, index) => [
      extension,
      cached[index] as Buffer,
    ]);
  }
  const copies: [string, Buffer][] = [];
  for (const extension of COMPRESSED_COPY_EXTENSIONS) {
    copies.push([extension, await COMPRESSORS[extension](source)]);
  }
  // Written whole under a name no other writer uses, then renamed: a reader never meets half a
  // file, and two writers of one key both succeed.
  await Promise.all(
    copies.map(async ([extension, copy]) => {
      const temporary = `${fileOf(extension)}.${randomUUID()}`;
      await writeFile(temporary, copy);
      await rename(temporary, fileOf(extension));
    }),
  );
  return copies;
}

/**
 * Removes the copies (and a crashed writer's leftovers) no build has used for CACHE_DAYS, once a
 * day at most: going through a cache of thousands of copies takes longer than a build's pages.
 */
async function pruneCache(cacheDir: string, now: Date): Promise<void> {
  const marker = path.join(cacheDir, "pruned");
  if (now.getTime() - ((await stat(marker).catch(() => undefined))?.mtimeMs ?? 0) < DAY_MS) return;
  await writeFile(marker, "");
  const oldest = now.getTime() - CACHE_DAYS * DAY_MS;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const { mtimeMs } = (await stat(file).catch(() => undefined)) ?? { mtimeMs: Infinity };
    if (mtimeMs < oldest) await rm(file, { force: true });
  }
}

/** Writes `.br` and `.gz` beside each text file under `clientDir`, when smaller; returns how many. */
export async function precompress(
  clientDir: string = CLIENT_DIR,
  cacheDir: string = CACHE_DIR,
): Promise<number> {
  if (process.env.CF_PAGES) return 0;
  await mkdir(cacheDir, { recursive: true });
  const now = await fileSystemNow(cacheDir);
  const files = (await listFiles(clientDir)).filter(
    (file) => isCompressible(file) && !HOST_CONFIG_FILES.some((name) => file.endsWith(name)),
  );
  const written = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      let count = 0;
      for (const [extension, compressed] of await compressedCopies(source, cacheDir, now)) {
        if (compressed.length < source.length) {
          await writeFile(file + extension, compressed);
          count += 1;
        }
      }
      return count;
    }),
  );
  await pruneCache(cacheDir, now);
  return written.reduce((sum, count) => sum + count, 0);
}
