/**
 * The site's security headers (PRODUCT.md §11) and what every Content-Security-Policy of it
 * shares, importing only the shared policy (plain values), so the owner's sign-in endpoints
 * send them as they are wherever they run: Cloudflare Pages Functions bundle this file, and
 * their answers get none of `_headers`. The pages' and the CMS's policies (with the build's
 * hashes, the video host, the CMS's origins) are hosting/http-policy.ts, built on these.
 */
import { VIDEO_EMBED_FEATURES } from "../app/shared/policy.ts";

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
] as const;

/**
 * The features the site never uses are switched off; those the video embed asks for
 * (app/shared/policy.ts) are the page's own and the video host's. In alphabetical order.
 */
export function permissionsPolicy(frameOrigins: readonly string[]): string {
  const delegated = `(self${frameOrigins.map((origin) => ` "${origin}"`).join("")})`;
  const features: [string, string][] = [
    ...SWITCHED_OFF_FEATURES.map((feature): [string, string] => [feature, "()"]),
    ...VIDEO_EMBED_FEATURES.map((feature): [string, string] => [feature, delegated]),
  ];
  return features
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([feature, allowlist]) => `${feature}=${allowlist}`)
    .join(", ");
}

/** Sent with every response of the site, whatever its status. Names in canonical case. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years; no includeSubDomains: the owner's other subdomains (mail, portal) are not ours.
  "Strict-Transport-Security": "max-age=63072000",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // For browsers that predate CSP frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * The Not-Indexed header of what only the owner uses (/admin/, the sign-in): never in a search
 * engine, its links never followed.
 */
export const NOT_INDEXED_HEADERS: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
};

/** A Content-Security-Policy as its directives: name -> sources. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * What every policy of the site shares (the pages', the CMS's, the sign-in's): nothing loads
 * that a directive does not allow, no other site frames it, no plugins, no `<base>`, no form
 * posts. A policy adds the directives its pages need and may widen these (the pages' and the
 * CMS's forms post to their own origin; the CMS's base is its own).
 */
const SHARED_CSP_DIRECTIVES = {
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
} as const satisfies CspDirectives;

/**
 * A policy from the shared directives and a page's own: `default-src` first, then the page's
 * own directives, then the other shared ones (the page's sources where it widens one).
 */
export function contentSecurityPolicyFrom(own: CspDirectives): string {
  const { "default-src": defaultSources, ...shared } = SHARED_CSP_DIRECTIVES;
  const directives: [string, readonly string[]][] = [
    ["default-src", own["default-src"] ?? defaultSources],
    ...Object.entries(own).filter(([name]) => !(name in SHARED_CSP_DIRECTIVES)),
    ...Object.entries(shared).map(([name, sources]): [string, readonly string[]] => [
      name,
      own[name] ?? sources,
    ]),
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The headers every answer of the site carries: a policy, the build-independent headers above,
 * and the Permissions-Policy with the hosts its frames load from (none on a page without
 * videos). Names in canonical case.
 */
export function siteSecurityHeaders(
  contentSecurityPolicy: string,
  frameOrigins: readonly string[],
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy,
    ...BASE_SECURITY_HEADERS,
    "Permissions-Policy": permissionsPolicy(frameOrigins),
  };
}
