/**
 * The owner's sign-in endpoints (server/github-oauth.ts) in `npm start`: the same web-standard
 * handlers Cloudflare Pages runs (functions/api/), on the same paths. This plugin only turns a
 * Fastify request into a `Request` and the `Response` back into a reply, refuses a request whose
 * Host it cannot read (400, never a 500), and limits each client's attempts (429).
 *
 * GitHub's `redirect_uri` comes from the site's configured address (VITE_SITE_URL, by default the
 * address the build was made for), never from the Host or a forwarded header.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import {
  badRequest,
  callback,
  type GitHubOAuthEnv,
  type Handler,
  type RequestContext,
  start,
  tooManyRequests,
} from "./github-oauth.ts";
import { SIGN_IN_PATHS } from "../app/shared/paths.ts";

export interface GitHubOAuthRoutesOptions {
  /** GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and friends (process.env in server/main.ts). */
  env: GitHubOAuthEnv;
  /** The address the build was made for: the site's address unless VITE_SITE_URL says another. */
  siteUrl: string;
  /** Sign-in requests one client may make to each endpoint in a minute. */
  maxPerMinute?: number;
}

/** Enough for a few sign-ins a minute, far too few to hammer GitHub or mint tokens. */
const SIGN_IN_REQUESTS_PER_MINUTE = 10;

/** A Host header: a name or an IPv4 or bracketed IPv6 address, and an optional port. */
const HOST_SHAPE = /^(?:\[[\dA-Fa-f:.]+\]|[\dA-Za-z.-]+)(?::\d{1,5})?$/;

/** The request's Host, when it is a host name or address with an optional port, and nothing else. */
function hostOf(request: FastifyRequest): string | undefined {
  const host = request.headers.host;
  return host && HOST_SHAPE.test(host) && URL.canParse(`http://${host}/`) ? host : undefined;
}

async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const body = Buffer.from(await response.arrayBuffer());
  return reply.send(body.length > 0 ? body : undefined);
}

export const gitHubOAuthRoutes: FastifyPluginAsync<GitHubOAuthRoutesOptions> = async (
  app,
  { env, siteUrl, maxPerMinute = SIGN_IN_REQUESTS_PER_MINUTE },
) => {
  const settings: GitHubOAuthEnv = { ...env, VITE_SITE_URL: env.VITE_SITE_URL ?? siteUrl };
  // The rate limit's refusal, and anything else that goes wrong, as the endpoints' own page.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
    send(reply, error.statusCode === 429 ? tooManyRequests() : badRequest()),
  );
  const routes: [string, Handler][] = [
    [SIGN_IN_PATHS.start, start],
    [SIGN_IN_PATHS.callback, callback],
  ];
  for (const [path, handler] of routes) {
    app.get(
      path,
      { config: { rateLimit: { max: maxPerMinute, timeWindow: 60_000 } } },
      async (request, reply) => {
        const host = hostOf(request);
        if (!host) return send(reply, badRequest());
        const context: RequestContext = { clientAddress: request.socket.remoteAddress };
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          for (const item of [value ?? []].flat()) headers.append(name, item);
        }
        const webRequest = new Request(new URL(request.url, `http://${host}`), {
          method: request.method,
          headers,
        });
        return send(reply, await handler(webRequest, settings, context));
      },
    );
  }
};
