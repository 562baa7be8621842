/**
 * The owner's sign-in to the CMS on the live site (docs/product.md §11, docs/decisions/0012): a
 * GitHub OAuth provider on the site's own origin, so /admin/ needs no third-party provider and
 * its CSP does not change. Two handlers, web-standard only (Request, Response, fetch, Web
 * Crypto), mounted as Cloudflare Pages Functions (functions/api/) and in `npm start`
 * (server/github-oauth-routes.ts):
 *
 * - `start` (GET /api/auth?provider=github&scope=…): a random `state`, a PKCE verifier and the
 *   time it was issued in one short-lived `__Host-` cookie, signed with the app's secret (HMAC),
 *   then a redirect to GitHub's authorize page.
 * - `callback` (GET /api/callback?code=…&state=…): the state must match the cookie; the code is
 *   exchanged with the client secret and the verifier; the page then hands the token to the CMS
 *   with Decap's popup handshake (decap-cms-lib-auth's NetlifyAuthenticator), to its own origin
 *   only, so a page of another origin that opens /api/auth never receives it.
 *
 * It works with a GitHub App (the way docs/operations.md › On the live site sets it up: installed on the
 * site's repository alone, Contents read and write, its user tokens expire after 8 hours) and
 * with an OAuth App. A GitHub App's answer also holds a refresh token: it is dropped here, never
 * sent to the browser; the CMS gets the access token only, and signs in again when it expires.
 *
 * Hardened (docs/product.md §17, issue 24): `redirect_uri` comes from the site's configured address
 * (VITE_SITE_URL, the build's own setting), never from the request's Host; only a start from the
 * site itself (`Sec-Fetch-Site: same-origin`), typed in (`none`) or from a browser that does not
 * say may begin (another site, even one of the owner's subdomains, is refused); the state cookie
 * is refused once it is ten minutes old or changed in any way (its signature, issue 32); `state`
 * and `code` are checked for shape before
 * anything is sent to GitHub; the state cookie is cleared only once the state matched, so nobody
 * can cancel the owner's sign-in in progress; the test GitHub is honoured only with
 * NODE_ENV=test, from loopback to loopback, with no forwarded headers. Rate limits are the
 * host's (docs/operations.md › On the live site).
 *
 * Every answer carries the sign-in's security headers (hosting/http-policy.ts): the site's, with
 * a fresh nonce for the result page, no-store, noindex, no referrer, and no
 * Cross-Origin-Opener-Policy, which would cut `window.opener`. Every failure is a readable page, and the CMS is told through
 * the same handshake.
 */
import { isLoopbackHost, SIGN_IN_PATHS } from "../app/shared/paths.ts";
import { isDirectFromThisMachine } from "./forwarded.ts";
import { signInSecurityHeaders } from "../hosting/http-policy.ts";

/** The host's settings: two secrets, the site's address, and a test-only GitHub stand-in. */
export interface GitHubOAuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /**
   * The widest scope an OAuth App asks for: `repo` (default) or `public_repo` (a public
   * repository). A GitHub App ignores scopes: its permissions are set where it is registered.
   */
  GITHUB_SCOPE?: string;
  /**
   * The site's public address (`https://www.example.com`), the build's own setting: GitHub sends
   * the owner back to its `/api/callback`. Cloudflare Pages hands the project's variables to its
   * Functions too; `npm start` falls back to the address the build was made for.
   */
  VITE_SITE_URL?: string;
  /** `test` is the only value that lets GITHUB_ORIGIN_FOR_TESTS count. */
  NODE_ENV?: string;
  /**
   * Tests only: the origin of a fake GitHub. Honoured only with NODE_ENV=test, when it is a
   * loopback origin and the request came from loopback, to a loopback host, with no forwarded
   * headers (see `isLocalTestRequest`); else github.com.
   */
  GITHUB_ORIGIN_FOR_TESTS?: string;
}

