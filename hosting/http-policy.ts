/**
 * The one source of truth for how the site is served (PRODUCT.md §3, §11): security headers,
 * caching, canonical paths and redirects. Pure functions and plain data, used by the `npm start`
 * server and by the build step that writes `_headers`, `_redirects` and the nginx server block,
 * so every way of serving the build sends the same headers and the same redirects.
 */
import { pagePaths } from "../app/pages.ts";

import { ADMIN_PATH, API_PREFIX } from "../app/shared/paths.ts";
import { type LoadDirective, loadedOrigins } from "../app/shared/third-parties.ts";
import {
  contentSecurityPolicyFrom,
  NOT_INDEXED_HEADERS,
  permissionsPolicy,
  siteSecurityHeaders,
} from "./security-headers.ts";

export { permissionsPolicy };

/** The site's canonical paths, the specification's exact casing, no trailing slash. */
export { pagePaths };

/** Where Vite writes content-hashed files: they never change, so they are cached for a year. */
export const HASHED_ASSETS_PREFIX = "/assets/";
/** Every folder of content-hashed files: the pages' and /admin/'s (the CMS loads once). */
export const HASHED_ASSETS_PREFIXES = [HASHED_ASSETS_PREFIX, `${ADMIN_PATH}assets/`] as const;

export const CACHE_CONTROL = {
  /** Content-hashed assets: a new build writes new names. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML and other unhashed files: browsers keep them but ask (ETag / Last-Modified) each time. */
  revalidate: "public, max-age=0, must-revalidate",
} as const;

/** The Cache-Control of a successful response for a URL path. */
export function cacheControlFor(urlPath: string): string {
  return HASHED_ASSETS_PREFIXES.some((prefix) => urlPath.startsWith(prefix))
    ? CACHE_CONTROL.immutable
    : CACHE_CONTROL.revalidate;
}

/** Files worth precompressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".ics",
] as const;

export function isCompressible(fileName: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.some((extension) => fileName.endsWith(extension));
}

/**
 * The copies of a compressible file the build writes beside it (build-tools/precompress.ts:
 * brotli, gzip), which `npm start` and nginx send by Accept-Encoding and serve at no path of
 * their own (server/static-files.ts).
 */
export const COMPRESSED_COPY_EXTENSIONS = [".br", ".gz"] as const;

/** Host-specific files in the static folder that are configuration, never content. */
export const HOST_CONFIG_FILES = ["_headers", "_redirects", "_routes.json"] as const;

/** The methods a static site serves; anything else gets 405. */
export const SERVED_METHODS = ["GET", "HEAD"] as const;

export interface SecurityPolicyInputs {
  /** `sha256-…` sources of every inline script in the prerendered pages. */
  scriptHashes: readonly string[];
  /** `sha256-…` sources of every inline `<style>` in the prerendered pages (the inlined CSS). */
  styleHashes: readonly string[];
  /** The EmailJS API origin the bundle posts to, or null for the same-origin stand-in. */
  emailOrigin: string | null;
  /** Origins the video embeds load from (the configured platform's host). */
  frameOrigins: readonly string[];
  /** Production refuses any http: origin. */
  isProduction: boolean;
}

function assertOrigin(kind: string, origin: string, isProduction: boolean): void {
  const url = new URL(origin);
  if (url.origin !== origin) throw new Error(`${kind} must be a bare origin, got "${origin}".`);
  if (url.protocol === "https:") return;
  if (url.protocol === "http:" && !isProduction) return;
  throw new Error(`${kind} must use https in production, got "${origin}".`);
}

/**
 * A production page loads only from the third parties declared as loaded under that directive
 * (app/shared/third-parties.ts, which the privacy notice lists): anything else is refused here,
 * before it reaches a policy.
 */
function assertDeclared(origin: string, directive: LoadDirective, isProduction: boolean): void {
  if (!isProduction || loadedOrigins().get(origin) === directive) return;
  throw new Error(
    `${origin} is not declared in app/shared/third-parties.ts as loaded under ${directive}: declare it there (the privacy notice lists it from there), or do not load it.`,
  );
}

