/**
 * The owner's sign-in (server/github-oauth.ts): both handlers with GitHub's token endpoint
 * stubbed, every refusal, and the callback page's handshake run against a stand-in opener.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { describe, expect, it, vi } from "vitest";

import {
  callback,
  type GitHubOAuthEnv,
  type RequestContext,
  start,
} from "../../server/github-oauth.ts";
import { SIGN_IN_PATHS } from "~/shared/paths.ts";
import { renderRoutesFile } from "../../build-tools/host-files.ts";

const SITE = "https://www.example.com";
const ENV: GitHubOAuthEnv = {
  GITHUB_CLIENT_ID: "client-id",
  GITHUB_CLIENT_SECRET: "secret",
  VITE_SITE_URL: SITE,
};
const INTERNET: RequestContext = { clientAddress: "203.0.113.7" };
const TOKEN = "gho_0123456789abcdefghijABCDEFGHIJ012345";

function get(path: string, headers: Record<string, string> = {}, origin = SITE): Request {
  return new Request(new URL(path, origin), { headers });
}

/** Starts a sign-in and returns what GitHub and the browser were given. */
async function startSignIn(
  query = "provider=github&site_id=www.example.com&scope=repo",
  env: GitHubOAuthEnv = ENV,
) {
  const response = await start(get(`/api/auth?${query}`), env, INTERNET);
  const location = new URL(response.headers.get("location") ?? "");
  const setCookie = response.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  return { response, location, setCookie, cookie, state: location.searchParams.get("state") };
}

function tokenAnswer(body: unknown, status = 200) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(body, { status }));
}

function expectOwnHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
  // An opener policy would cut window.opener, and with it the handshake.
  expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  // The site's security headers, like every other response (issue 24).
  expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
}

/** A readable page whose nonce CSP allows exactly its one script. */
async function expectPage(response: Response, status: number, heading: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expectOwnHeaders(response);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1>${heading.source}`));
  const nonce = /script-src 'nonce-([\w-]+)'/.exec(
    response.headers.get("content-security-policy") ?? "",
  )?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<script nonce="${nonce}">`);
  expect(html).not.toMatch(/ at .*\(.*:\d+:\d+\)/); // no stack trace
  return html;
}

interface Posted {
  data: unknown;
  targetOrigin: string;
}

/**
 * Runs the page's script in a window with an opener, as Decap's NetlifyAuthenticator would be:
 * returns what the page posted, and a way to send it messages.
 */
