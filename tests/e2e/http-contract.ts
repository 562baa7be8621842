/**
 * What any server of the build must do over HTTP (docs/product.md §2, §3, §11, §15), checked the
 * same way against `npm start` (serving.spec.ts), nginx with the generated server block
 * (nginx.spec.ts) and Cloudflare Pages' runtime with the generated `_headers`, `_redirects` and
 * `_routes.json` (cloudflare-pages.spec.ts): status codes, security headers, the pages'
 * Speculation-Rules header and its rules file, the calendar feeds' type, caching, validators,
 * compression, redirects, the 404 page, and the sign-in endpoints' own headers. Where a server's runtime decides otherwise
 * than our files, ContractOptions names it for that server only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";
import { parse } from "yaml";

import { cmsFiles } from "~/admin/cms-fields.server.ts";
import { taxDateChoices } from "~/lib/tax-calendars.ts";

import { BUILD_DIR } from "../../hosting/build-layout.ts";

import { allRoutes } from "./site.ts";

/**
 * The headers the build computed (build/security-headers.json), names lowercased: the site's,
 * or those of /admin/ (the CMS).
 */
export function expectedSecurityHeaders(
  which: "headers" | "adminHeaders" = "headers",
): Record<string, string> {
  const file = JSON.parse(
    readFileSync(path.join(BUILD_DIR, "security-headers.json"), "utf8"),
  ) as Record<typeof which, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(file[which]).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** A hashed stylesheet of the build (the pages carry theirs inline; the files stay). */
function hashedStylesheet(): string {
  const name = readdirSync(path.join(BUILD_DIR, "client/assets")).find((file) =>
    file.endsWith(".css"),
  );
  if (!name) throw new Error(`No hashed stylesheet in ${BUILD_DIR}/client/assets`);
  return `/assets/${name}`;
}

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SPECULATION_RULES = '"/speculation-rules.json"';

export interface ContractOptions {
  /** nginx needs a module for brotli; stock nginx answers gzip. */
  servesBrotli: boolean;
  /**
   * The owner's sign-in (/api/auth, /api/callback, server/github-oauth.ts), configured with
   * secrets: `npm start` and Cloudflare Pages' Functions run it; nginx serves files only (404).
   */
  servesSignIn: boolean;
  /**
   * The site's configured address (VITE_SITE_URL, or the build's): GitHub's `redirect_uri` is
   * always its `/api/callback`, whatever Host the request names.
   */
  siteUrl?: string;
  /**
   * Cloudflare Pages' runtime, where it decides and our files do not: it compresses on the fly
   * and sends no `Vary: Accept-Encoding`; it redirects the folder `/admin` to `/admin/` with its
   * own 308 (our 301 rule is for servers that lowercase paths); its 404 page goes without the
   * pages' Speculation-Rules header (`_headers` rules match the path asked for, not the file
   * served: build-tools/host-files.ts); and `wrangler pages dev` serves `_routes.json` as a
   * file and answers `_headers` and `_redirects` with its own 502 (wrangler 4's local asset
   * server looks for `_headers/index.html`), where Cloudflare's upload leaves all three out of
   * the site: what holds everywhere is that their contents never reach a visitor.
   */
  cloudflareRuntime?: boolean;
}

export async function checkHttpContract(
  request: APIRequestContext,
  { servesBrotli, servesSignIn, siteUrl, cloudflareRuntime = false }: ContractOptions,
): Promise<void> {
  const security = expectedSecurityHeaders();
  const expectSecurity = (headers: Record<string, string>, what: string) => {
    for (const [name, value] of Object.entries(security)) {
      expect(headers[name], `${what}: ${name}`).toBe(value);
    }
  };

  await test.step("every page: 200, HTML, revalidation, validators, security headers", async () => {
    for (const route of allRoutes) {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], route.path).toMatch(/^text\/html; charset=utf-8$/i);
      expect(headers["cache-control"], route.path).toBe(REVALIDATE);
      expect(headers["etag"] ?? headers["last-modified"], route.path).toBeTruthy();
      expectSecurity(headers, route.path);
      expect(headers["speculation-rules"], route.path).toBe(SPECULATION_RULES);
      expect(await response.text()).toContain(route.h1.slice(0, 20));
    }
  });

  await test.step("the speculation rules file: its own type, pages only", async () => {
    const response = await request.get("/speculation-rules.json", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/speculationrules\+json\b/);
    expect(response.headers()["cache-control"]).toBe(REVALIDATE);
    expect(response.headers()["speculation-rules"]).toBeUndefined();
    expectSecurity(response.headers(), "/speculation-rules.json");
    const rules = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(rules).sort()).toEqual(["prefetch", "prerender"]);
    const text = JSON.stringify(rules);
    for (const excluded of ["/admin/*", "/api/*", "/*.*"]) expect(text).toContain(excluded);
  });

  await test.step("the calendar feeds: text/calendar, revalidated, every one of them", async () => {
    for (const { path: feed } of taxDateChoices) {
      const response = await request.get(feed, { headers: { "accept-encoding": "gzip" } });
      expect(response.status(), feed).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], feed).toBe("text/calendar; charset=utf-8");
      expect(headers["cache-control"], feed).toBe(REVALIDATE);
      expect(headers["speculation-rules"], feed).toBeUndefined();
      expectSecurity(headers, feed);
      const text = await response.text();
      expect(text, feed).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text, feed).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n");
    }
  });

  await test.step("HEAD and conditional GET", async () => {
    const head = await request.head("/Services");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toMatch(/^text\/html/);
    expect((await head.body()).length).toBe(0);
    const first = await request.get("/Services", { headers: { "accept-encoding": "gzip" } });
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/Services", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag ?? "" },
    });
    expect(again.status()).toBe(304);
  });

  await test.step("hashed assets: a year of caching, precompressed by Accept-Encoding", async () => {
    const css = hashedStylesheet();
    const gzip = await request.get(css, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.status()).toBe(200);
    expect(gzip.headers()["cache-control"]).toBe(IMMUTABLE);
    expect(gzip.headers()["content-type"]).toMatch(/^text\/css/);
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    if (!cloudflareRuntime) expect(gzip.headers()["vary"]).toMatch(/Accept-Encoding/i);
    expectSecurity(gzip.headers(), css);

    const br = await request.get(css, { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers()["content-encoding"]).toBe(servesBrotli ? "br" : "gzip");
    const plain = await request.get(css, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(await plain.text()).toBe(await gzip.text());

    const page = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
  });

  await test.step("one permanent redirect from other casings, trailing slashes, file names", async () => {
    for (const [from, to] of [
      ["/planning", "/Planning"],
      ["/ABOUTUS", "/AboutUs"],
      ["/contactus/", "/ContactUs"],
      ["/Services/", "/Services"],
      ["/Reviews.html", "/Reviews"],
      ["/index.html", "/"],
      ["/videos?from=flyer", "/Videos?from=flyer"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers()["location"] ?? "", "http://site.test");
      expect(location.pathname + location.search, from).toBe(to);
      expectSecurity(response.headers(), from);
    }
  });

  await test.step("unknown paths: 404 with the not-found page", async () => {
    const hostFiles = ["/_headers", "/_redirects", "/_routes.json"];
    if (cloudflareRuntime) {
      for (const hostFile of hostFiles.slice(0, 2)) {
        const response = await request.get(hostFile, { maxRedirects: 0 });
        expect(response.ok(), hostFile).toBe(false);
        expect(await response.text(), hostFile).not.toContain("Generated by `npm run build`");
      }
    }
    for (const unknown of [
      "/no-such-page",
      "/assets/",
      "/assets/missing-0000.js",
      ...(cloudflareRuntime ? [] : hostFiles),
    ]) {
      const response = await request.get(unknown, { maxRedirects: 0 });
      expect(response.status(), unknown).toBe(404);
      expect(response.headers()["content-type"], unknown).toMatch(/^text\/html/);
      expect(await response.text(), unknown).toContain("find that page");
      expectSecurity(response.headers(), unknown);
      expect(response.headers()["speculation-rules"], unknown).toBe(
        cloudflareRuntime ? undefined : SPECULATION_RULES,
      );
    }
  });

  await test.step("/admin/: the CMS with its own policy, noindex, and its configuration", async () => {
    const admin = expectedSecurityHeaders("adminHeaders");
    expect(admin["content-security-policy"]).toContain("'unsafe-eval'");
    expect(admin["x-robots-tag"]).toMatch(/noindex/);
    expect(security["content-security-policy"]).not.toContain("'unsafe-eval'");
    for (const file of ["/admin/", "/admin/config.yml"]) {
      const response = await request.get(file, { maxRedirects: 0 });
      expect(response.status(), file).toBe(200);
      for (const [name, value] of Object.entries(admin)) {
        expect(response.headers()[name], `${file}: ${name}`).toBe(value);
      }
    }
    const index = await request.get("/admin/");
    expect(index.headers()["content-type"]).toMatch(/^text\/html/);
    const script = /<script type="module"[^>]* src="(\/admin\/assets\/[^"]+)"/.exec(
      await index.text(),
    )?.[1];
    // Its hashed bundles load once: a year, with the CMS's own headers.
    const bundle = (await request.get(script ?? "/admin/assets/none")).headers();
    expect(bundle["cache-control"], script).toBe(IMMUTABLE);
    expect(bundle["content-security-policy"]).toBe(admin["content-security-policy"]);
    const config = parse(await (await request.get("/admin/config.yml")).text()) as {
      collections: { files: { name: string; file: string }[] }[];
    };
    const files = config.collections.flatMap((collection) => collection.files);
    expect(files.map((file) => file.name)).toEqual(cmsFiles().map((file) => file.name));

    const bare = await request.get("/admin", { maxRedirects: 0 });
    expect(bare.status()).toBe(cloudflareRuntime ? 308 : 301);
    expect(new URL(bare.headers()["location"] ?? "", "http://site.test").pathname).toBe("/admin/");
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin\/$/m);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  await test.step("/api/auth and /api/callback: their own headers, never the pages' policy", async () => {
    if (!servesSignIn) {
      for (const path of ["/api/auth?provider=github", "/api/callback?code=x&state=y"]) {
        expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
      }
      return;
    }
    const start = await request.get("/api/auth?provider=github&scope=repo", { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const authorize = new URL(start.headers()["location"] ?? "");
    expect(authorize.pathname).toBe("/login/oauth/authorize");
    const callback = `${siteUrl ?? new URL(start.url()).origin}/api/callback`;
    expect(authorize.searchParams.get("redirect_uri")).toBe(callback);
    expect(start.headers()["set-cookie"]).toMatch(/^__Host-[\w-]+=[\w-]+\.[\w-]+\.\d+\.[\w-]+; /);

    // A forged Host or forwarded header never reaches redirect_uri.
    const forged = await request.get("/api/auth?provider=github", {
      maxRedirects: 0,
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const forgedAuthorize = new URL(forged.headers()["location"] ?? "", "http://unused.test");
    expect(forgedAuthorize.searchParams.get("redirect_uri")).toBe(callback);

    // Another website cannot start the owner's sign-in.
    const crossSite = await request.get("/api/auth?provider=github", {
      maxRedirects: 0,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()["set-cookie"]).toBeUndefined();

    // A forged answer is refused, and the sign-in in progress keeps its cookie.
    const refused = await request.get(`/api/callback?code=x&state=${"F".repeat(43)}`, {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(refused.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await refused.text()).toContain("<h1>Sign-in refused</h1>");
    expect(refused.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[\w-]+'/);
    expect(refused.headers()["set-cookie"]).toBeUndefined();

    for (const [path, response] of [
      ["/api/auth", start],
      ["/api/auth (cross-site)", crossSite],
      ["/api/callback", refused],
    ] as const) {
      const headers = response.headers();
      for (const name of [
        "strict-transport-security",
        "cross-origin-resource-policy",
        "x-content-type-options",
        "x-frame-options",
      ]) {
        expect(headers[name], `${path}: ${name}`).toBe(security[name]);
      }
      expect(headers["permissions-policy"], path).toMatch(/camera=\(\)/);
      expect(headers["cache-control"], path).toBe("no-store");
      expect(headers["x-robots-tag"], path).toMatch(/noindex/);
      expect(headers["content-security-policy"], path).not.toBe(
        security["content-security-policy"],
      );
      // An opener policy would cut the popup from /admin/, and the handshake with it.
      expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
      expect(headers["speculation-rules"], path).toBeUndefined();
    }
    const post = await request.fetch("/api/auth?provider=github", { method: "POST", data: "x" });
    expect(post.status()).toBe(405);
  });

  await test.step("methods a static site does not serve: 405", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await request.fetch("/Planning", { method, data: "x", maxRedirects: 0 });
      expect(response.status(), method).toBe(405);
    }
  });
}
