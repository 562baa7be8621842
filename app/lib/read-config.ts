/**
 * The site's configuration: the business details from the owner's data files (validated by
 * the content schema) and the deployment settings from the build-time environment, validated
 * here (STYLE.md). `config.ts` applies it to Vite's environment for the app; build scripts to
 * the same variables through Vite's loadEnv. The environment holds deployment settings only
 * (site URL, EmailJS ids and origin): `VITE_*` variables, so Vite can inline them into the
 * browser bundle; README lists them. A wrong value fails the build naming the variable.
 */
import type { Content } from "~/content/schema";
import type { VideoPlatform } from "~/lib/video-embed";

/** The EmailJS REST API origin used when ids are configured (VITE_EMAILJS_ORIGIN). */
export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";

/** The public origin when VITE_SITE_URL is not set: clearly fictitious. */
export const DEFAULT_SITE_URL = "https://www.example.com";

export type Env = Readonly<Record<string, string | boolean | undefined>>;

export type { VideoPlatform };

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where `POST /api/v1.0/email/send` goes; "" means this site's own origin (the stand-in). */
  origin: string;
  /** True when no ids are configured and the form talks to the embedded stand-in. */
  isStandIn: boolean;
}

export interface SiteConfig {
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  /** The phone number as an E.164 `tel:` target, derived from `phone`. */
  phoneHref: `tel:${string}`;
  address: Content["site"]["address"];
  portalUrl: string;
  /** "Review us on Google": an https address, or "" for none. */
  reviewUrl: string;
  /** "Book an appointment": an https address, or "" for none. */
  bookingUrl: string;
  /** A map search for the office's address (a link: no map is embedded). */
  directionsUrl: string;
  /** Origin without a trailing slash. */
  siteUrl: string;
  taxSeason: { start: MonthDay; end: MonthDay };
  yearsOfExperience: number;
  portalEncryptionBits: number;
  emailJs: EmailJsConfig;
  videos: { platform: VideoPlatform; ids: readonly string[] };
}

/** A calendar day as "MM-DD". */
export type MonthDay = `${number}-${number}`;

/** Ids used with the embedded stand-in; it accepts any non-empty string. */
export const STAND_IN_IDS = {
  publicKey: "local-public-key",
  serviceId: "local-service",
  templateId: "local-template",
} as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function parseHttpsUrl(name: string, value: string, allowLocalHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}".`);
  }
  const isLocal = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(allowLocalHttp && isLocal && url.protocol === "http:")) {
    throw new ConfigError(`${name} must use https, got "${value}".`);
  }
  return url;
}

/** The phone as an E.164 `tel:` target (the schema has checked it is a US or + number). */
export function toTelHref(phone: string): `tel:${string}` {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

function readEmailJs(env: Env): EmailJsConfig {
  const ids = {
    publicKey: read(env, "VITE_EMAILJS_PUBLIC_KEY"),
    serviceId: read(env, "VITE_EMAILJS_SERVICE_ID"),
    templateId: read(env, "VITE_EMAILJS_TEMPLATE_ID"),
  };
  const { publicKey, serviceId, templateId } = ids;
  if (!publicKey && !serviceId && !templateId) {
    return { ...STAND_IN_IDS, origin: "", isStandIn: true };
  }
  if (!publicKey || !serviceId || !templateId) {
    throw new ConfigError(
      "Set all three of VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID, or none of them to use the embedded stand-in.",
    );
  }
  const origin = parseHttpsUrl(
    "VITE_EMAILJS_ORIGIN",
    read(env, "VITE_EMAILJS_ORIGIN") ?? EMAILJS_DEFAULT_ORIGIN,
    false,
  ).origin;
  return {
    publicKey,
    serviceId,
    templateId,
    origin,
    isStandIn: false,
  };
}

/** A map search for an address: opens the visitor's map, embeds nothing (PRODUCT.md §14). */
export function directionsUrl(address: Content["site"]["address"]): string {
  const query = `${address.locality}, ${address.regionCode} ${address.postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** What the configuration takes from the owner's data files. */
export type ConfigContent = Pick<Content, "site" | "hours" | "videos">;

/**
 * Builds the site configuration from the (validated) content and an environment; throws
 * `ConfigError` for a wrong deployment setting.
 */
export function readConfig(env: Env, { site, hours, videos }: ConfigContent): SiteConfig {
  const siteUrl = parseHttpsUrl(
    "VITE_SITE_URL",
    read(env, "VITE_SITE_URL") ?? DEFAULT_SITE_URL,
    true,
  );
  return {
    businessName: site.businessName,
    ownerName: site.ownerName,
    email: site.email,
    phone: site.phone,
    phoneHref: toTelHref(site.phone),
    address: site.address,
    portalUrl: new URL(site.portalUrl).href,
    reviewUrl: site.reviewUrl,
    bookingUrl: site.bookingUrl,
    directionsUrl: directionsUrl(site.address),
    siteUrl: siteUrl.origin,
    taxSeason: hours.taxSeason as SiteConfig["taxSeason"],
    yearsOfExperience: site.yearsOfExperience,
    portalEncryptionBits: site.portalEncryptionBits,
    emailJs: readEmailJs(env),
    videos: { platform: videos.platform, ids: videos.chapters.map((chapter) => chapter.id) },
  };
}