function runHandshake(html: string, origin = SITE) {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const toOpener: Posted[] = [];
  const opener = {
    postMessage: (data: unknown, targetOrigin: string) => toOpener.push({ data, targetOrigin }),
  };
  const listeners: ((event: object) => void)[] = [];
  const window = {
    opener,
    addEventListener: (type: string, listener: (event: object) => void) => {
      if (type === "message") listeners.push(listener);
    },
    removeEventListener: (_type: string, listener: (event: object) => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  runInNewContext(script, { window, location: { origin } });
  const send = (event: { source: object; origin: string; data: unknown }) =>
    [...listeners].forEach((listener) => listener(event));
  return { toOpener, opener, send };
}

describe("start (GET /api/auth)", () => {
  it("keeps a random state and a PKCE verifier in a short-lived __Host- cookie and sends the browser to GitHub", async () => {
    const { response, location, setCookie, cookie, state } = await startSignIn();
    expect(response.status).toBe(302);
    expectOwnHeaders(response);
    expect(`${location.origin}${location.pathname}`).toBe(
      "https://github.com/login/oauth/authorize",
    );
    expect(location.searchParams.get("client_id")).toBe("client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(setCookie).toMatch(/^__Host-[\w-]+=/);
    for (const attribute of ["Max-Age=600", "Path=/", "Secure", "HttpOnly", "SameSite=Lax"]) {
      expect(setCookie.split("; ")).toContain(attribute);
    }
    expect(setCookie).not.toMatch(/Domain=/i);

    const [cookieState, verifier = ""] = cookie.slice(cookie.indexOf("=") + 1).split(".");
    expect(cookieState).toBe(state);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("code_challenge")).toBe(
      createHash("sha256").update(verifier).digest("base64url"),
    );
    expect((await startSignIn()).state).not.toBe(state);
  });

  it.each([
    ["scope=repo", "repo"],
    ["scope=public_repo", "public_repo"],
    ["scope=repo%20admin:org%20delete_repo", "repo"],
    ["scope=user", "repo"],
    ["", "repo"],
  ])("clamps the scope: %s asks GitHub for %s", async (query, scope) => {
    const { location } = await startSignIn(`provider=github&${query}`);
    expect(location.searchParams.get("scope")).toBe(scope);
  });

  it("asks for public_repo only when the host says GITHUB_SCOPE=public_repo", async () => {
    const { location } = await startSignIn("provider=github&scope=repo", {
      ...ENV,
      GITHUB_SCOPE: "public_repo",
    });
    expect(location.searchParams.get("scope")).toBe("public_repo");
  });

  it.each(["provider=gitlab", "provider=GitHub", ""])(
    "refuses an unknown provider (%s) with a page and no cookie",
    async (query) => {
      const response = await start(get(`/api/auth?${query}`), ENV, INTERNET);
      await expectPage(response, 400, /Unknown sign-in provider/);
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it.each([
    ["no client id", { GITHUB_CLIENT_SECRET: "secret" }],
    ["no client secret", { GITHUB_CLIENT_ID: "client-id" }],
    ["blank secrets", { GITHUB_CLIENT_ID: " ", GITHUB_CLIENT_SECRET: "" }],
    ["an unknown scope", { ...ENV, GITHUB_SCOPE: "admin:org" }],
    ["no site address", { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "secret" }],
    ["a plain-http public site address", { ...ENV, VITE_SITE_URL: "http://www.example.com" }],
  ])("says sign-in is not set up when the host has %s", async (_case, env) => {
    const response = await start(get("/api/auth?provider=github"), env, INTERNET);
    const html = await expectPage(response, 500, /Sign-in is not set up/);
    expect(html).toContain("GITHUB_CLIENT_ID");
    expect(html).not.toContain("secret");
  });

  it("answers GET and HEAD only", async () => {
    const request = new Request(`${SITE}/api/auth?provider=github`, { method: "POST" });
    const response = await start(request, ENV, INTERNET);
    await expectPage(response, 405, /Method not allowed/);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  const FAKE = "http://127.0.0.1:4567";
  const TEST_ENV: GitHubOAuthEnv = { ...ENV, GITHUB_ORIGIN_FOR_TESTS: FAKE, NODE_ENV: "test" };
  const LOCAL = "http://127.0.0.1:8788";
  it.each([
    ["a loopback client asking a loopback host", TEST_ENV, "127.0.0.1", LOCAL, {}, FAKE],
    ["an IPv6 loopback client", TEST_ENV, "::1", "http://localhost:8788", {}, FAKE],
    [
      "no test switch (NODE_ENV)",
      { ...TEST_ENV, NODE_ENV: "production" },
      "127.0.0.1",
      LOCAL,
      {},
      "https://github.com",
    ],
    ["a client on the internet", TEST_ENV, "203.0.113.7", LOCAL, {}, "https://github.com"],
    ["no known client", TEST_ENV, undefined, LOCAL, {}, "https://github.com"],
    ["the public host behind a local proxy", TEST_ENV, "127.0.0.1", SITE, {}, "https://github.com"],
    [
      "a proxy that passes Host: localhost",
      TEST_ENV,
      "127.0.0.1",
      LOCAL,
      { "x-forwarded-for": "203.0.113.7" },
      "https://github.com",
    ],
    [
      "a Forwarded header",
      TEST_ENV,
      "127.0.0.1",
      LOCAL,
      { forwarded: "for=203.0.113.7" },
      "https://github.com",
    ],
  ])(
    "honours the test GitHub only in a local test: %s",
    async (_case, env, client, origin, headers, expected) => {
      const response = await start(get("/api/auth?provider=github", headers, origin), env, {
        clientAddress: client,
      });
      expect(new URL(response.headers.get("location") ?? "").origin).toBe(expected);
    },
  );

  it("never sends the browser to a test GitHub that is not on loopback", async () => {
    const response = await start(
      get("/api/auth?provider=github", {}, LOCAL),
      { ...TEST_ENV, GITHUB_ORIGIN_FOR_TESTS: "https://github.evil.example" },
      { clientAddress: "127.0.0.1" },
    );
    expect(new URL(response.headers.get("location") ?? "").origin).toBe("https://github.com");
  });

  // redirect_uri from the configured address, whatever Host and proxies say: the routes' test.
  it.each([
    ["cross-site", 403],
    ["same-origin", 302],
    // A subdomain of the owner's is another site to the sign-in (issue 32).
    ["same-site", 403],
    ["none", 302],
  ])("with Sec-Fetch-Site: %s answers %i", async (site, status) => {
    const response = await start(
      get("/api/auth?provider=github", { "sec-fetch-site": site }),
      ENV,
      INTERNET,
    );
    expect(response.status).toBe(status);
    if (status === 403) {
      await expectPage(response, 403, /Sign-in refused/);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("callback (GET /api/callback)", () => {
  const withState = (state: string) => `code=abc&state=${state}`;
  async function answerFromGitHub(query = withState, cookie?: string) {
    const started = await startSignIn();
    const headers = { cookie: `theme=dark; ${cookie ?? started.cookie}` };
    const response = await callback(
      get(`/api/callback?${query(started.state ?? "")}`, headers),
      ENV,
      INTERNET,
    );
    return { response, started };
  }

  it("exchanges the code with the secret and the verifier, and hands the token to its opener on its own origin", async () => {
    const fetch = tokenAnswer({ access_token: TOKEN, token_type: "bearer", scope: "repo" });
    const { response, started } = await answerFromGitHub();
    const html = await expectPage(response, 200, /Signed in/);
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-[\w-]+=; Max-Age=0; Path=\//);

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://github.com/login/oauth/access_token");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
    const body = Object.fromEntries(new URLSearchParams(String(init?.body)));
    expect(body).toEqual({
      client_id: "client-id",
      client_secret: "secret",
      code: "abc",
      redirect_uri: `${SITE}/api/callback`,
      code_verifier: started.cookie.split(".")[1],
    });

    // Decap's handshake: "authorizing:github" out, the echo back from the opener, the token out.
    const { toOpener, opener, send } = runHandshake(html);
    expect(toOpener).toEqual([{ data: "authorizing:github", targetOrigin: SITE }]);
    send({ source: {}, origin: SITE, data: "authorizing:github" });
    send({ source: opener, origin: "https://attacker.example", data: "authorizing:github" });
    send({ source: opener, origin: SITE, data: "something else" });
    expect(toOpener).toHaveLength(1);
    send({ source: opener, origin: SITE, data: "authorizing:github" });
    expect(toOpener[1]).toEqual({
      data: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
      targetOrigin: SITE,
    });
    send({ source: opener, origin: SITE, data: "authorizing:github" });
    expect(toOpener).toHaveLength(2);
  });

  it("posts only to its own origin, never to '*'", async () => {
    tokenAnswer({ access_token: TOKEN, token_type: "bearer" });
    const { response } = await answerFromGitHub();
    const html = await response.text();
    const targets = [...html.matchAll(/postMessage\([^,]+,\s*([^)]+)\)/g)].map((m) => m[1]);
    expect(targets).toEqual(["location.origin", "location.origin"]);
    expect(html).not.toContain("'*'");
    expect(html).not.toContain('"*"');
    // Opened by a page of another origin: the browser drops messages aimed at this origin.
    const { toOpener } = runHandshake(html, "https://attacker.example");
    expect(toOpener.every((posted) => posted.targetOrigin !== "*")).toBe(true);
  });

  const OTHER_STATE = "B".repeat(43);
  const REFUSED = /Sign-in refused/;
  /** The case, GitHub's query, the cookie sent, the status and heading, and whether the cookie is cleared. */
  const refusals: [
    string,
    (state: string) => string,
    string | undefined,
    number,
    RegExp,
    boolean,
  ][] = [
    ["no cookie", withState, "", 400, /This sign-in has expired/, false],
    ["a cookie without a verifier", withState, "__Host-github-sign-in=abc", 400, REFUSED, false],
    ["a wrong state", () => `code=abc&state=${OTHER_STATE}`, undefined, 400, REFUSED, false],
    ["a malformed state", () => "code=abc&state=forged", undefined, 400, REFUSED, false],
    ["no state", () => "code=abc", undefined, 400, REFUSED, false],
    [
      "an oversized code",
      (state) => `code=${"a".repeat(16_000)}&state=${state}`,
      undefined,
      400,
      REFUSED,
      false,
    ],
    [
      "a code of other characters",
      (state) => `code=a%20b&state=${state}`,
      undefined,
      400,
      REFUSED,
      false,
    ],
    [
      "error=access_denied",
      (state) => `error=access_denied&error_description=denied&state=${state}`,
      undefined,
      403,
      /Sign-in cancelled/,
      true,
    ],
    ["no code", (state) => `state=${state}`, undefined, 400, /GitHub did not sign you in/, true],
    [
      "another error",
      (state) => `error=%3Cscript%3Ealert(1)%3C/script%3E&state=${state}`,
      undefined,
      400,
      /GitHub did not sign you in/,
      true,
    ],
  ];
  it.each(refusals)(
    "refuses %s with a readable page, never asking GitHub",
    async (_case, query, cookie, status, heading, clearsCookie) => {
      const fetch = vi.spyOn(globalThis, "fetch");
      const { response } = await answerFromGitHub(query, cookie);
      const html = await expectPage(response, status, heading);
      expect(fetch).not.toHaveBeenCalled();
      expect(html).not.toContain("<script>alert");
      // Only an answer to this browser's own sign-in ends it: a forged one leaves it waiting.
      if (clearsCookie) expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
      else expect(response.headers.get("set-cookie")).toBeNull();
      // The CMS is told too, through the same handshake.
      const { toOpener, opener, send } = runHandshake(html);
      send({ source: opener, origin: SITE, data: "authorizing:github" });
      expect(String(toOpener[1]?.data)).toMatch(/^authorization:github:error:\{"message":/);
    },
  );

  it.each([
    ["GitHub's error answer", { error: "bad_verification_code" }, 200],
    [
      "a token of the wrong shape",
      { access_token: "<script>x</script>", token_type: "bearer" },
      200,
    ],
    ["a short token", { access_token: "abc", token_type: "bearer" }, 200],
    ["no token type", { access_token: TOKEN }, 200],
    ["another token type", { access_token: TOKEN, token_type: "mac" }, 200],
    ["a server error", { access_token: TOKEN, token_type: "bearer" }, 500],
    ["a list", [TOKEN], 200],
  ])("accepts only a token-shaped answer, not %s", async (_case, answer, status) => {
    tokenAnswer(answer, status);
    const { response } = await answerFromGitHub();
    const html = await expectPage(response, 502, /GitHub did not give a sign-in/);
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain("<script>x");
  });

  it("says so when GitHub cannot be reached or does not answer JSON", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    const unreachable = await answerFromGitHub();
    await expectPage(unreachable.response, 502, /GitHub could not be reached/);

    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html>", { status: 200 }));
    const garbled = await answerFromGitHub();
    await expectPage(garbled.response, 502, /GitHub did not give a sign-in/);
  });

  it("says sign-in is not set up when the secrets are missing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const response = await callback(get("/api/callback?code=abc&state=x"), {}, INTERNET);
    await expectPage(response, 500, /Sign-in is not set up/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes a GitHub App's answer: the access token to the CMS, never the refresh token", async () => {
    const appToken = "ghu_16C7e42F292c6912E7710c838347Ae178B4a";
    const refreshToken =
      "ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498";
    tokenAnswer({
      access_token: appToken,
      expires_in: 28800,
      refresh_token: refreshToken,
      refresh_token_expires_in: 15811200,
      scope: "",
      token_type: "bearer",
    });
    const { response } = await answerFromGitHub();
    const html = await expectPage(response, 200, /Signed in/);
    expect(html).toContain(appToken);
    expect(html).not.toContain(refreshToken);
    expect([...response.headers.values()].join(" ")).not.toContain(refreshToken);
  });
});

describe("mounting", () => {
  it("Cloudflare Pages runs exactly the two endpoints as Functions, at their paths", () => {
    const routes = JSON.parse(renderRoutesFile()) as {
      include: string[];
      exclude: string[];
    };
    expect(routes.include).toEqual(Object.values(SIGN_IN_PATHS));
    expect(routes.exclude).toEqual([]);
    expect(readdirSync("functions/api").sort()).toEqual(
      Object.values(SIGN_IN_PATHS)
        .map((path) => `${path.slice("/api/".length)}.ts`)
        .sort(),
    );
  });
});

describe("the sign-in's state cookie, signed with the app's secret", () => {
  /** The cookie's parts: state, verifier, when it was issued (ms), signature. */
  const partsOf = (cookie: string) => (cookie.split("=")[1] ?? "").split(".");

  async function callbackWith(cookieValue: string, state: string) {
    return callback(
      get(`/api/callback?code=abc&state=${state}`, {
        cookie: `__Host-github-sign-in=${cookieValue}`,
      }),
      ENV,
      INTERNET,
    );
  }

  it("carries when it was issued, and its signature", async () => {
    const started = await startSignIn();
    const [state, verifier, issued, signature] = partsOf(started.cookie);
    expect(state).toBe(started.state);
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(Math.abs(Number(issued) - Date.now())).toBeLessThan(5_000);
    expect(signature).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ["its verifier", 1, "x".repeat(43)],
    ["its issue time, made younger", 2, String(Date.now() + 1_000)],
    ["its signature", 3, "A".repeat(43)],
  ])("is refused when its holder edits %s, before GitHub is asked", async (_what, index, value) => {
    const asked = tokenAnswer({ access_token: "gho_forged", token_type: "bearer" });
    const started = await startSignIn();
    const parts = partsOf(started.cookie);
    parts[index] = value;
    const response = await callbackWith(parts.join("."), started.state ?? "");
    await expectPage(response, 400, /Sign-in refused/);
    expect(asked).not.toHaveBeenCalled();
  });

  it("is refused ten minutes after it was issued, even with its own state", async () => {
    const asked = tokenAnswer({ access_token: "gho_late", token_type: "bearer" });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2027-03-01T12:00:00Z"));
      const started = await startSignIn();
      vi.setSystemTime(new Date("2027-03-01T12:10:01Z"));
      const response = await callbackWith(partsOf(started.cookie).join("."), started.state ?? "");
      await expectPage(response, 400, /This sign-in has expired/);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("signed with another secret is refused", async () => {
    const { cookie, state } = await startSignIn("provider=github", {
      ...ENV,
      GITHUB_CLIENT_SECRET: "another-secret",
    });
    const response = await callbackWith(partsOf(cookie).join("."), state ?? "");
    await expectPage(response, 400, /Sign-in refused/);
  });
});
