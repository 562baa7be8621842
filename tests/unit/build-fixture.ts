/**
 * A tiny build folder for the server tests, made the way `npm run build` makes the real one
 * (pages as Name.html, 404.html, hashed assets, the inline hashes the pages' build records,
 * then build-tools/host-files.ts and build-tools/precompress.ts), so the unit tests need no Vite build and run before it in
 * `npm test`.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { loadContent } from "~/schemas/load.server.ts";
import { readDeployment } from "../../build-tools/env.ts";
import { pages } from "~/pages.ts";
import {
  type BuildInfo,
  htmlFileFor,
  INLINE_HASHES_FILE,
  type InlineHashesFile,
} from "../../hosting/build-layout.ts";
import { writeHostFiles } from "../../build-tools/host-files.ts";
import { precompress } from "../../build-tools/precompress.ts";
import { cspHash } from "../../build-tools/inline-assets-plugin.ts";
import type { ServerOptions } from "../../server/app.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

export const INLINE_SCRIPT = "window.__fixture = 1;";
/** What app/root.tsx renders in every page's head. */
export const INLINE_STYLE = "body{margin:0}";
/** Long enough that brotli and gzip both pay off. */
export const ASSET_JS = `export const words = ${JSON.stringify("tax planning ".repeat(400))};\n`;
export const ASSET_JS_PATH = "/assets/entry-Ab12Cd34.js";
export const ASSET_PNG_PATH = "/assets/logo-Zz99Yy88.png";

function page(title: string, extra = ""): string {
  const body = `<main><h1>${title}</h1>${"<p>Year-round tax planning.</p>".repeat(60)}</main>`;
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title><style>${INLINE_STYLE}</style></head><body>${body}${extra}</body></html>`;
}

export interface BuildFixture {
  buildDir: string;
  clientDir: string;
  buildInfo: BuildInfo;
  securityHeaders: Record<string, string>;
  /** What `createServer` needs to serve this build: spread it and add what a test varies. */
  serverOptions: Pick<ServerOptions, "clientDir" | "buildInfo" | "securityHeaders">;
  remove: () => Promise<void>;
}

export async function makeBuildFixture(): Promise<BuildFixture> {
  const buildDir = await mkdtemp(path.join(tmpdir(), "site-build-"));
  const clientDir = path.join(buildDir, "client");
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  for (const { path: pagePath, navLabel: title } of pages) {
    const script = pagePath === "/ContactUs" ? `<script>${INLINE_SCRIPT}</script>` : "";
    await writeFile(path.join(clientDir, htmlFileFor(pagePath)), page(title, script));
  }
  await writeFile(path.join(clientDir, "404.html"), page("We couldn't find that page"));
  await writeFile(path.join(clientDir, ASSET_JS_PATH.slice(1)), ASSET_JS);
  await writeFile(
    path.join(clientDir, ASSET_PNG_PATH.slice(1)),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  await writeFile(path.join(clientDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const inlineHashes: InlineHashesFile = {
    scriptHashes: [cspHash(INLINE_SCRIPT)],
    styleHashes: [cspHash(INLINE_STYLE)],
  };
  await writeFile(
    path.join(buildDir, path.basename(INLINE_HASHES_FILE)),
    JSON.stringify(inlineHashes),
  );

  const deployment = readDeployment({});
  const securityHeaders = await writeHostFiles(
    { deployment, videos: loadContent(FIXTURE_CONTENT_PATH).videos },
    { clientDir, buildDir },
  );
  await precompress(clientDir);
  const buildInfo: BuildInfo = {
    emailStandIn: true,
    emailOrigin: null,
    isRealDomain: false,
    siteUrl: deployment.siteUrl,
    inputs: "fixture",
  };
  return {
    buildDir,
    clientDir,
    buildInfo,
    securityHeaders,
    serverOptions: { clientDir, buildInfo, securityHeaders },
    remove: () => rm(buildDir, { recursive: true, force: true }),
  };
}
