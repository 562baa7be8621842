import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inquiryParams } from "~/lib/inquiry.ts";

import { createServer } from "../../server/app.ts";
import { CACHE_CONTROL, CALENDAR_CONTENT_TYPE } from "../../hosting/http-policy.ts";
import { sampleInquiry } from "../builders.ts";
import {
  ASSET_JS,
  ASSET_JS_PATH,
  ASSET_PNG_PATH,
  type BuildFixture,
  makeBuildFixture,
} from "./build-fixture.ts";

let fixture: BuildFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = await makeBuildFixture();
  app = await createServer(fixture.serverOptions);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fixture.remove();
});

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fixture.securityHeaders)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

describe("pages", () => {
  it("answers a conditional request with 304, by ETag or by date", async () => {
    const planning = (headers: Record<string, string> = {}) =>
      app.inject({ url: "/Planning", headers });
    const first = await planning();
    const etag = String(first.headers["etag"]);
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const again = await planning({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["etag"]).toBe(etag);
    expect(again.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    expectSecurityHeaders(again.headers);
    // If-None-Match compares weakly (RFC 9110 §13.1.2): a list, with or without W/, matches.
    const opaqueTag = etag.replace(/^W\//, "");
    for (const ifNoneMatch of [`"x", W/${opaqueTag}`, `"x", ${opaqueTag}`]) {
      expect((await planning({ "if-none-match": ifNoneMatch })).statusCode, ifNoneMatch).toBe(304);
    }
    expect((await planning({ "if-none-match": '"other"' })).statusCode).toBe(200);
    const lastModified = String(first.headers["last-modified"]);
    expect((await planning({ "if-modified-since": lastModified })).statusCode).toBe(304);
    for (const notSince of ["Thu, 01 Jan 1970 00:00:00 GMT", "soon"]) {
      expect((await planning({ "if-modified-since": notSince })).statusCode, notSince).toBe(200);
    }
  });

  it("gives each encoding its own ETag", async () => {
    const [br, gzip, identity] = await Promise.all(
      ["br", "gzip", "identity"].map((encoding) =>
        app.inject({ url: "/", headers: { "accept-encoding": encoding } }),
      ),
    );
    const etags = new Set([br, gzip, identity].map((response) => response?.headers["etag"]));
    expect(etags.size).toBe(3);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    for (const url of ["/", ASSET_JS_PATH, "/planning", "/nope"]) {
      const [get, head] = await Promise.all([
        app.inject({ url, headers: { "accept-encoding": "gzip" } }),
        app.inject({ method: "HEAD", url, headers: { "accept-encoding": "gzip" } }),
      ]);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body, url).toBe("");
      for (const name of ["content-type", "cache-control", "content-encoding", "location"]) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
      expectSecurityHeaders(head.headers);
    }
  });
});

describe("assets and compression", () => {
  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ url: ASSET_JS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.body).toBe(ASSET_JS);
    const image = await app.inject({ url: ASSET_PNG_PATH });
    expect(image.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
    expect(image.headers["vary"]).toBeUndefined();
    expect(image.headers["content-type"]).toBe("image/png");
    const icon = await app.inject({ url: "/favicon.svg" });
    expect(icon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(icon.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
  });

  it.each([
    [undefined, [undefined]],
    ["gzip, br", ["br"]],
    ["br;q=0.5, gzip", ["gzip"]],
    ["*", ["br", "gzip"]],
    ["identity", [undefined]],
    ["br;q=nonsense", [undefined]],
  ])("negotiates Accept-Encoding %s by q-value", async (acceptEncoding, expected) => {
    const response = await app.inject({
      url: ASSET_JS_PATH,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });
    const encoding = response.headers["content-encoding"];
    expect(expected).toContain(encoding);
    const body =
      encoding === "br"
        ? brotliDecompressSync(response.rawPayload)
        : encoding === "gzip"
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(body.toString()).toBe(ASSET_JS);
  });
});

describe("content types", () => {
  // Every kind of file a build holds (pages, Vite's assets, public/, the host files, the feeds,
  // the CMS's config and WebAssembly) and the images and fonts public/ may hold, with the type a
  // browser must get. Those the server had no type for before were sent as downloads:
  // `.wasm` (the CMS's image codecs) and `.yml` (its config, which it fetches) now get theirs.
  const expected: Record<string, string> = {
    "/Planning": "text/html; charset=utf-8",
    "/admin/index.html": "text/html; charset=utf-8",
    "/assets/root-Ab12Cd34.css": "text/css; charset=utf-8",
    "/assets/entry-Ab12Cd34.js": "text/javascript; charset=utf-8",
    "/assets/worker-Ab12Cd34.mjs": "text/javascript; charset=utf-8",
    "/assets/entry-Ab12Cd34.js.map": "application/json; charset=utf-8",
    "/data.json": "application/json; charset=utf-8",
    "/speculation-rules.json": "application/speculationrules+json",
    "/site.webmanifest": "application/manifest+json; charset=utf-8",
    "/favicon.svg": "image/svg+xml; charset=utf-8",
    "/sitemap.xml": "application/xml; charset=utf-8",
    "/robots.txt": "text/plain; charset=utf-8",
    "/calendar/tax-dates.ics": CALENDAR_CONTENT_TYPE,
    "/admin/config.yml": "text/yaml; charset=utf-8",
    "/admin/assets/webp_dec-Ab12Cd34.wasm": "application/wasm",
    "/assets/logo-Zz99Yy88.png": "image/png",
    "/photo.jpg": "image/jpeg",
    "/photo.jpeg": "image/jpeg",
    "/anim.gif": "image/gif",
    "/photo.webp": "image/webp",
    "/photo.avif": "image/avif",
    "/assets/font-Ab12Cd34.woff": "font/woff",
    "/assets/font-Ab12Cd34.woff2": "font/woff2",
    "/guide.pdf": "application/pdf",
    "/no-extension-file": "application/octet-stream",
  };
  let typed: BuildFixture;
  let server: FastifyInstance;
  beforeAll(async () => {
    typed = await makeBuildFixture();
    for (const url of Object.keys(expected)) {
      const file = path.join(typed.clientDir, url.slice(1));
      if (existsSync(file) || !url.includes(".") || url === "/Planning") continue;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, "x");
    }
    await writeFile(path.join(typed.clientDir, "no-extension-file"), "x");
    server = await createServer(typed.serverOptions);
  });
  afterAll(async () => {
    await server.close();
    await typed.remove();
  });

  it("sends each kind of file with its type, compressed or not", async () => {
    for (const [url, type] of Object.entries(expected)) {
      for (const encoding of ["identity", "gzip", "br"]) {
        const response = await server.inject({ url, headers: { "accept-encoding": encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["content-type"], `${url} (${encoding})`).toBe(type);
      }
    }
  });
});

describe("speculation rules (docs/product.md §15)", () => {
  it("serves the rules file with its own type, and names it from HTML documents only", async () => {
    const rules = await app.inject({ url: "/speculation-rules.json" });
    expect(rules.statusCode).toBe(200);
    expect(rules.headers["content-type"]).toBe("application/speculationrules+json");
    expect(rules.headers["speculation-rules"]).toBeUndefined();
    expectSecurityHeaders(rules.headers);
    const notFound = await app.inject({ url: "/no-such-page" });
    expect(notFound.headers["speculation-rules"]).toBe('"/speculation-rules.json"');
    for (const url of [ASSET_JS_PATH, "/favicon.svg", "/planning"]) {
      const response = await app.inject({ url });
      expect(response.headers["speculation-rules"], url).toBeUndefined();
    }
  });

  it("leaves the document headers out when told to (the benchmark's bare floor)", async () => {
    const bare = await createServer({ ...fixture.serverOptions, documentHeaders: {} });
    try {
      const response = await bare.inject({ url: "/Planning" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["speculation-rules"]).toBeUndefined();
      expectSecurityHeaders(response.headers);
    } finally {
      await bare.close();
    }
  });
});

describe("redirects (docs/product.md §3)", () => {
  it.each([
    // Beyond the contract's (tests/e2e/http-contract.ts, which npm start passes too).
    ["/planning?ref=flyer&x=1", "/Planning?ref=flyer&x=1"],
    ["//", "/"],
  ])("%s -> 301 %s", async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers["location"]).toBe(location);
    expectSecurityHeaders(response.headers);
  });
});

describe("not found", () => {
  it.each([
    "/no-such-page",
    "/assets/",
    "/assets",
    "/assets/missing-123.js",
    "/404.html",
    "/_headers",
    "/_redirects",
    "/Planning/x",
    "//evil.example/",
    `${ASSET_JS_PATH}.br`,
    `${ASSET_JS_PATH}.gz`,
    "/index.html.br",
  ])("%s gets the 404 page with status 404", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    expect(response.body).toContain("We couldn't find that page");
    expect(response.headers["location"]).toBeUndefined();
    expectSecurityHeaders(response.headers);
  });

  it("ignores conditions and ranges: the 404 page is no resource to validate", async () => {
    for (const headers of [
      { "if-none-match": "*" },
      { "if-match": '"x"' },
      { "if-modified-since": new Date().toUTCString() },
      { "if-unmodified-since": "Thu, 01 Jan 1970 00:00:00 GMT" },
      { range: "bytes=0-9" },
    ]) {
      const response = await app.inject({ url: "/nope", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).toContain("We couldn't find that page");
      expect(response.headers["etag"]).toBeUndefined();
    }
  });

  it("answers 404 for a listed file that is gone, even with no 404 page left", async () => {
    const changed = await makeBuildFixture();
    const server = await createServer({ ...changed.serverOptions });
    try {
      await rm(path.join(changed.clientDir, ASSET_JS_PATH.slice(1)));
      const gone = await server.inject({ url: ASSET_JS_PATH });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain("We couldn't find that page");
      await rm(path.join(changed.clientDir, "404.html"));
      const noPage = await server.inject({ url: "/nope" });
      expect(noPage.statusCode).toBe(404);
      expectSecurityHeaders(noPage.headers);
    } finally {
      await server.close();
      await changed.remove();
    }
  });

  it("compresses the 404 page too", async () => {
    const response = await app.inject({ url: "/nope", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("find that page");
  });
});

it("answers an undecodable path with 400 and the security headers", async () => {
  const response = await app.inject({ url: "/%E0%A4%A" });
  expect(response.statusCode).toBe(400);
  expectSecurityHeaders(response.headers);
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "%s gets 405 with Allow on pages, assets and unknown paths",
    async (method) => {
      for (const url of ["/", "/Planning", ASSET_JS_PATH, "/nope"]) {
        const response = await app.inject({
          method,
          url,
          headers: { "content-type": "application/xml" },
          payload: "<x/>",
        });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers["allow"]).toBe("GET, HEAD");
        expectSecurityHeaders(response.headers);
      }
    },
  );

  it("leaves POST to the email stand-in, and refuses OPTIONS (same-origin only)", async () => {
    const withRoute = await createServer({
      ...fixture.serverOptions,
      emailStandIn: { file: path.join(fixture.buildDir, "inquiries.jsonl"), log: () => {} },
    });
    const post = await withRoute.inject({
      method: "POST",
      url: "/api/v1.0/email/send",
      payload: {
        user_id: "local-public-key",
        service_id: "local-service",
        template_id: "local-template",
        template_params: inquiryParams(sampleInquiry()),
      },
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toBe("OK");
    expectSecurityHeaders(post.headers);
    const options = await withRoute.inject({ method: "OPTIONS", url: "/api/v1.0/email/send" });
    expect(options.statusCode).toBe(405);
    expectSecurityHeaders(options.headers);
    expect(
      (await withRoute.inject({ method: "PUT", url: "/api/v1.0/email/send" })).statusCode,
    ).toBe(405);
    await withRoute.close();
  });
});
