/**
 * The build's last step (PRODUCT.md §15): a `.br` (brotli, quality 11) and a `.gz` (gzip, level
 * 9) copy beside each text file the site serves, where smaller, so `npm start`
 * (@fastify/static's `preCompressed`) and nginx (`gzip_static`, `brotli_static`) send them by
 * `Accept-Encoding` without compressing on each request. It runs after every other step has
 * written its files; the host's own files (`_headers`, …) are never served and stay as they are.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

import { CLIENT_DIR } from "../server/build-layout.ts";
import { HOST_CONFIG_FILES, isCompressible } from "../server/http-policy.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressedCopies(source: Buffer): Promise<[string, Buffer][]> {
  return [
    [
      ".br",
      await brotli(source, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ],
    [".gz", await gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION })],
  ];
}

/** Writes `.br` and `.gz` beside each text file under `clientDir`, when smaller; returns how many. */
export async function precompress(clientDir: string = CLIENT_DIR): Promise<number> {
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
  return written.reduce((sum, count) => sum + count, 0);
}
