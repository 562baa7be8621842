/**
 * The owner's sign-in endpoints (server/github-oauth.ts) in `npm start`: the same web-standard
 * handlers Cloudflare Pages runs (functions/api/), on the same paths. This plugin only turns a
 * Fastify request into a `Request` and the `Response` back into a reply.
 *
 * The request's origin decides GitHub's `redirect_uri`. Behind the TLS proxy README › Deploying
 * describes, the proxy passes the public Host and `X-Forwarded-Proto: https`; that header is
 * believed only from a loopback peer (the proxy on this machine), never from the internet.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";

import {
  callback,
  type GitHubOAuthEnv,
  type Handler,
  isLoopbackHost,
  type RequestContext,
  start,
} from "./github-oauth.ts";
import { SIGN_IN_PATHS } from "./sign-in-paths.ts";

export interface GitHubOAuthRoutesOptions {
  /** GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and friends (process.env in server/main.ts). */
  env: GitHubOAuthEnv;
}

function toWebRequest(request: FastifyRequest, context: RequestContext): Request {
  const isProxied = isLoopbackHost(context.clientAddress);
  const protocol = isProxied && request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  return new Request(new URL(request.url, `${protocol}://${request.host}`), {
    method: request.method,
    headers,
  });
}

export const gitHubOAuthRoutes: FastifyPluginAsync<GitHubOAuthRoutesOptions> = async (
  app,
  { env },
) => {
  const routes: [string, Handler][] = [
    [SIGN_IN_PATHS.start, start],
    [SIGN_IN_PATHS.callback, callback],
  ];
  for (const [path, handler] of routes) {
    app.get(path, async (request, reply) => {
      const context = { clientAddress: request.socket.remoteAddress };
      const response = await handler(toWebRequest(request, context), env, context);
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const body = Buffer.from(await response.arrayBuffer());
      return reply.send(body.length > 0 ? body : undefined);
    });
  }
};
