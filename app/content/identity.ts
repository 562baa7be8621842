/**
 * The business identity with its fictitious defaults (example.com, 555-01xx).
 * Every value can be overridden at build time by the environment variable named
 * beside it; `lib/config.ts` reads and validates them. README lists them all.
 */
export const defaultIdentity = {
  /** VITE_BUSINESS_NAME */
  businessName: "Montgomery Tax Planning",
  /** VITE_OWNER_NAME */
  ownerName: "Patricia Ellison",
  /** VITE_OFFICE_EMAIL */
  email: "office@example.com",
  /** VITE_OFFICE_PHONE: written as people read it; the tel: link is derived. */
  phone: "(513) 555-0142",
  /** Fixed by the specification: city, state and ZIP only. */
  address: {
    locality: "Montgomery",
    region: "Ohio",
    regionCode: "OH",
    postalCode: "45242",
    country: "US",
  },
  /** VITE_PORTAL_URL: the secure client portal the site mentions (not part of the site). */
  portalUrl: "https://portal.example.com/",
  /** VITE_SITE_URL: the public origin, used for canonical links, the sitemap and Open Graph. */
  siteUrl: "https://www.example.com",
  /** VITE_TAX_SEASON_START / VITE_TAX_SEASON_END, month-day, inclusive: weekend hours apply. */
  taxSeason: { start: "01-15", end: "04-15" },
  /** Fixed claims from the specification. */
  yearsOfExperience: 35,
  portalEncryptionBits: 256,
} as const;

/** The EmailJS REST API origin used when ids are configured (VITE_EMAILJS_ORIGIN). */
export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";
