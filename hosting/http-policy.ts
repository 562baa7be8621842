/**
 * How the site is served, in one module (docs/product.md §3, §11, §15): every
 * Content-Security-Policy (the pages', /admin/'s and the sign-in's), the other security headers,
 * caching, canonical paths and redirects. Pure functions and plain data, used by `npm start`, by
 * the build step that writes `_headers`, `_redirects` and the nginx server block, and by the
 * owner's sign-in wherever it runs (Cloudflare Pages Functions bundle this file, and their
 * answers get none of `_headers`), so every way of serving the build sends the same headers.
 */
import { pagePaths } from "../app/pages.ts";
import { ADMIN_PATH, API_PREFIX } from "../app/shared/paths.ts";
import { VIDEO_EMBED_FEATURES } from "../app/shared/video-player.ts";
import { type LoadDirective, loadedOrigins } from "../app/shared/third-parties.ts";

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
const COMPRESSIBLE = /\.(html|css|m?js|svg|xml|txt|json|webmanifest|ics)$/;
export const isCompressible = (fileName: string): boolean => COMPRESSIBLE.test(fileName);

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

/** A Content-Security-Policy as its directives: name -> sources. */
type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * What every policy of the site shares (the pages', the CMS's, the sign-in's): nothing loads
 * that a directive does not allow, no other site frames it, no plugins, no `<base>`, no form
 * posts. A policy adds the directives its pages need and may widen these.
 */
const SHARED_CSP_DIRECTIVES: CspDirectives = {
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
};

/** `default-src` first, then a policy's own directives, then the other shared ones it keeps. */
function policyOf(own: CspDirectives): string {
  const { "default-src": defaults, ...shared } = { ...SHARED_CSP_DIRECTIVES, ...own };
  const ownFirst = Object.entries(shared).sort(
    ([a], [b]) => Number(a in SHARED_CSP_DIRECTIVES) - Number(b in SHARED_CSP_DIRECTIVES),
  );
  return [["default-src", defaults] as const, ...ownFirst]
    .map(([name, sources]) => [name, ...(sources ?? [])].join(" "))
    .join("; ");
}

/**
 * What /admin/ needs (Decap CMS): it compiles its config schema at run time ('unsafe-eval'),
 * styles its UI with inline styles, previews in a same-origin frame, shows images from anywhere
 * over https, and talks to the git host's API, the OAuth provider and, when editing locally,
 * decap-server (cmsConnectOrigins).
 */
const ADMIN_CSP_DIRECTIVES: CspDirectives = {
  "script-src": ["'self'", "'unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", "blob:", "data:"],
  "frame-src": ["'self'", "blob:"],
  "worker-src": ["'self'", "blob:"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/**
 * Powerful features the site never uses. Only features Chromium recognises: an unknown one logs
 * a console error on every page.
 */
const SWITCHED_OFF_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The features the site never uses are switched off; those the video embed asks for
 * (app/shared/video-player.ts) are the page's own and the video host's. In alphabetical order.
 */
export function permissionsPolicy(frameOrigins: readonly string[]): string {
  const delegated = `(self${frameOrigins.map((origin) => ` "${origin}"`).join("")})`;
  return [
    ...SWITCHED_OFF_FEATURES.map((feature) => `${feature}=()`),
    ...VIDEO_EMBED_FEATURES.map((feature) => `${feature}=${delegated}`),
  ]
    .sort()
    .join(", ");
}

/** Sent with every response of the site, whatever its status. Names in canonical case. */
const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years; no includeSubDomains: the owner's other subdomains (mail, portal) are not ours.
  "Strict-Transport-Security": "max-age=63072000",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // For browsers that predate CSP frame-ancestors.
  "X-Frame-Options": "DENY",
};

/** What only the owner uses (/admin/, the sign-in): never in a search engine. */
const NOT_INDEXED = { "X-Robots-Tag": "noindex, nofollow" };

const withPolicy = (policy: string, frameOrigins: readonly string[] = []) => ({
  "Content-Security-Policy": policy,
  ...BASE_SECURITY_HEADERS,
  "Permissions-Policy": permissionsPolicy(frameOrigins),
});

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
  if (url.protocol === "https:" || (url.protocol === "http:" && !isProduction)) return;
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
 * The pages' Content-Security-Policy: nothing by default, then exactly what the pages use.
 * Scripts are same-origin files plus the hashed inline scripts React Router prerenders (no
 * 'unsafe-inline'); styles are same-origin stylesheets plus the hash of the stylesheet the build
 * inlines into each page (docs/product.md §15; a hash covers `<style>` elements, never `style=""`
 * attributes, which the pages must not have); the form talks to this origin (stand-in) and the
 * configured EmailJS origin; frames only from the video host; in production each of those a
 * declared third party. The Speculation-Rules header's rules file needs no source: a browser
 * fetches it outside the CSP. Only directives every tested engine knows: WebKit logs an error on
 * every page for one it does not (`manifest-src`; `default-src 'none'` covers it).
 */
export function contentSecurityPolicy(inputs: SecurityPolicyInputs): string {
  const { emailOrigin, frameOrigins, isProduction } = inputs;
  if (emailOrigin) {
    assertOrigin("The EmailJS origin", emailOrigin, isProduction);
    assertDeclared(emailOrigin, "connect-src", isProduction);
  }
  for (const origin of frameOrigins) {
    assertOrigin("A video origin", origin, isProduction);
    assertDeclared(origin, "frame-src", isProduction);
  }
  return policyOf({
    "script-src": ["'self'", ...hashSources(inputs.scriptHashes)],
    "style-src": ["'self'", ...hashSources(inputs.styleHashes)],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(emailOrigin ? [emailOrigin] : [])],
    "frame-src": frameOrigins.length > 0 ? frameOrigins : ["'none'"],
    "form-action": ["'self'"],
  });
}

/** Headers sent with every response of the site, whatever its status. Names in canonical case. */
export const securityHeaders = (inputs: SecurityPolicyInputs): Record<string, string> =>
  withPolicy(contentSecurityPolicy(inputs), inputs.frameOrigins);

/** Where the CMS saves, as far as its policy cares (build-tools/env.ts's CmsOptions). */
interface CmsBackends {
  /** decap-server, in the build `npm run cms` makes for local editing only. */
  localBackendUrl?: string;
  /** The OAuth provider's origin. */
  authBaseUrl?: string;
}

/** The origins the CMS talks to: decap-server when editing locally, GitHub, the OAuth provider. */
export function cmsConnectOrigins({ localBackendUrl, authBaseUrl }: CmsBackends): string[] {
  const local = localBackendUrl ? new URL(localBackendUrl) : undefined;
  const port = local?.port ? `:${local.port}` : "";
  const loopback = local
    ? [
        local.origin,
        ...["localhost", "127.0.0.1"].map((host) => `${local.protocol}//${host}${port}`),
      ]
    : [];
  return [
    ...new Set(loopback),
    "https://api.github.com",
    ...(authBaseUrl ? [new URL(authBaseUrl).origin] : []),
  ];
}

/**
 * The headers of /admin/: the site's, with the CMS's own policy, noindex, and an opener policy
 * that lets the git host's sign-in window report back.
 */
export function adminSecurityHeaders(
  base: Record<string, string>,
  connectOrigins: readonly string[],
): Record<string, string> {
  for (const origin of connectOrigins) assertOrigin("A CMS origin", origin, false);
  const connect = [...(ADMIN_CSP_DIRECTIVES["connect-src"] ?? []), ...new Set(connectOrigins)];
  return {
    ...base,
    "Content-Security-Policy": policyOf({ ...ADMIN_CSP_DIRECTIVES, "connect-src": connect }),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    ...NOT_INDEXED,
  };
}

/**
 * The headers of the sign-in's answers (server/github-oauth.ts): the site's, with a policy that
 * allows the result page's own script and style by their nonce (a redirect has none: it loads
 * nothing), but no opener policy (the popup must reach `window.opener`); and no-store, noindex
 * and no referrer (the URL holds the code).
 */
export function signInSecurityHeaders(nonce?: string): Headers {
  const own = nonce ? [`'nonce-${nonce}'`] : undefined;
  const headers = new Headers({
    ...withPolicy(policyOf(own ? { "script-src": own, "style-src": own } : {})),
    ...NOT_INDEXED,
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
  });
  headers.delete("Cross-Origin-Opener-Policy");
  return headers;
}

/**
 * Speculation rules (docs/product.md §15): the next page before the click. Served as a file the
 * `Speculation-Rules` header of every HTML page points to (an inline
 * `<script type="speculationrules">` would need a CSP exception). They prefetch any link to a
 * page of this site eagerly and prerender it after a moment's hover (moderate); never the CMS,
 * the API (they have side effects) or a file (any path with a dot). Patterns are relative to the
 * rules file, so they match this origin only.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES_CONTENT_TYPE = "application/speculationrules+json";

const pageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/*.*" } },
    ...[ADMIN_PATH, API_PREFIX].flatMap((prefix) => [
      { not: { href_matches: prefix.slice(0, -1) } },
      { not: { href_matches: `${prefix}*` } },
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
 * The canonical page path for another spelling of it (docs/product.md §3): any casing, trailing
 * slashes, the `.html` file name, `/index.html`. Undefined when the path is no page at all.
 * Works on the raw path (no percent-decoding), so it can never produce anything but a page path.
 */
export function canonicalPathFor(urlPath: string): string | undefined {
  let wanted = urlPath
    .toLowerCase()
    .replace(/\/+$/, "")
    .replace(/\.html$/, "");
  if (wanted === "" || wanted === "/index") wanted = "/";
  return pagePaths.find((path) => path.toLowerCase() === wanted);
}

export const isAdminPath = (urlPath: string): boolean => urlPath.startsWith(ADMIN_PATH);

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
 * The tax dates' calendar feeds (RFC 5545, docs/product.md §14), all in one folder: every host
 * serves them as text/calendar, so a phone offers to add them to the calendar and a calendar
 * accepts the subscription. nginx's mime.types does not know `.ics`. Like HTML they revalidate:
 * the daily build changes them under the same names.
 */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
