/**
 * The `npm start` server (docs/product.md §11): serves the build with the headers, caching and
 * redirects of hosting/http-policy.ts, the same ones the build writes for nginx and static hosts.
 * The owner's sign-in endpoints (server/github-oauth-routes.ts) send their own headers instead.
 *
 * Which file answers which path is listed once per build (server/static-files.ts) and looked
 * up by exact path, so no request path ever becomes a file-system path and traversal has
 * nothing to work on; @fastify/static sends the file (its `.br`/`.gz` copy by Accept-Encoding,
 * validators and 304s, ranges). `switchBuild` moves every request after it to another build
 * folder at once (docs/product.md §18: a rebuild never takes the site down): scripts/start.ts builds
 * beside the one served, then switches.
 *
 * Other routes (the email stand-in) register with one `await app.register(plugin, opts)`
 * below: a route for its own method and path wins over the catch-all here, so its POST and
 * OPTIONS are not answered 405. A plugin closes its files in an `onClose` hook, which runs on
 * SIGTERM once in-flight requests have finished (server/main.ts).
 */
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
  type onSendHookHandler,
} from "fastify";

import { type BuildInfo, CLIENT_DIR } from "../hosting/build-layout.ts";
import { BUILD_STATUS_PATH, SIGN_IN_PATHS } from "../app/shared/paths.ts";
import { emailStandIn, type EmailStandInOptions } from "./email-stand-in.ts";
import type { GitHubOAuthEnv } from "./github-oauth.ts";
import { gitHubOAuthRoutes } from "./github-oauth-routes.ts";
import { isAdminPath, redirectFor, SERVED_METHODS } from "../hosting/http-policy.ts";
import { listBuild } from "./static-files.ts";

/** The request headers that make a GET conditional (RFC 9110 §13.1). */
const PRECONDITIONS = ["if-match", "if-none-match", "if-modified-since", "if-unmodified-since"];

interface ServerTimeouts {
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

const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
};

/** One build as the server serves it. */
export interface ServedBuild {
  clientDir?: string;
  buildInfo: BuildInfo;
  /** From build/security-headers.json: sent with every response. */
  securityHeaders: Record<string, string>;
  /** Sent instead under /admin/ (the CMS has its own policy); the site's when absent. */
  adminHeaders?: Record<string, string>;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Serves another build from the next request on (its files, headers and CSP hashes); the
     * requests under way finish from the build they started in.
     */
    switchBuild(next: ServedBuild): void;
  }
}

export interface ServerOptions extends ServedBuild {
  /** Sent with the pages and the 404 page; http-policy's document headers unless given. */
  documentHeaders?: Readonly<Record<string, string>>;
  logger?: boolean;
  timeouts?: Partial<ServerTimeouts>;
  /** The EmailJS stand-in's file and log, used when the build has no EmailJS ids. */
  emailStandIn?: EmailStandInOptions;
  /** The sign-in endpoints' settings (process.env); without them they say sign-in is not set up. */
  gitHubOAuth?: GitHubOAuthEnv;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (addresses or CIDR ranges,
   * TRUST_PROXY): the rate limits then count each visitor, not the proxy. None by default.
   */
  trustProxy?: readonly string[];
  /**
   * Where the site's rebuilds stand (scripts/start.ts): answered as JSON at BUILD_STATUS_PATH,
   * for /admin/ to tell the owner whether her change is live and, if a build failed, why.
   */
  buildStatus?: () => unknown;
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
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
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

  /** The build served now, its files listed once. */
  const servedOf = (build: ServedBuild) => {
    const clientDir = build.clientDir ?? CLIENT_DIR;
    return { ...build, clientDir, ...listBuild(clientDir, options.documentHeaders) };
  };
  let served = servedOf(options);
  app.decorate("switchBuild", (next: ServedBuild) => {
    served = servedOf(next);
  });

  await app.register(fastifyStatic, {
    root: served.clientDir,
    // No route of its own: the catch-all below decides which file a path gets.
    serve: false,
    preCompressed: true,
    // http-policy's, per path (static-files.ts).
    cacheControl: false,
    index: false,
  });
  const allowedMethods = SERVED_METHODS.join(", ");

