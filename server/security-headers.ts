/**
 * The security headers that do not depend on the build (PRODUCT.md §11), with no imports, so the
 * owner's sign-in endpoints can send them as they are wherever they run: Cloudflare Pages
 * Functions bundle this file, and their answers get none of `_headers`. The pages' own policy
 * (the CSP with the build's hashes, the video host in Permissions-Policy) is server/http-policy.ts,
 * built on these.
 */

/**
 * Powerful features the site never uses are switched off; the video host may use the three
 * its embed asks for (`allow="encrypted-media; picture-in-picture; fullscreen"`). Only features
 * Chromium recognises: an unknown one logs a console error on every page.
 */
export function permissionsPolicy(frameOrigins: readonly string[]): string {
  const delegated = `(self${frameOrigins.map((origin) => ` "${origin}"`).join("")})`;
  const features: [string, string][] = [
    ["accelerometer", "()"],
    ["autoplay", "()"],
    ["camera", "()"],
    ["display-capture", "()"],
    ["encrypted-media", delegated],
    ["fullscreen", delegated],
    ["geolocation", "()"],
    ["gyroscope", "()"],
    ["magnetometer", "()"],
    ["microphone", "()"],
    ["midi", "()"],
    ["payment", "()"],
    ["picture-in-picture", delegated],
    ["publickey-credentials-get", "()"],
    ["screen-wake-lock", "()"],
    ["usb", "()"],
    ["xr-spatial-tracking", "()"],
  ];
  return features.map(([feature, allowlist]) => `${feature}=${allowlist}`).join(", ");
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
