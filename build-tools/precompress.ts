/**
 * The build's last step (docs/product.md §15): a `.br` (brotli, quality 11) and a `.gz` (gzip, level
 * 9) copy beside each text file the site serves, where smaller, so `npm start`
 * (@fastify/static's `preCompressed`) and nginx (`gzip_static`, `brotli_static`) send them by
 * `Accept-Encoding` without compressing on each request. It runs after every other step has
 * written its files; the host's own files (`_headers`, …) are never served and stay as they are.
 *
 * A file compressed once is not compressed again (docs/product.md §18: "only what changed is
 * rebuilt and compressed"): the copies are kept by the file's content hash and reused while the
 * file is byte for byte the same (the CMS's 5.5 MB bundle after a content edit). On Cloudflare
 * Pages (`CF_PAGES`), which compresses by itself and ignores the copies, there is no step at all.
 */
import { createHash } from "node:crypto";
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

/** Compressed copies by their source's hash: `<sha256>.br`, `<sha256>.gz`. */
const CACHE_DIR = path.join(
  ROOT_DIR,
  "node_modules",
  ".cache",
  "montgomery-tax-site",
  "precompressed",
);
/** A copy no build has used for this long is removed. */
const CACHE_DAYS = 14;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressedCopies(source: Buffer): Promise<[string, Buffer][]> {
  const key = createHash("sha256").update(source).digest("hex");
  const cached = await Promise.all(
    COMPRESSED_COPY_EXTENSIONS.map((extension) =>
      readFile(path.join(CACHE_DIR, key + extension)).catch(() => undefined),
    ),
  );
  if (cached.every((copy) => copy !== undefined)) {
    const now = new Date();
    await Promise.all(
      COMPRESSED_COPY_EXTENSIONS.map((extension) =>
        utimes(path.join(CACHE_DIR, key + extension), now, now),
      ),
    );
    return COMPRESSED_COPY_EXTENSIONS.map((extension, index) => [
      extension,
      cached[index] as Buffer,
    ]);
  }
  const copies = await compress(source);
  await mkdir(CACHE_DIR, { recursive: true });
  // Written whole, then renamed: another build reading the cache never meets half a file.
  await Promise.all(
    copies.map(async ([extension, copy]) => {
      const file = path.join(CACHE_DIR, key + extension);
      await writeFile(`${file}.${process.pid}`, copy);
      await rename(`${file}.${process.pid}`, file);
    }),
  );
  return copies;
}

/** Removes the copies no build has used for CACHE_DAYS. */
async function pruneCache(): Promise<void> {
  const oldest = Date.now() - CACHE_DAYS * 24 * 60 * 60 * 1000;
  const names = await readdir(CACHE_DIR).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(CACHE_DIR, name);
    const { mtimeMs } = (await stat(file).catch(() => undefined)) ?? { mtimeMs: Infinity };
    if (mtimeMs < oldest) await rm(file, { force: true });
  }
}

/** How each copy is made: brotli at its best quality, gzip at its best level. */
const COMPRESSORS: Record<
  (typeof COMPRESSED_COPY_EXTENSIONS)[number],
  (source: Buffer) => Promise<Buffer>
> = {
  ".br": (source) =>
    brotli(source, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ".gz": (source) => gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
};

async function compress(source: Buffer): Promise<[string, Buffer][]> {
  const copies: [string, Buffer][] = [];
  for (const extension of COMPRESSED_COPY_EXTENSIONS) {
    copies.push([extension, await COMPRESSORS[extension](source)]);
  }
  return copies;
}

/** Writes `.br` and `.gz` beside each text file under `clientDir`, when smaller; returns how many. */
export async function precompress(clientDir: string = CLIENT_DIR): Promise<number> {
  if (process.env.CF_PAGES) return 0;
  const files = (await listFiles(clientDir)).filter(
    (file) => isCompressible(file) && !HOST_CONFIG_FILES.some((name) => file.endsWith(name)),
  );
  const written = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      let count = 0;
      for (const [extension, compressed] of await compressedCopies(source)) {
        if (compressed.length < source.length) {
          await writeFile(file + extension, compressed);
          count += 1;
        }
      }
      return count;
    }),
  );
  await pruneCache();
  return written.reduce((sum, count) => sum + count, 0);
}
