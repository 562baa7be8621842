/**
 * No third parties, proven (docs/product.md §21), on the builds the tests serve:
 *
 * - on disk and on the wire: every page (HTML), stylesheet and script of each build, and every
 *   header a page's answer carries, names no origin beyond the site's own, the declared third
 *   parties (app/shared/third-parties.ts), the names no browser requests, and the links the
 *   owner wrote in her content; and loads only from the site or a declared loaded origin
 *   (tests/harness/third-party-origins.ts, whose unit test shows it failing on a planted tracker);
 * - in Chromium, every-page.spec.ts: every request a page makes goes to the site itself, and the
 *   browser keeps no cookie (nor after a sent inquiry: contact-form.spec.ts);
 * - /Privacy lists the declared third parties: text-pages.spec.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { loadContent } from "~/schemas/load.server.ts";
import { ADMIN_PATH } from "~/shared/paths.ts";

import { buildLayoutOf, BUILD_DIR, type BuildInfo } from "../../hosting/build-layout.ts";
import {
  EMAILJS_BUILD_DIR,
  FIXTURE_CONTENT_DIR,
  OWNER_OPTIONS_CONTENT_DIRS,
} from "../fixtures/content-dir.ts";
import { type Checked, originProblems, ownersOrigins } from "../harness/third-party-origins.ts";
import { expect, test } from "./fixtures.ts";
import { allRoutes } from "./site.ts";

/** The two builds the tests serve (playwright.config.ts), each with its content and its server. */
const builds = [
  { name: "default", dir: BUILD_DIR, content: [FIXTURE_CONTENT_DIR], port: process.env.E2E_PORT },
  {
    name: "EmailJS",
    dir: path.resolve(EMAILJS_BUILD_DIR),
    content: OWNER_OPTIONS_CONTENT_DIRS,
    port: process.env.E2E_EMAILJS_PORT,
  },
];

const KINDS = { ".html": "html", ".css": "css", ".js": "js", ".mjs": "js" } as const;

/** The visitors' files of a build: everything served but /admin/ (the owner's, its own policy). */
function servedFiles(clientDir: string): Checked[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const kind = KINDS[path.extname(file) as keyof typeof KINDS];
    if (!kind || `/${file}`.startsWith(ADMIN_PATH)) return [];
    return [{ where: file, kind, text: readFileSync(path.join(clientDir, file), "utf8") }];
  });
}

for (const build of builds) {
  test(`the ${build.name} build's pages, stylesheets, scripts and headers name and load no undeclared origin`, async ({
    request,
  }) => {
    const { clientDir, buildInfoFile } = buildLayoutOf(build.dir);
    const { siteUrl } = JSON.parse(readFileSync(buildInfoFile, "utf8")) as BuildInfo;
    const owners = ownersOrigins(
      loadContent(build.content.map((dir) => path.resolve(dir))),
      siteUrl,
    );
    const checked = servedFiles(clientDir);
    expect(checked.filter((file) => file.kind === "html").length).toBeGreaterThanOrEqual(
      allRoutes.length,
    );
    expect(checked.some((file) => file.kind === "js")).toBe(true);
    for (const urlPath of [...allRoutes.map((route) => route.path), "/no-such-page"]) {
      const response = await request.get(`http://127.0.0.1:${build.port}${urlPath}`);
      const headers = response.headersArray().map(({ name, value }) => `${name}: ${value}`);
      checked.push({ where: `${urlPath} (headers)`, kind: "headers", text: headers.join("\n") });
    }
    expect(originProblems(checked, { siteUrl, owners })).toEqual([]);
  });
}