  // Once shutdown starts, responses still in flight ask the client to close its keep-alive
  // connection, so close() does not wait for the keep-alive timeout.
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });

  // Every response, errors and redirects included, carries the security headers, except the
  // sign-in endpoints' own answers (their page's nonce CSP, no opener policy).
  // (Callback-style hooks: they run on every request, and cost less than async ones.)
  const ownHeadersRoutes = new Set<string>(Object.values(SIGN_IN_PATHS));
  const addSecurityHeaders: onSendHookHandler = (request, reply, payload, done) => {
    if (!ownHeadersRoutes.has(request.routeOptions.url ?? "")) {
      const { securityHeaders, adminHeaders = securityHeaders } = served;
      reply.headers(isAdminPath(request.url) ? adminHeaders : securityHeaders);
    }
    if (isClosing) reply.header("connection", "close");
    done(null, payload);
  };
  app.addHook("onSend", addSecurityHeaders);

  // A method no route serves on a path: 405, before any body is read.
  const refuseUnservedMethods: onRequestHookHandler = (request, reply, done) => {
    if (request.is404 && !(SERVED_METHODS as readonly string[]).includes(request.method)) {
      void reply
        .code(405)
        .header("allow", allowedMethods)
        .type("text/plain; charset=utf-8")
        .send("Method Not Allowed\n");
      return;
    }
    done();
  };
  app.addHook("onRequest", refuseUnservedMethods);

  // @fastify/static types a file by its extension alone (mime's table: it knows neither the
  // rules file nor our charsets, static-files.ts › contentTypeFor) and says Vary even where the
  // build wrote no compressed copy: the file's own type and Vary win.
  const restoreFileHeaders: onSendHookHandler = (request, reply, payload, done) => {
    const file = served.files.get(splitTarget(request.url).pathname);
    if (file) {
      if (reply.hasHeader("content-type")) reply.header("content-type", file.contentType);
      if (!file.hasCompressedCopy) reply.removeHeader("vary");
    }
    done(null, payload);
  };

  // The handlers below return nothing: reply.sendFile answers later, and a value returned from
  // a synchronous handler would be sent as the body.
  function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
    // RFC 9110 §13.2.1: preconditions only apply to what would be a 2xx, so the 404 page ignores
    // them (If-None-Match: * would otherwise empty it); it has no validators and no ranges.
    for (const name of PRECONDITIONS) Reflect.deleteProperty(request.raw.headers, name);
    reply
      .code(404)
      .headers(served.notFound.headers)
      .sendFile(served.notFound.file, served.clientDir, {
        etag: false,
        lastModified: false,
        acceptRanges: false,
      });
  }

  // Per-client limits on the routes that ask for one (the sign-in, the stand-in), by address.
  await app.register(fastifyRateLimit, { global: false });
  if (options.buildInfo.emailStandIn) await app.register(emailStandIn, options.emailStandIn ?? {});
  await app.register(gitHubOAuthRoutes, {
    env: options.gitHubOAuth ?? {},
    siteUrl: options.buildInfo.siteUrl,
  });
  const { buildStatus } = options;
  if (buildStatus) {
    app.get(BUILD_STATUS_PATH, (_request, reply) => {
      void reply.header("cache-control", "no-store").send(buildStatus());
    });
  }

  // GET (and HEAD, which Fastify derives) for every path: a file, a redirect or the 404 page.
  app.get("*", { onSend: restoreFileHeaders }, (request, reply) => {
    const { pathname, search } = splitTarget(request.url);
    const file = served.files.get(pathname);
    const target = file ? undefined : redirectFor(pathname);
    if (file) reply.headers(file.headers).sendFile(file.file, served.clientDir);
    else if (target !== undefined) void reply.redirect(target + search, 301);
    else sendNotFound(request, reply);
  });

  // Also where @fastify/static finds a listed file gone (a rebuild under a running server).
  app.setNotFoundHandler(sendNotFound);

  return app;
}