/** What only the runtime knows about a request; each adapter fills it in. */
export interface RequestContext {
  /**
   * The address of the client that sent the request: the socket's peer in `npm start`,
   * `CF-Connecting-IP` on Cloudflare (set by Cloudflare's edge, and by wrangler from the socket).
   */
  clientAddress: string | undefined;
}

export type Handler = (
  request: Request,
  env: GitHubOAuthEnv,
  context: RequestContext,
) => Promise<Response>;

const GITHUB_ORIGIN = "https://github.com";
const PROVIDER = "github";
const SCOPES = ["repo", "public_repo"] as const;
const COOKIE = "__Host-github-sign-in";
const COOKIE_MAX_AGE_S = 600;
const TOKEN_TIMEOUT_MS = 10_000;
/** GitHub's tokens (`gho_…`, or 40 hex digits for older ones): nothing else reaches the page. */
const TOKEN_SHAPE = /^[A-Za-z0-9_]{20,255}$/;
/** Our own `state` (`randomToken()`: 32 random bytes, base64url). */
const STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** GitHub's codes are 20 characters; anything much longer or of other characters is not one. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A test on this machine: the test switch is on, the client is a loopback address, it asked for
 * a loopback host, and no proxy passed the request on (behind a reverse proxy every client
 * looks like loopback, so a forwarded header alone rules it out).
 */
function isLocalTestRequest(env: GitHubOAuthEnv, request: Request, context: RequestContext) {
  return (
    env.NODE_ENV === "test" &&
    isLoopbackHost(new URL(request.url).hostname) &&
    isDirectFromThisMachine(context.clientAddress, (name) => request.headers.has(name))
  );
}

function githubOrigin(env: GitHubOAuthEnv, request: Request, context: RequestContext): string {
  const override = env.GITHUB_ORIGIN_FOR_TESTS;
  if (!override || !isLocalTestRequest(env, request, context)) return GITHUB_ORIGIN;
  const origin = new URL(override);
  return isLoopbackHost(origin.hostname) ? origin.origin : GITHUB_ORIGIN;
}

/**
 * The site's origin from its configured address: https, or http on a loopback host (a test or
 * `npm run cms`); undefined when it is missing or anything else.
 */
