/**
 * A small local stand-in for GitHub's two OAuth endpoints, on loopback only, for the sign-in
 * journey (cloudflare-pages.spec.ts). The authorize page approves at once, as GitHub does for
 * an app the owner has already authorized; the token endpoint checks what GitHub checks (the
 * client, the secret, the code, the redirect URI and the PKCE verifier against its challenge)
 * and answers the way GitHub does for a GitHub App with expiring user tokens (docs/operations.md › On the
 * live site): a `ghu_` access token valid 8 hours and a `ghr_` refresh token, or a JSON error
 * with status 200.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGitHub {
  origin: string;
  clientId: string;
  clientSecret: string;
  /**
   * True (the default): the authorize page approves at once. False: it stays on GitHub's
   * consent page, as for an owner who has not decided yet.
   */
  approves: boolean;
  /** The access tokens handed out so far. */
  tokens: string[];
  /** The refresh tokens handed out with them (they must never reach a browser). */
  refreshTokens: string[];
  /** Every authorize request's query, in order. */
  authorizeRequests: URLSearchParams[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return body;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const clientId = "e2e-client-id";
  const clientSecret = "e2e-client-secret";
  const grants = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const tokens: string[] = [];
  const refreshTokens: string[] = [];
  const authorizeRequests: URLSearchParams[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-github.test");
    const json = (body: unknown) => {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = url.searchParams;
      authorizeRequests.push(query);
      const redirectUri = query.get("redirect_uri") ?? "";
      if (query.get("client_id") !== clientId || query.get("code_challenge_method") !== "S256") {
        response.writeHead(400).end("bad authorize request");
        return;
      }
      if (!fake.approves) {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end("<!doctype html><title>Authorize application</title><h1>Authorize?</h1>");
        return;
      }
      const code = randomBytes(10).toString("hex");
      grants.set(code, {
        challenge: query.get("code_challenge") ?? "",
        redirectUri,
        scope: query.get("scope") ?? "",
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", query.get("state") ?? "");
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      void readBody(request).then((text) => {
        const form = new URLSearchParams(text);
        const code = form.get("code") ?? "";
        const grant = grants.get(code);
        grants.delete(code);
        const verifier = form.get("code_verifier") ?? "";
        const isValid =
          grant !== undefined &&
          form.get("client_id") === clientId &&
          form.get("client_secret") === clientSecret &&
          form.get("redirect_uri") === grant.redirectUri &&
          createHash("sha256").update(verifier).digest("base64url") === grant.challenge;
        if (!isValid) {
          json({ error: "bad_verification_code", error_description: "The code is wrong." });
          return;
        }
        // A GitHub App ignores the scope: its permissions were set when it was registered.
        const token = `ghu_${randomBytes(18).toString("hex")}`;
        const refreshToken = `ghr_${randomBytes(36).toString("hex")}`;
        tokens.push(token);
        refreshTokens.push(refreshToken);
        json({
          access_token: token,
          expires_in: 28800,
          refresh_token: refreshToken,
          refresh_token_expires_in: 15811200,
          scope: "",
          token_type: "bearer",
        });
      });
      return;
    }
    // Chromium asks for a favicon on every page.
    response.writeHead(url.pathname === "/favicon.ico" ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeGitHub = {
    origin: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    approves: true,
    tokens,
    refreshTokens,
    authorizeRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
