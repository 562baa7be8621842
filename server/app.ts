/**
 * The `npm start` server (PRODUCT.md §11): serves the build with the headers, caching and
 * redirects of server/http-policy.ts, the same ones the build writes for nginx and static hosts.
 *
 * Only files present in the build when the server starts are served, found by exact path in a
 * table, so no request path ever becomes a file-system path and traversal has nothing to work
 * on. Other routes (the email stand-in) register with one `await app.register(plugin, opts)`
 * below: a route for its own method and path wins over the catch-all here, so its POST and
 * OPTIONS are not answered 405. A plugin closes its files in an `onClose` hook, which runs on
 * SIGTERM once in-flight requests have finished (server/main.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";

import { type BuildInfo, CLIENT_DIR, htmlFileFor, NOT_FOUND_FILE } from "./build-layout";
import {
  CACHE_CONTROL,
  cacheControlFor,
  HOST_CONFIG_FILES,
  pagePaths,
  redirectFor,
  SERVED_METHODS,
} from "./http-policy";

export interface ServerTimeouts {
  /** All request headers must have arrived by then, or the client gets 408 (slowloris). */
  headersTimeout: number;
  /** The whole request, body included. */
  requestTimeout: number;
  /** A socket with no traffic at all is closed. */
  connectionTimeout: number;
  /** An idle keep-alive connection between two requests is closed. */
  keepAliveTimeout: number;
  /** How often Node enforces headersTimeout and requestTimeout. */
  connectionsCheckingInterval: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
};

export interface ServerOptions {
  clientDir?: string;
  buildInfo: BuildInfo;
  /** From build/security-headers.json: sent with every response. */
  securityHeaders: Record<string, string>;
  logger?: boolean;
  timeouts?: Partial<ServerTimeouts>;
}

type Encoding = "br" | "gzip";
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** The best of `available` the client accepts (q > 0), brotli first on a tie. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
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

interface ServedFile {
  /** Path relative to the client folder. */
  file: string;
  cacheControl: string;
  hasCompressedCopies: boolean;
}

/** URL path -> file, for every page and every other file of the build. */
function servedFiles(clientDir: string): Map<string, ServedFile> {
  const describe = (urlPath: string, file: string): ServedFile => ({
    file,
    cacheControl: cacheControlFor(urlPath),
    hasCompressedCopies: ENCODINGS.some((encoding) =>
      existsSync(path.join(clientDir, file + EXTENSION[encoding])),
    ),
  });
  const pageFiles = new Set(pagePaths.map(htmlFileFor));
  const files = new Map<string, ServedFile>();
  for (const pagePath of pagePaths) files.set(pagePath, describe(pagePath, htmlFileFor(pagePath)));
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    const isServedElsewhere =
      pageFiles.has(file) ||
      file === NOT_FOUND_FILE ||
      (HOST_CONFIG_FILES as readonly string[]).includes(file) ||
      Object.values(EXTENSION).some((extension) => file.endsWith(extension));
    if (isServedElsewhere) continue;
    const urlPath = `/${file.split(path.sep).join("/")}`;
    files.set(urlPath, describe(urlPath, file));
  }
  return files;
}

/**
 * The raw path and query of a request target, without URL parsing (`//host` stays a path).
 * The query is kept for redirects, with anything but printable ASCII percent-encoded so it
 * is always a valid Location header.
 */
function splitTarget(url: string): { pathname: string; search: string } {
  const query = url.indexOf("?");
  if (query === -1) return { pathname: url, search: "" };
  const search = url.slice(query).replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
  return { pathname: url.slice(0, query), search };
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    // A path Fastify cannot decode (/%E0%A4%A) is answered here, outside the hooks below.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(options.securityHeaders)
        .type("text/plain; charset=utf-8")
        .send("Bad Request\n");
    },
  });

  const files = servedFiles(clientDir);
  const notFoundPage = new Map<Encoding | "identity", Buffer>([
    ["identity", readFileSync(path.join(clientDir, NOT_FOUND_FILE))],
  ]);
  for (const encoding of ENCODINGS) {
    const file = path.join(clientDir, NOT_FOUND_FILE + EXTENSION[encoding]);
    if (existsSync(file)) notFoundPage.set(encoding, readFileSync(file));
  }
  const notFoundEncodings = ENCODINGS.filter((encoding) => notFoundPage.has(encoding));

  // Once shutdown starts, responses still in flight ask the client to close its keep-alive
  // connection, so close() does not wait for the keep-alive timeout.
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });

  // Every response, errors and redirects included, carries the security headers.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(options.securityHeaders);
    if (isClosing) reply.header("connection", "close");
    return payload;
  });

  // A method no route serves on a path: 405, before any body is read.
  app.addHook("onRequest", async (request, reply) => {
    if (request.is404 && !(SERVED_METHODS as readonly string[]).includes(request.method)) {
      return reply
        .code(405)
        .header("allow", SERVED_METHODS.join(", "))
        .type("text/plain; charset=utf-8")
        .send("Method Not Allowed\n");
    }
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    // Cache-Control comes from the policy (set below), never from @fastify/send.
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
  });

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = preferredEncoding(request.headers["accept-encoding"], notFoundEncodings);
    reply
      .code(404)
      .header("cache-control", CACHE_CONTROL.revalidate)
      .header("vary", "Accept-Encoding")
      .type("text/html; charset=utf-8");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(notFoundPage.get(encoding ?? "identity"));
  }

  // GET (and HEAD, which Fastify derives) for every path: a file, a redirect or the 404 page.
  app.get("*", (request, reply) => {
    const { pathname, search } = splitTarget(request.url);
    const served = files.get(pathname);
    if (served) {
      reply.header("cache-control", served.cacheControl);
      if (served.hasCompressedCopies) reply.header("vary", "Accept-Encoding");
      return reply.sendFile(served.file);
    }
    const target = redirectFor(pathname);
    if (target !== undefined) return reply.redirect(target + search, 301);
    return sendNotFound(request, reply);
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));

  return app;
}
