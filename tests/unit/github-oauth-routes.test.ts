/**
 * The sign-in endpoints in `npm start` (server/github-oauth-routes.ts), probed as an attacker
 * would: the handlers' own answers with the site's security headers, `redirect_uri` from the
 * configured address whatever the Host or forwarded headers say, a 400 page for a Host it cannot
 * read, and a per-client rate limit (per visitor behind a trusted proxy only).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer } from "../../server/app.ts";
import { readServerSettings } from "../../server/settings.ts";
import { type BuildFixture, makeBuildFixture } from "./build-fixture.ts";

let fixture: BuildFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = await makeBuildFixture();
  app = await createServer({
    ...fixture.serverOptions,
    gitHubOAuth: { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "secret" },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fixture.remove();
});

const redirectUri = (location: unknown) =>
  new URL(String(location)).searchParams.get("redirect_uri");

describe("npm start's /api/auth and /api/callback", () => {
  it("answer with the handlers' own policy and the site's security headers", async () => {
    const start = await app.inject({ url: "/api/auth?provider=github&scope=repo" });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers["location"])).toMatch(/^https:\/\/github\.com\/login\/oauth\//);
    expect(String(start.headers["set-cookie"])).toMatch(
      /^__Host-[\w-]+=[\w-]+\.[\w-]+\.\d+\.[\w-]+; /,
    );
    expect(start.headers["cache-control"]).toBe("no-store");

    const page = await app.inject({ url: "/api/callback?code=abc&state=forged" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>");
    const directives = (policy: unknown) =>
      new Map(
        String(policy)
          .split("; ")
          .map((directive) => [directive.split(" ")[0], directive] as const),
      );
    const sitePolicy = directives(fixture.securityHeaders["Content-Security-Policy"]);
    for (const response of [start, page]) {
      expect(response.headers["content-security-policy"]).not.toBe(
        fixture.securityHeaders["Content-Security-Policy"],
      );
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(response.headers["x-robots-tag"]).toMatch(/noindex/);
      // Every other header of the site's pages (of a build without videos: no frame host), as
      // they send it; its referrer policy is tightened to none (the URL holds the code).
      const own = ["Content-Security-Policy", "Cross-Origin-Opener-Policy", "Referrer-Policy"];
      for (const [name, value] of Object.entries(fixture.securityHeaders)) {
        if (!own.includes(name)) expect(response.headers[name.toLowerCase()], name).toBe(value);
      }
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      // Its own policy denies what the site's denies: no framing, no plugins, no <base>.
      const policy = directives(response.headers["content-security-policy"]);
      for (const name of ["default-src", "frame-ancestors", "object-src", "base-uri"]) {
        expect(policy.get(name), name).toBe(sitePolicy.get(name));
      }
    }
  });

  it("say sign-in is not set up on a server started without the secrets", async () => {
    const bare = await createServer(fixture.serverOptions);
    const response = await bare.inject({ url: "/api/auth?provider=github" });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain("GITHUB_CLIENT_SECRET");
    await bare.close();
  });

  it("give GitHub the configured address as redirect_uri, whatever Host and proxies say", async () => {
    for (const headers of [
      { host: "evil.example" },
      { host: "www.example.com", "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" },
      { host: "localhost" },
    ]) {
      const response = await app.inject({ url: "/api/auth?provider=github", headers });
      expect(redirectUri(response.headers["location"]), headers.host).toBe(
        `${fixture.serverOptions.buildInfo.siteUrl}/api/callback`,
      );
    }
  });

  it.each([
    ["an address with user info", "a@x"],
    ["a lone bracket", "["],
    ["a space", "www.example.com evil"],
  ])("answer a Host with %s with a 400 page and the security headers", async (_case, host) => {
    const response = await app.inject({ url: "/api/auth?provider=github", headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("<h1>Bad request</h1>");
    expect(response.headers["strict-transport-security"]).toBe("max-age=63072000");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("limit each client to a few attempts a minute, with a readable 429 page", async () => {
    const limited = await createServer({
      ...fixture.serverOptions,
      gitHubOAuth: { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "secret" },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await limited.inject({
        url: "/api/auth?provider=github",
        remoteAddress: "203.0.113.9",
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.body).toContain("Too many sign-in attempts");
        expect(response.headers["strict-transport-security"]).toBe("max-age=63072000");
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(302), 429, 429]);
    // Another client is not held back by the first.
    const other = await limited.inject({
      url: "/api/auth?provider=github",
      remoteAddress: "203.0.113.10",
    });
    expect(other.statusCode).toBe(302);
    await limited.close();
  });

  it("count each visitor behind a trusted proxy, and never trust X-Forwarded-For from others", async () => {
    const behindProxy = await createServer({
      ...fixture.serverOptions,
      gitHubOAuth: { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "secret" },
      trustProxy: ["127.0.0.1"],
    });
    const attempts = (remoteAddress: string, forwardedFor: string) =>
      behindProxy.inject({
        url: "/api/auth?provider=github",
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
      });
    // Through the proxy, ten visitors each get their own ten attempts.
    for (let visitor = 1; visitor <= 11; visitor += 1) {
      expect((await attempts("127.0.0.1", `198.51.100.${visitor}`)).statusCode).toBe(302);
    }
    // From elsewhere, a forged header does not make a new visitor.
    const forged: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      forged.push((await attempts("203.0.113.20", `198.51.100.${100 + attempt}`)).statusCode);
    }
    expect(forged.at(-1)).toBe(429);
    await behindProxy.close();
  });

  it("give twelve visitors behind a proxy on this machine twelve counts, with npm start's defaults", async () => {
    const { TRUST_PROXY } = readServerSettings({});
    const behindNginx = await createServer({
      ...fixture.serverOptions,
      gitHubOAuth: { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "secret" },
      trustProxy: TRUST_PROXY,
    });
    const statuses: number[] = [];
    for (let visitor = 1; visitor <= 12; visitor += 1) {
      const start = await behindNginx.inject({
        url: "/api/auth?provider=github",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `198.51.100.${visitor}` },
      });
      statuses.push(start.statusCode);
    }
    expect(statuses).not.toContain(429);
    await behindNginx.close();
  });

  it("keep the site's rules for other methods and spellings", async () => {
    const post = await app.inject({ method: "POST", url: "/api/auth?provider=github" });
    expect(post.statusCode).toBe(405);
    expect(post.headers["content-security-policy"]).toBe(
      fixture.securityHeaders["Content-Security-Policy"],
    );
    const head = await app.inject({ method: "HEAD", url: "/api/auth?provider=github" });
    expect(head.statusCode).toBe(302);
    for (const url of ["/api/auth/", "/API/AUTH", "/api/other"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("find that page");
    }
  });
});
