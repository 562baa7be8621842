/**
 * The owner's sign-in to the CMS on the live site (PRODUCT.md §11, docs/decisions/0012): a
 * GitHub OAuth provider on the site's own origin, so /admin/ needs no third-party provider and
 * its CSP does not change. Two handlers, web-standard only (Request, Response, fetch, Web
 * Crypto), mounted as Cloudflare Pages Functions (functions/api/) and in `npm start`
 * (server/github-oauth-routes.ts):
 *
 * - `start` (GET /api/auth?provider=github&scope=…): a random `state` and a PKCE verifier in one
 *   short-lived `__Host-` cookie, then a redirect to GitHub's authorize page.
 * - `callback` (GET /api/callback?code=…&state=…): the state must match the cookie; the code is
 *   exchanged with the client secret and the verifier; the page then hands the token to the CMS
 *   with Decap's popup handshake (decap-cms-lib-auth's NetlifyAuthenticator), to its own origin
 *   only, so a page of another origin that opens /api/auth never receives it.
 *
 * Every answer carries its own headers (not the site's page policy): no-store, noindex, a CSP
 * with a fresh nonce, and no Cross-Origin-Opener-Policy, which would cut `window.opener`.
 * Every failure is a readable page, and the CMS is told through the same handshake.
 */
import { SIGN_IN_PATHS } from "./sign-in-paths.ts";

/** The host's settings: two secrets, an optional scope, and a test-only GitHub stand-in. */
export interface GitHubOAuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The widest scope to ask for: `repo` (default) or `public_repo` (a public repository). */
  GITHUB_SCOPE?: string;
  /**
   * Tests only: the origin of a fake GitHub. Honoured only when it is a loopback origin and the
   * request came from loopback, to a loopback host (see `isLoopbackRequest`); else github.com.
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

const LOOPBACK_HOSTS = new Set(["localhost", "[::1]", "::1"]);

/** A loopback host name or address (127.0.0.0/8, ::1, localhost), IPv4-mapped or not. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const address = host.replace(/^::ffff:/i, "");
  return LOOPBACK_HOSTS.has(address) || /^127(\.\d{1,3}){3}$/.test(address);
}

/**
 * A request made on this machine to this machine: its client is a loopback address and it asked
 * for a loopback host. Behind a reverse proxy every client looks like loopback, but the proxy
 * passes the public host name, so the public site never honours the test origin.
 */
function isLoopbackRequest(url: URL, context: RequestContext): boolean {
  return isLoopbackHost(context.clientAddress) && isLoopbackHost(url.hostname);
}

function githubOrigin(env: GitHubOAuthEnv, url: URL, context: RequestContext): string {
  const override = env.GITHUB_ORIGIN_FOR_TESTS;
  if (!override || !isLoopbackRequest(url, context)) return GITHUB_ORIGIN;
  const origin = new URL(override);
  return isLoopbackHost(origin.hostname) ? origin.origin : GITHUB_ORIGIN;
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

/** Headers every answer of the two endpoints carries, whatever the runtime adds elsewhere. */
function ownHeaders(contentSecurityPolicy: string): Headers {
  return new Headers({
    "Cache-Control": "no-store",
    "Content-Security-Policy": contentSecurityPolicy,
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  });
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
  const headers = ownHeaders(
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ` +
      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (clearCookie) headers.append("Set-Cookie", cookie("", 0));
  return new Response(html, { status: outcome.status, headers });
}

const CLOSE = "Close this window and click “Login with GitHub” again.";

function failure(status: number, title: string, text: string): Outcome {
  return { status, title, text, result: { error: `${title}. ${text}` } };
}

const notSetUp = failure(
  500,
  "Sign-in is not set up",
  "The site's host is missing GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET (README › Editing the site › On the live site).",
);

function methodNotAllowed(): Response {
  const response = resultPage(
    failure(405, "Method not allowed", "This address only answers GET."),
    false,
  );
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

const isServedMethod = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The settings, or undefined when a secret is missing or the scope is not one we offer. */
function readSettings(env: GitHubOAuthEnv) {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  const maxScope = env.GITHUB_SCOPE?.trim() || "repo";
  if (!clientId || !clientSecret) return undefined;
  if (!(SCOPES as readonly string[]).includes(maxScope)) return undefined;
  return { clientId, clientSecret, maxScope };
}

/** GET /api/auth: the CMS's popup starts here. */
export const start: Handler = async (request, env, context) => {
  if (!isServedMethod(request)) return methodNotAllowed();
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== PROVIDER) {
    return resultPage(
      failure(400, "Unknown sign-in provider", "This site signs in with GitHub only."),
      false,
    );
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
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env, url, context));
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: new URL(SIGN_IN_PATHS.callback, url.origin).href,
    scope,
    state,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: "S256",
    allow_signup: "false",
  }).toString();

  const headers = ownHeaders("default-src 'none'; frame-ancestors 'none'");
  headers.set("Location", authorize.href);
  headers.append("Set-Cookie", cookie(`${state}.${verifier}`, COOKIE_MAX_AGE_S));
  return new Response(null, { status: 302, headers });
};

/** Asks GitHub for the token; anything but a token-shaped answer is a failure. */
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
  if (!settings) return resultPage(notSetUp, true);

  const [expectedState = "", verifier = ""] = (readCookie(request) ?? "").split(".");
  if (!expectedState || !verifier) {
    return resultPage(
      failure(
        400,
        "This sign-in has expired",
        `It was started more than ten minutes ago, or in another browser. ${CLOSE}`,
      ),
      true,
    );
  }
  if (!isSameSecret(url.searchParams.get("state") ?? "", expectedState)) {
    return resultPage(
      failure(
        400,
        "Sign-in refused",
        `This answer does not belong to the sign-in this browser started. ${CLOSE}`,
      ),
      true,
    );
  }
  const error = url.searchParams.get("error");
  if (error === "access_denied") {
    return resultPage(
      failure(403, "Sign-in cancelled", `GitHub was not allowed to sign you in. ${CLOSE}`),
      true,
    );
  }
  const code = url.searchParams.get("code");
  if (error || !code) {
    return resultPage(
      failure(
        400,
        "GitHub did not sign you in",
        `GitHub answered “${(error ?? "no code").slice(0, 80)}”. ${CLOSE}`,
      ),
      true,
    );
  }

  const exchanged = await exchangeCode(
    new URL("/login/oauth/access_token", githubOrigin(env, url, context)),
    {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code,
      redirect_uri: new URL(SIGN_IN_PATHS.callback, url.origin).href,
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
