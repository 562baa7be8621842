/**
 * Validates the build-time environment (STYLE.md). `config.ts` applies it to Vite's
 * environment for the app; build scripts apply it to the same variables through Vite's loadEnv. Every override is a
 * `VITE_*` variable so Vite can inline it into the browser bundle; README lists them.
 * A wrong value fails the build with a message naming the variable.
 */
import { defaultIdentity, EMAILJS_DEFAULT_ORIGIN } from "~/content/identity";

export type Env = Readonly<Record<string, string | boolean | undefined>>;

export type VideoPlatform = "youtube" | "vimeo";

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
  address: typeof defaultIdentity.address;
  portalUrl: string;
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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const VIDEO_ID_PATTERN = /^[\w-]{1,64}$/;

function toTelHref(name: string, phone: string): `tel:${string}` {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  throw new ConfigError(
    `${name} must be a US phone number such as (513) 555-0142, got "${phone}".`,
  );
}

function parseMonthDay(name: string, value: string): MonthDay {
  if (!MONTH_DAY_PATTERN.test(value)) {
    throw new ConfigError(`${name} must be a month and day as MM-DD, got "${value}".`);
  }
  return value as MonthDay;
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

function readVideos(env: Env): SiteConfig["videos"] {
  const platform = read(env, "VITE_VIDEO_PLATFORM") ?? "youtube";
  if (platform !== "youtube" && platform !== "vimeo") {
    throw new ConfigError(`VITE_VIDEO_PLATFORM must be "youtube" or "vimeo", got "${platform}".`);
  }
  // Four comma-separated ids in chapter order; an empty slot shows a "coming soon" card.
  const ids = (read(env, "VITE_VIDEO_IDS") ?? "").split(",").map((id) => id.trim());
  for (const id of ids) {
    if (id !== "" && !VIDEO_ID_PATTERN.test(id)) {
      throw new ConfigError(`VITE_VIDEO_IDS holds an invalid video id: "${id}".`);
    }
  }
  return { platform, ids };
}

/** Builds the validated site configuration from an environment; throws `ConfigError`. */
export function readConfig(env: Env): SiteConfig {
  const email = read(env, "VITE_OFFICE_EMAIL") ?? defaultIdentity.email;
  if (!EMAIL_PATTERN.test(email)) {
    throw new ConfigError(`VITE_OFFICE_EMAIL must be an email address, got "${email}".`);
  }
  const phone = read(env, "VITE_OFFICE_PHONE") ?? defaultIdentity.phone;
  const siteUrl = parseHttpsUrl(
    "VITE_SITE_URL",
    read(env, "VITE_SITE_URL") ?? defaultIdentity.siteUrl,
    true,
  );
  const portalUrl = parseHttpsUrl(
    "VITE_PORTAL_URL",
    read(env, "VITE_PORTAL_URL") ?? defaultIdentity.portalUrl,
    false,
  );
  return {
    businessName: read(env, "VITE_BUSINESS_NAME") ?? defaultIdentity.businessName,
    ownerName: read(env, "VITE_OWNER_NAME") ?? defaultIdentity.ownerName,
    email,
    phone,
    phoneHref: toTelHref("VITE_OFFICE_PHONE", phone),
    address: defaultIdentity.address,
    portalUrl: portalUrl.href,
    siteUrl: siteUrl.origin,
    taxSeason: {
      start: parseMonthDay(
        "VITE_TAX_SEASON_START",
        read(env, "VITE_TAX_SEASON_START") ?? defaultIdentity.taxSeason.start,
      ),
      end: parseMonthDay(
        "VITE_TAX_SEASON_END",
        read(env, "VITE_TAX_SEASON_END") ?? defaultIdentity.taxSeason.end,
      ),
    },
    yearsOfExperience: defaultIdentity.yearsOfExperience,
    portalEncryptionBits: defaultIdentity.portalEncryptionBits,
    emailJs: readEmailJs(env),
    videos: readVideos(env),
  };
}