function siteOriginOf(siteUrl: string | undefined): string | undefined {
  if (!siteUrl || !URL.canParse(siteUrl)) return undefined;
  const url = new URL(siteUrl);
  if (url.protocol === "https:") return url.origin;
  return url.protocol === "http:" && isLoopbackHost(url.hostname) ? url.origin : undefined;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Equal strings, in time that does not depend on where they differ. */
function isSameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** The signature of a sign-in's cookie: HMAC-SHA256 with the app's secret, base64url. */
async function signatureOf(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
  return base64url(new Uint8Array(mac));
}

/** The cookie's value: the state, the verifier and when they were issued, signed. */
async function signedState(secret: string, state: string, verifier: string, issuedAt: number) {
  const value = `${state}.${verifier}.${issuedAt}`;
  return `${value}.${await signatureOf(secret, value)}`;
}

/**
 * The state and verifier of a cookie this site signed less than ten minutes ago, or why not:
 * "expired" (too old, or none), "refused" (changed, or not ours).
 */
async function readSignedState(
  secret: string,
  cookieValue: string | undefined,
  now: number,
): Promise<{ state: string; verifier: string } | "expired" | "refused"> {
  if (!cookieValue) return "expired";
  const [state = "", verifier = "", issued = "", signature = "", ...rest] = cookieValue.split(".");
  if (rest.length > 0 || !/^\d{1,15}$/.test(issued)) return "refused";
  const expected = await signatureOf(secret, `${state}.${verifier}.${issued}`);
  if (!isSameSecret(signature, expected)) return "refused";
  const age = now - Number(issued);
  if (age < -60_000) return "refused";
  return age > COOKIE_MAX_AGE_S * 1000 ? "expired" : { state, verifier };
}

function cookie(value: string, maxAge: number): string {
  return `${COOKIE}=${value}; Max-Age=${maxAge}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

function readCookie(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COOKIE) return value.join("=");
  }
  return undefined;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? "");

interface Outcome {
  status: number;
  title: string;
  text: string;
  /** What the CMS is told: the token, or an error it shows on its login page. */
  result: { token: string } | { error: string };
}

/**
 * The page the popup ends on. Its script speaks Decap's handshake: "authorizing:github" to the
 * opener, and once the opener echoes it back, the result. Both go to this origin only, and the
 * echo counts only from `window.opener` on this origin.
 */
function resultPage(outcome: Outcome, clearCookie: boolean): Response {
  const nonce = randomToken();
  const message =
    "token" in outcome.result
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.result.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.result.error })}`;
  const script = `
const opener = window.opener;
const message = ${JSON.stringify(message).replace(/</g, "\\u003c")};
if (opener) {
  window.addEventListener("message", function onEcho(event) {
    if (event.source !== opener || event.origin !== location.origin) return;
    if (event.data !== "authorizing:${PROVIDER}") return;
    window.removeEventListener("message", onEcho);
    opener.postMessage(message, location.origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", location.origin);
}`;
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(outcome.title)}</title>
<style nonce="${nonce}">body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}</style>
<h1>${escapeHtml(outcome.title)}</h1>
<p>${escapeHtml(outcome.text)}</p>
<script nonce="${nonce}">${script}</script>
</html>
`;
  const headers = signInSecurityHeaders(nonce);
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (clearCookie) headers.append("Set-Cookie", cookie("", 0));
  return new Response(html, { status: outcome.status, headers });
}

const CLOSE = "Close this window and click “Log in with GitHub” again.";

function failure(status: number, title: string, text: string): Outcome {
  return { status, title, text, result: { error: `${title}. ${text}` } };
}

/** A failure's page, which leaves the sign-in's cookie as it is unless told to clear it. */
const failurePage = (status: number, title: string, text: string, clearCookie = false) =>
  resultPage(failure(status, title, text), clearCookie);

const notSetUp = failure(
  500,
  "Sign-in is not set up",
  "The site's host is missing GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET or VITE_SITE_URL (docs/operations.md › Editing the site › On the live site).",
);

/** A request the endpoints cannot read (a malformed Host, say): for the adapters. */
export const badRequest = (): Response =>
  failurePage(400, "Bad request", `This request could not be read. ${CLOSE}`);

/** The rate limit's answer, for the adapters (npm start; Cloudflare answers with its own). */
export const tooManyRequests = (): Response =>
  failurePage(429, "Too many sign-in attempts", `Wait a minute, then try again. ${CLOSE}`);

function methodNotAllowed(): Response {
  const response = failurePage(405, "Method not allowed", "This address only answers GET.");
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

const isServedMethod = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The settings, or undefined when one is missing or the scope is not one we offer. */
function readSettings(env: GitHubOAuthEnv) {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  const maxScope = env.GITHUB_SCOPE?.trim() || "repo";
  const siteOrigin = siteOriginOf(env.VITE_SITE_URL?.trim());
  if (!clientId || !clientSecret || !siteOrigin) return undefined;
  if (!(SCOPES as readonly string[]).includes(maxScope)) return undefined;
  return {
    clientId,
    clientSecret,
    maxScope,
    redirectUri: new URL(SIGN_IN_PATHS.callback, siteOrigin).href,
  };
}

/** GET /api/auth: the CMS's popup starts here. */
export const start: Handler = async (request, env, context) => {
  if (!isServedMethod(request)) return methodNotAllowed();
  // Only the site itself starts the owner's sign-in: another website, even a subdomain of the
  // owner's (same-site), cannot (GitHub would mint a token without asking, and past ten revoke
  // her oldest). Typed in (none), or a browser that sends no Sec-Fetch-Site, is let through.
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") {
    return failurePage(
      403,
      "Sign-in refused",
      "Sign-in starts from this site's /admin/ page, not from another website.",
    );
  }
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== PROVIDER) {
    return failurePage(400, "Unknown sign-in provider", "This site signs in with GitHub only.");
  }
  const settings = readSettings(env);
  if (!settings) return resultPage(notSetUp, false);

  // Never wider than `repo`, and `public_repo` when either the CMS or the host asks for it.
  const scope =
    url.searchParams.get("scope") === "public_repo" || settings.maxScope === "public_repo"
      ? "public_repo"
      : "repo";
  const state = randomToken();
  const verifier = randomToken();
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env, request, context));
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope,
    state,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: "S256",
    allow_signup: "false",
  }).toString();

  const headers = signInSecurityHeaders();
  headers.set("Location", authorize.href);
  const signed = await signedState(settings.clientSecret, state, verifier, Date.now());
  headers.append("Set-Cookie", cookie(signed, COOKIE_MAX_AGE_S));
  return new Response(null, { status: 302, headers });
};

/**
 * Asks GitHub for the token; anything but a token-shaped answer is a failure. A GitHub App's
 * answer also holds `expires_in` and a `refresh_token`: only the access token leaves here.
 */
async function exchangeCode(
  tokenUrl: URL,
  body: Record<string, string>,
): Promise<{ token: string } | Outcome> {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(body).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch {
    return failure(502, "GitHub could not be reached", `Try again in a minute. ${CLOSE}`);
  }
  const answer: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  const { access_token: token, token_type: type } = (answer ?? {}) as Record<string, unknown>;
  if (
    typeof token === "string" &&
    TOKEN_SHAPE.test(token) &&
    typeof type === "string" &&
    type.toLowerCase() === "bearer"
  ) {
    return { token };
  }
  return failure(
    502,
    "GitHub did not give a sign-in",
    `The sign-in code was refused or has expired. ${CLOSE}`,
  );
}

/** GET /api/callback: GitHub sends the popup back here. */
export const callback: Handler = async (request, env, context) => {
  if (!isServedMethod(request)) return methodNotAllowed();
  const url = new URL(request.url);
  const settings = readSettings(env);
  if (!settings) return resultPage(notSetUp, false);

  const state = url.searchParams.get("state") ?? "";
  const code = url.searchParams.get("code");
  const refused = failure(
    400,
    "Sign-in refused",
    `This answer does not belong to the sign-in this browser started. ${CLOSE}`,
  );
  // Nothing malformed goes further, and nothing here clears the cookie of a sign-in that may
  // still be waiting for its real answer.
  if (!STATE_SHAPE.test(state) || (code !== null && !CODE_SHAPE.test(code))) {
    return resultPage(refused, false);
  }
  const started = await readSignedState(settings.clientSecret, readCookie(request), Date.now());
  if (started === "expired") {
    return failurePage(
      400,
      "This sign-in has expired",
      `It was started more than ten minutes ago, or in another browser. ${CLOSE}`,
    );
  }
  if (started === "refused" || !isSameSecret(state, started.state)) {
    return resultPage(refused, false);
  }
  const { verifier } = started;

  // The state matched: this is the answer to the sign-in this browser started, and whatever
  // happens now ends it (the cookie is cleared).
  const error = url.searchParams.get("error");
  if (error === "access_denied") {
    return resultPage(
      failure(403, "Sign-in cancelled", `GitHub was not allowed to sign you in. ${CLOSE}`),
      true,
    );
  }
  if (error || !code) {
    return failurePage(
      400,
      "GitHub did not sign you in",
      `GitHub answered “${(error ?? "no code").slice(0, 80)}”. ${CLOSE}`,
      true,
    );
  }

  const exchanged = await exchangeCode(
    new URL("/login/oauth/access_token", githubOrigin(env, request, context)),
    {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code,
      redirect_uri: settings.redirectUri,
      code_verifier: verifier,
    },
  );
  if (!("token" in exchanged)) return resultPage(exchanged, true);
  return resultPage(
    {
      status: 200,
      title: "Signed in",
      text: "You are signed in to the CMS. This window closes by itself.",
      result: { token: exchanged.token },
    },
    true,
  );
};