/** Each hash once, quoted, in a stable order; anything but a hash source is refused. */
function hashSources(hashes: readonly string[]): string[] {
  for (const hash of hashes) {
    if (!/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(hash)) {
      throw new Error(`Not a CSP hash source: "${hash}".`);
    }
  }
  return [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
}

/**
 * The Content-Security-Policy: nothing by default, then exactly what the pages use. Scripts
 * are same-origin files plus the hashed inline scripts React Router prerenders (no
 * 'unsafe-inline'); styles are same-origin stylesheets plus the hash of the stylesheet the
 * build inlines into each page (PRODUCT.md §15; a hash covers `<style>` elements, never
 * `style=""` attributes, which the pages must not have); the form talks to this origin
 * (stand-in) and the configured EmailJS origin; frames only from the video host; in production
 * each of those a declared third party (app/shared/third-parties.ts). The
 * Speculation-Rules header's rules file needs no source: a browser fetches it outside the CSP.
 * Only directives every tested engine knows: WebKit logs an error on every page for one it
 * does not (`manifest-src`; the site links no manifest, so `default-src 'none'` covers it).
 */
export function contentSecurityPolicy(inputs: SecurityPolicyInputs): string {
  const scriptHashes = hashSources(inputs.scriptHashes);
  const styleHashes = hashSources(inputs.styleHashes);
  if (inputs.emailOrigin) {
    assertOrigin("The EmailJS origin", inputs.emailOrigin, inputs.isProduction);
    assertDeclared(inputs.emailOrigin, "connect-src", inputs.isProduction);
  }
  for (const origin of inputs.frameOrigins) {
    assertOrigin("A video origin", origin, inputs.isProduction);
    assertDeclared(origin, "frame-src", inputs.isProduction);
  }

  return contentSecurityPolicyFrom({
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", ...styleHashes],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(inputs.emailOrigin ? [inputs.emailOrigin] : [])],
    "frame-src": inputs.frameOrigins.length > 0 ? inputs.frameOrigins : ["'none'"],
    "form-action": ["'self'"],
  });
}

/** Headers sent with every response, whatever its status. Names in canonical case. */
export function securityHeaders(inputs: SecurityPolicyInputs): Record<string, string> {
  return siteSecurityHeaders(contentSecurityPolicy(inputs), inputs.frameOrigins);
}

/**
 * Speculation rules (PRODUCT.md §15): the next page before the click. Served as a file the
 * `Speculation-Rules` header of every HTML page points to (an inline
 * `<script type="speculationrules">` would need a CSP exception). They prefetch any link to a
 * page of this site eagerly (Chromium on desktop: as the pointer reaches it) and prerender it
 * after a moment's hover (moderate); never the CMS, the API or a file (any path with a dot).
 * Patterns are relative to the rules file, so they match this origin only.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES_CONTENT_TYPE = "application/speculationrules+json";

/** Paths under these prefixes are never speculated: the CMS and the API have side effects. */
export const NEVER_SPECULATED_PREFIXES = [ADMIN_PATH, API_PREFIX].map((prefix) =>
  prefix.slice(0, -1),
);

const pageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/*.*" } },
    ...NEVER_SPECULATED_PREFIXES.flatMap((prefix) => [
      { not: { href_matches: prefix } },
      { not: { href_matches: `${prefix}/*` } },
    ]),
  ],
};

export const speculationRules = {
  prefetch: [{ where: pageLinks, eagerness: "eager" }],
  prerender: [{ where: pageLinks, eagerness: "moderate" }],
} as const;

/**
 * Headers of HTML documents only (the pages and the 404 page), besides the security headers
 * every response carries. The value is a structured-field list of quoted URLs.
 */
export const documentHeaders: Readonly<Record<string, string>> = {
  "Speculation-Rules": `"${SPECULATION_RULES_PATH}"`,
};

/**
 * The canonical page path for another spelling of it (PRODUCT.md §3): any casing, trailing
 * slashes, the `.html` file name, `/index.html`. Undefined when the path is no page at all.
 * Works on the raw path (no percent-decoding), so it can never produce anything but a page path.
 */
export function canonicalPathFor(urlPath: string): string | undefined {
  let wanted = urlPath.toLowerCase().replace(/\/+$/, "");
  wanted = wanted.replace(/\.html$/, "");
  if (wanted === "" || wanted === "/index") wanted = "/";
  return pagePaths.find((path) => path.toLowerCase() === wanted);
}

export function isAdminPath(urlPath: string): boolean {
  return urlPath.startsWith(ADMIN_PATH);
}

/**
 * The CMS's Content-Security-Policy, for /admin/ only (the public pages keep theirs): Decap CMS
 * compiles its config schema at run time ('unsafe-eval'), styles its UI with inline styles
 * ('unsafe-inline' styles), previews in a same-origin frame, shows images from anywhere over
 * https, and talks to the git host's API, the OAuth provider and, when editing locally,
 * decap-server.
 */
export function adminContentSecurityPolicy(connectOrigins: readonly string[]): string {
  for (const origin of connectOrigins) assertOrigin("A CMS origin", origin, false);
  return contentSecurityPolicyFrom({
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "blob:", "data:", ...new Set(connectOrigins)],
    "frame-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  });
}

/**
 * The headers of /admin/: the site's, with the CMS's own policy, noindex, and an opener policy
 * that lets the git host's sign-in window report back.
 */
export function adminSecurityHeaders(
  base: Record<string, string>,
  connectOrigins: readonly string[],
): Record<string, string> {
  return {
    ...base,
    "Content-Security-Policy": adminContentSecurityPolicy(connectOrigins),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    ...NOT_INDEXED_HEADERS,
  };
}

/** Where a request for `urlPath` is permanently redirected, if anywhere. */
export function redirectFor(urlPath: string): string | undefined {
  if (urlPath === ADMIN_PATH.slice(0, -1)) return ADMIN_PATH;
  const canonical = canonicalPathFor(urlPath);
  return canonical !== undefined && canonical !== urlPath ? canonical : undefined;
}

export interface RedirectRule {
  from: string;
  to: string;
}

/**
 * Explicit redirect rules for hosts that match paths exactly (the `_redirects` file): each
 * page's lowercase and UPPERCASE forms, each with and without a trailing slash, the canonical
 * path with a trailing slash, and the `.html` file names. Mixed casings beyond these need a
 * server that can lowercase (our server and the nginx block do).
 */
export function redirectRules(): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const add = (from: string, to: string) => {
    if (from !== to && !rules.some((rule) => rule.from === from)) rules.push({ from, to });
  };
  for (const path of pagePaths) {
    if (path === "/") {
      add("/index.html", "/");
      continue;
    }
    for (const variant of [path, path.toLowerCase(), path.toUpperCase()]) {
      add(variant, path);
      add(`${variant}/`, path);
    }
    add(`${path}.html`, path);
  }
  return rules;
}

/**
 * The tax dates' calendar feeds (RFC 5545, PRODUCT.md §14), all in one folder: every host serves
 * them as text/calendar, so a phone offers to add them to the calendar and a calendar accepts
 * the subscription. nginx's mime.types does not know `.ics`. Like HTML they revalidate: the
 * daily build changes them under the same names.
 */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
