/**
 * The security headers that do not depend on the build (PRODUCT.md §11), importing only the
 * shared policy (plain values), so the owner's sign-in endpoints can send them as they are
 * wherever they run: Cloudflare Pages Functions bundle this file, and their answers get none of
 * `_headers`. The pages' own policy (the CSP with the build's hashes, the video host in
 * Permissions-Policy) is server/http-policy.ts, built on these.
 */
import { VIDEO_EMBED_FEATURES } from "../app/shared-policy.ts";

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
 * (app/shared-policy.ts) are the page's own and the video host's. In alphabetical order.
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
