/**
 * Which file of the build answers which URL path, with which headers. @fastify/static sends the
 * files (server/app.ts: reading, streaming, the `.br`/`.gz` copy by Accept-Encoding, ETag,
 * Last-Modified, 304, HEAD, ranges); this module decides what exists, because the site's URLs
 * are not its file names: the pages answer at their spec paths (`/Planning` from
 * `Planning.html`), a folder's index page at the folder's path (`/admin/`), every other file at
 * its own path; the host files (`_headers`, `_redirects`), the compressed copies and 404.html
 * answer at none.
 *
 * The table is made once at start-up from the build's file names, and a request path is only
 * ever looked up in it, never joined to a file-system path, so traversal has nothing to work on.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { isUtf8MimeType, mime } from "@fastify/send";

import { TAX_CALENDAR_DIR } from "../app/shared/paths.ts";
import { htmlFileFor, NOT_FOUND_FILE } from "../hosting/build-layout.ts";
import {
  cacheControlFor,
  CALENDAR_CONTENT_TYPE,
  COMPRESSED_COPY_EXTENSIONS,
  documentHeaders,
  HOST_CONFIG_FILES,
  pagePaths,
  SPECULATION_RULES_CONTENT_TYPE,
  SPECULATION_RULES_PATH,
} from "../hosting/http-policy.ts";

/**
 * A file's Content-Type as @fastify/static types it (@fastify/send's `mime` table, with a UTF-8
 * charset on the types it counts as text; anything it does not know is a download), but for
 * what that table cannot know: the speculation rules' type (a `.json` file), the calendar
 * folder's (served as text/calendar by every host), JavaScript as `text/javascript` (RFC 9239;
 * mime 3 still says `application/javascript`), and a UTF-8 charset on the XML- and JSON-based
 * types too (SVG, the sitemap, a manifest), which are text all the same.
 */
function contentTypeFor(fileName: string, urlPath?: string): string {
  if (urlPath === SPECULATION_RULES_PATH) return SPECULATION_RULES_CONTENT_TYPE;
  if (urlPath?.startsWith(TAX_CALENDAR_DIR)) return CALENDAR_CONTENT_TYPE;
  const type = mime.getType(fileName) ?? "application/octet-stream";
  if (type === "application/javascript") return "text/javascript; charset=utf-8";
  return isUtf8MimeType(type) || /[/+](xml|json)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/** One file of the build as it is served at one URL path. */
export interface BuildFile {
  /** Its path in the build folder, `/`-separated from the folder, as `reply.sendFile` takes it. */
  file: string;
  /** Sent with it besides the validators: Cache-Control, and the document headers of HTML pages. */
  headers: Record<string, string>;
  contentType: string;
  /** The build wrote a compressed copy of it, so the answer varies by Accept-Encoding. */
  hasCompressedCopy: boolean;
}

/**
 * URL path -> file, for every page and every other file of the build, and the 404 page. The
 * pages and the 404 page carry `pageHeaders` (http-policy's document headers by default).
 */
export function listBuild(
  clientDir: string,
  pageHeaders: Readonly<Record<string, string>> = documentHeaders,
): { files: Map<string, BuildFile>; notFound: BuildFile } {
  const describe = (
    file: string,
    urlPath: string,
    extraHeaders: Readonly<Record<string, string>> = {},
  ): BuildFile => ({
    file: `/${file.split(path.sep).join("/")}`,
    headers: {
      "cache-control": cacheControlFor(urlPath),
      ...Object.fromEntries(
        Object.entries(extraHeaders).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    },
    contentType: contentTypeFor(file, urlPath),
    hasCompressedCopy: COMPRESSED_COPY_EXTENSIONS.some((copy) =>
      existsSync(path.join(clientDir, file + copy)),
    ),
  });

  const pageFiles = new Set(pagePaths.map(htmlFileFor));
  const files = new Map<string, BuildFile>();
  for (const pagePath of pagePaths) {
    files.set(pagePath, describe(htmlFileFor(pagePath), pagePath, pageHeaders));
  }
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    const isServedElsewhere =
      pageFiles.has(file) ||
      file === NOT_FOUND_FILE ||
      (HOST_CONFIG_FILES as readonly string[]).includes(file) ||
      COMPRESSED_COPY_EXTENSIONS.some((copy) => file.endsWith(copy));
    if (isServedElsewhere) continue;
    const urlPath = `/${file.split(path.sep).join("/")}`;
    const described = describe(file, urlPath);
    files.set(urlPath, described);
    // A folder's index page answers at the folder's path too (/admin/).
    if (urlPath.endsWith("/index.html"))
      files.set(urlPath.slice(0, -"index.html".length), described);
  }
  const notFound = describe(NOT_FOUND_FILE, `/${NOT_FOUND_FILE}`, pageHeaders);
  return { files, notFound };
}
