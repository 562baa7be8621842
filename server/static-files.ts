/**
 * The build, read into memory once at start-up: for each URL path, its body as written and as
 * the `.br` / `.gz` copies made at build time, each with its headers and a strong ETag.
 *
 * Why not @fastify/static: it stats, opens and streams the file on every request, which held
 * Node to 0.2–0.4 of nginx's throughput in `npm run bench:server`; the build is immutable and
 * about a megabyte, so a table of buffers serves it several times faster. It also means no
 * request ever touches the file system: only paths in the table exist.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { htmlFileFor, NOT_FOUND_FILE } from "./build-layout";
import {
  CACHE_CONTROL,
  cacheControlFor,
  CALENDAR_CONTENT_TYPE,
  documentHeaders,
  HOST_CONFIG_FILES,
  pagePaths,
  SPECULATION_RULES_CONTENT_TYPE,
  SPECULATION_RULES_PATH,
} from "./http-policy";

export type Encoding = "br" | "gzip";
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Types of what a Vite build and `public/` can hold; anything else is a download. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": CALENDAR_CONTENT_TYPE,
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

/** Files whose type their extension does not tell, by URL path. */
const CONTENT_TYPES_BY_PATH: Record<string, string> = {
  [SPECULATION_RULES_PATH]: SPECULATION_RULES_CONTENT_TYPE,
};

export function contentTypeFor(fileName: string, urlPath?: string): string {
  return (
    (urlPath !== undefined ? CONTENT_TYPES_BY_PATH[urlPath] : undefined) ??
    CONTENT_TYPES[path.extname(fileName).toLowerCase()] ??
    "application/octet-stream"
  );
}

/** One encoding of a file, with every header it is sent with. */
export interface Representation {
  body: Buffer;
  headers: Record<string, string>;
  /** For a 304: the validators and caching headers only. */
  notModifiedHeaders: Record<string, string>;
  etag: string;
}

export interface StaticFile {
  lastModifiedMs: number;
  representations: Partial<Record<Encoding | "identity", Representation>> & {
    identity: Representation;
  };
  encodings: Encoding[];
}

function strongEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export interface LoadFileOptions {
  /** False for the 404 page, which is the answer to many paths. */
  withValidators?: boolean;
  /** Sent with the body (not with a 304): the headers of HTML documents. */
  extraHeaders?: Readonly<Record<string, string>>;
  /** The URL path it is served at, when that decides its type. */
  urlPath?: string;
}

/** Reads one file and its compressed copies. The 404 page gets no validators. */
export function loadFile(
  absolutePath: string,
  cacheControl: string,
  { withValidators = true, extraHeaders = {}, urlPath }: LoadFileOptions = {},
): StaticFile {
  const { mtimeMs } = statSync(absolutePath);
  const lastModified = new Date(mtimeMs).toUTCString();
  const encodings = ENCODINGS.filter((encoding) => existsSync(absolutePath + EXTENSION[encoding]));
  const represent = (body: Buffer, encoding?: Encoding): Representation => {
    const etag = strongEtag(body);
    const caching: Record<string, string> = { "cache-control": cacheControl };
    if (encodings.length > 0) caching["vary"] = "Accept-Encoding";
    if (withValidators) Object.assign(caching, { etag, "last-modified": lastModified });
    const headers: Record<string, string> = {
      ...caching,
      ...Object.fromEntries(
        Object.entries(extraHeaders).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      "content-type": contentTypeFor(absolutePath, urlPath),
    };
    if (encoding) headers["content-encoding"] = encoding;
    return { body, etag, headers, notModifiedHeaders: caching };
  };
  const representations: StaticFile["representations"] = {
    identity: represent(readFileSync(absolutePath)),
  };
  for (const encoding of encodings) {
    representations[encoding] = represent(
      readFileSync(absolutePath + EXTENSION[encoding]),
      encoding,
    );
  }
  return { lastModifiedMs: mtimeMs, representations, encodings };
}

/**
 * URL path -> file, for every page and every other file of the build, and the 404 page. The
 * pages and the 404 page carry `pageHeaders` (http-policy's document headers by default).
 */
export function loadBuild(
  clientDir: string,
  pageHeaders: Readonly<Record<string, string>> = documentHeaders,
): {
  files: Map<string, StaticFile>;
  notFound: StaticFile;
} {
  const pageFiles = new Set(pagePaths.map(htmlFileFor));
  const files = new Map<string, StaticFile>();
  for (const pagePath of pagePaths) {
    files.set(
      pagePath,
      loadFile(path.join(clientDir, htmlFileFor(pagePath)), cacheControlFor(pagePath), {
        extraHeaders: pageHeaders,
      }),
    );
  }
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolutePath = path.join(entry.parentPath, entry.name);
    const file = path.relative(clientDir, absolutePath);
    const isServedElsewhere =
      pageFiles.has(file) ||
      file === NOT_FOUND_FILE ||
      (HOST_CONFIG_FILES as readonly string[]).includes(file) ||
      Object.values(EXTENSION).some((extension) => file.endsWith(extension));
    if (isServedElsewhere) continue;
    const urlPath = `/${file.split(path.sep).join("/")}`;
    const loaded = loadFile(absolutePath, cacheControlFor(urlPath), { urlPath });
    files.set(urlPath, loaded);
    // A folder's index page answers at the folder's path too (/admin/).
    if (urlPath.endsWith("/index.html")) files.set(urlPath.slice(0, -"index.html".length), loaded);
  }
  const notFound = loadFile(path.join(clientDir, NOT_FOUND_FILE), CACHE_CONTROL.revalidate, {
    withValidators: false,
    extraHeaders: pageHeaders,
  });
  return { files, notFound };
}

/** The best of `available` the client accepts (q > 0), brotli first on a tie. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((token) => token.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** The representation to send for an Accept-Encoding header. */
export function representationFor(
  file: StaticFile,
  acceptEncoding: string | undefined,
): Representation {
  const encoding = preferredEncoding(acceptEncoding, file.encodings);
  return (encoding && file.representations[encoding]) || file.representations.identity;
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since. */
export function isNotModified(
  headers: { "if-none-match"?: string; "if-modified-since"?: string },
  representation: Representation,
  lastModifiedMs: number,
): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    return ifNoneMatch
      .split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === representation.etag);
  }
  const ifModifiedSince = headers["if-modified-since"];
  if (ifModifiedSince === undefined || !representation.headers["last-modified"]) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}
