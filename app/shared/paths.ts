/**
 * What the browser code, the server, the build, Cloudflare's Functions and the tests must agree
 * on, declared once (docs/architecture.md › Conventions): the site's own paths outside its pages, the
 * default ports, the calendar feeds' paths, and what counts as loopback. Plain values and pure
 * functions, no imports,
 * so every side may import it (the lint zones allow it by name).
 */

/** Where the site's own endpoints live; never a page, never speculated, never cached. */
export const API_PREFIX = "/api/";

/** EmailJS's send endpoint: the SDK posts here, on EmailJS's origin or the stand-in's. */
export const EMAIL_SEND_PATH = `${API_PREFIX}v1.0/email/send`;

/** The owner's sign-in (docs/decisions/0012). */
export const SIGN_IN_PATHS = {
  start: `${API_PREFIX}auth`,
  callback: `${API_PREFIX}callback`,
} as const;

/** The CMS (docs/product.md §11): its own policy, never indexed, never in the sitemap. */
export const ADMIN_PATH = "/admin/";

/**
 * What the served site was built from (its data files' fingerprints, its data and configuration),
 * written by the build beside the CMS: /admin/ compares it with what the owner saved to say when
 * her change is live, and its previews show the data as published.
 */
export const PUBLISHED_PATH = `${ADMIN_PATH}published.json`;

/**
 * Where the site's rebuilds stand (building, the last failure and why): /admin/ shows it. `npm
 * start` answers it as it rebuilds; elsewhere the build's own file says there is nothing to
 * report (a static host rebuilds on its own and emails why a build failed).
 */
export const BUILD_STATUS_PATH = `${ADMIN_PATH}build-status.json`;

/**
 * The tax dates' calendar feeds, written by the build (build-tools/write-calendar.ts): the whole
 * season, and one per audience (rules/tax-audiences.ts). Every host serves this folder as
 * text/calendar (hosting/http-policy.ts). Subscribed calendars hold these addresses: never move them.
 */
export const TAX_CALENDAR_DIR = "/calendar/";

/** A feed's path: `/calendar/tax-dates.ics` for the whole season, `…/tax-dates-employers.ics`. */
export function taxCalendarPath(audience?: string): string {
  return `${TAX_CALENDAR_DIR}tax-dates${audience ? `-${audience}` : ""}.ics`;
}

/** `npm start`'s port, and decap-server's under `npm run cms`, unless PORT / CMS_PORT say otherwise. */
export const DEFAULT_PORTS = { site: 3000, cms: 8081 } as const;

const LOOPBACK_NAMES = new Set(["localhost", "[::1]", "::1"]);

/** A loopback host name or address (127.0.0.0/8, ::1, localhost), IPv4-mapped or not. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const address = host.replace(/^::ffff:/i, "");
  return LOOPBACK_NAMES.has(address) || /^127(\.\d{1,3}){3}$/.test(address);
}
