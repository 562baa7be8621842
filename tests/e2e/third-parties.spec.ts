/**
 * No third parties, proven (docs/product.md §21). Three checks on the builds the tests serve:
 *
 * - on disk and on the wire: every page (HTML), stylesheet and script of each build, and every
 *   header a page's answer carries, names no origin beyond the site's own, the declared third
 *   parties (app/shared/third-parties.ts), the names no browser requests, and the links the
 *   owner wrote in her content; and loads only from the site or a declared loaded origin
 *   (tests/harness/third-party-origins.ts, whose unit test shows it failing on a planted tracker);
 * - in Chromium: every request a page makes, sending the contact form included, goes to the site
 *   itself;
 * - no cookies for visitors: after every page and a sent inquiry the browser holds none, and no
 *   answer to a visitor carried Set-Cookie (only the owner's sign-in sets one:
 *   tests/e2e/http-contract.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { loadContent } from "~/schemas/load.server.ts";
import { ADMIN_PATH } from "~/shared/paths.ts";
import { thirdParties } from "~/shared/third-parties.ts";

import { buildLayoutOf, BUILD_DIR, type BuildInfo } from "../../hosting/build-layout.ts";
import {
  EMAILJS_BUILD_DIR,
  FIXTURE_CONTENT_DIR,
  OWNER_OPTIONS_CONTENT_DIRS,
} from "../fixtures/content-dir.ts";
import { type Checked, originProblems, ownersOrigins } from "../harness/third-party-origins.ts";
import { fillInquiry, openContactForm, sampleInquiry, SUCCESS, uniqueMarker } from "./contact.ts";
import { expect, test } from "./fixtures.ts";
import { allRoutes, fixture, privacyRoute } from "./site.ts";

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

test("a visitor's browser reaches only the site and keeps no cookie, on every page and sending the form", async ({
  page,
  context,
  baseURL,
}) => {
  const self = new URL(baseURL ?? "").origin;
  const elsewhere: string[] = [];
  const setCookies: string[] = [];
  page.on("request", (request) => {
    const { origin, protocol } = new URL(request.url());
    if (/^https?:$/.test(protocol) && origin !== self) elsewhere.push(request.url());
  });
  page.on("response", async (response) => {
    const cookie = await response.headerValue("set-cookie");
    if (cookie !== null) setCookies.push(`${response.url()}: ${cookie}`);
  });

  for (const { path: urlPath, h1 } of allRoutes) {
    const response = await page.goto(urlPath);
    expect(response?.status(), urlPath).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  }
  const marker = uniqueMarker();
  const { button, status } = await openContactForm(page);
  await fillInquiry(page, sampleInquiry(marker));
  await button.click();
  await expect(status).toHaveText(SUCCESS);

  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(setCookies).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("/Privacy lists who receives what, from the declaration: the form's service, the video platform, the map, the portal", async ({
  page,
}) => {
  await page.goto(privacyRoute.path);
  const section = page.locator("main");
  const hostOf = (url: string) => new URL(url).host;
  const { emailJs, maps, youtube, vimeo } = thirdParties;
  // The fixture's videos are on YouTube (tests/fixtures/content/pages/videos.yaml).
  expect(fixture.videos.platform).toBe("youtube");
  for (const [name, url] of [
    [emailJs.name, emailJs.origins[0]],
    [youtube.name, youtube.origins[0]],
    [maps.name, maps.origins[0]],
    ["Our secure client portal", fixture.site.portalUrl],
  ] as const) {
    await expect(
      section.getByRole("listitem").filter({ hasText: `${name} (${hostOf(url)}):` }),
    ).toHaveCount(1);
  }
  await expect(section.getByRole("listitem").filter({ hasText: vimeo.name })).toHaveCount(0);
  await expect(section).not.toContainText("{thirdParties}");
});
