/**
 * The `npm start` server: serves the prerendered build with the spec's paths, redirects
 * other casings to them (PRODUCT.md §3) and answers unknown paths with 404.html (§2).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";

import { pages } from "~/content/pages";

import { type BuildInfo, CLIENT_DIR, htmlFileFor, NOT_FOUND_FILE } from "./build-layout";
import { emailStandIn, type EmailStandInOptions } from "./email-stand-in";

export interface ServerOptions {
  clientDir?: string;
  buildInfo: BuildInfo;
  logger?: boolean;
  /** The EmailJS stand-in's file and log, used when the build has no EmailJS ids. */
  emailStandIn?: EmailStandInOptions;
}

const HTML_CACHE = "public, max-age=0, must-revalidate";
const ASSET_CACHE = "public, max-age=31536000, immutable";

/** The canonical page path for any casing or trailing-slash form of it, if there is one. */
export function canonicalPathFor(urlPath: string): string | undefined {
  const wanted = urlPath.replace(/\/+$/, "").toLowerCase() || "/";
  return pages.find((page) => page.path.toLowerCase() === wanted)?.path;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const app = Fastify({ logger: options.logger ?? false });
  const notFoundHtml = readFileSync(path.join(clientDir, NOT_FOUND_FILE));

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
      res.setHeader("Cache-Control", isHashedAsset ? ASSET_CACHE : HTML_CACHE);
    },
  });

  if (options.buildInfo.emailStandIn) await app.register(emailStandIn, options.emailStandIn ?? {});

  for (const page of pages) {
    app.get(page.path, (_request, reply) => reply.sendFile(htmlFileFor(page.path)));
  }

  app.setNotFoundHandler((request, reply) => {
    const { pathname, search } = new URL(request.url, "http://localhost");
    const canonical = canonicalPathFor(pathname);
    if (canonical && canonical !== pathname) {
      return reply.redirect(canonical + search, 301);
    }
    return reply
      .code(404)
      .header("Cache-Control", HTML_CACHE)
      .type("text/html; charset=utf-8")
      .send(notFoundHtml);
  });

  return app;
}
