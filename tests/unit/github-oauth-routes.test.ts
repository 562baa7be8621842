/**
 * The sign-in endpoints in `npm start` (server/github-oauth-routes.ts): the handlers' own
 * answers, headers included, and the public origin behind a local TLS proxy.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer } from "../../server/app.ts";
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
  it("answer with the handlers' own headers, not the site's page policy", async () => {
    const start = await app.inject({ url: "/api/auth?provider=github&scope=repo" });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers["location"])).toMatch(/^https:\/\/github\.com\/login\/oauth\//);
    expect(String(start.headers["set-cookie"])).toMatch(/^__Host-[\w-]+=[\w-]+\.[\w-]+; /);
    expect(start.headers["cache-control"]).toBe("no-store");

    const page = await app.inject({ url: "/api/callback?code=abc&state=forged" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>");
    for (const response of [start, page]) {
      expect(response.headers["content-security-policy"]).not.toBe(
        fixture.securityHeaders["Content-Security-Policy"],
      );
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(response.headers["x-robots-tag"]).toMatch(/noindex/);
    }
  });

  it("say sign-in is not set up on a server started without the secrets", async () => {
    const bare = await createServer(fixture.serverOptions);
    const response = await bare.inject({ url: "/api/auth?provider=github" });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain("GITHUB_CLIENT_SECRET");
    await bare.close();
  });

  it("take the public https origin from a proxy on this machine, and only from there", async () => {
    const headers = { host: "www.example.com", "x-forwarded-proto": "https" };
    const proxied = await app.inject({ url: "/api/auth?provider=github", headers });
    expect(redirectUri(proxied.headers["location"])).toBe("https://www.example.com/api/callback");
    const direct = await app.inject({
      url: "/api/auth?provider=github",
      headers,
      remoteAddress: "203.0.113.7",
    });
    expect(redirectUri(direct.headers["location"])).toBe("http://www.example.com/api/callback");
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
