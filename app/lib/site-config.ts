/**
 * The site's configuration: the owner's business details (content/site.yaml, as the schema types
 * them) plus what is derived from them and from the deployment settings. Made once at build time
 * (build-tools/content-plugin.ts, from build-tools/env.ts) and handed to the app as plain values
 * through `virtual:config`; nothing here validates, so nothing of it ships as code.
 */
import type { Content, Site } from "~/schemas/data-files.ts";
// Relative: the build's config loads this file, and Node resolves no `~/`.
import { originOf } from "../../app/shared/third-parties.ts";
import { toTelHref } from "../rules/phone-numbers.ts";
import type { Picture } from "~/lib/picture.ts";
import { meetsAtOffice } from "../rules/meeting.ts";

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where `POST /api/v1.0/email/send` goes; "" means this site's own origin (the stand-in). */
  origin: string;
  /** True when no ids are configured and the form talks to the embedded stand-in. */
  isStandIn: boolean;
}

/**
 * What of site.yaml the pages show, and so all of it the site publishes (docs/product.md §28):
 * the pages' `site`, the public configuration and /admin/published.json are made from this list,
 * never from all of `site`. A field left out (who looks after the website) is in no public file.
 */
const SHOWN_SITE_FIELDS = [
  "businessName",
  "ownerName",
  "email",
  "phone",
  "meeting",
  "address",
  "portalUrl",
  "yearsOfExperience",
  "portalEncryptionBits",
  "reviewUrl",
  "bookingUrl",
  "preparer",
] as const satisfies readonly (keyof Site)[];

/** site.yaml as the site publishes it. */
type PublicSite = Pick<Site, (typeof SHOWN_SITE_FIELDS)[number]>;

/**
 * site.yaml's shown fields; where clients do not come to the office (rules/meeting.ts), no street:
 * the address block, the contact page and the structured data show the town only.
 */
function publicSiteOf(site: Site): PublicSite {
  const shown = Object.fromEntries(SHOWN_SITE_FIELDS.map((name) => [name, site[name]]));
  const street = meetsAtOffice(site.meeting) ? site.address.street : "";
  return { ...(shown as PublicSite), address: { ...site.address, street } };
}

/** The data files as the site publishes them: site.yaml's shown fields only. */
export type PublishedContent = Omit<Content, "site"> & { site: PublicSite };

export const publishedContentOf = (content: Content): PublishedContent => ({
  ...content,
  site: publicSiteOf(content.site),
});

/** site.yaml's shown details, and what the site derives from them and from its deployment. */
export type SiteConfig = PublicSite & {
  /** The phone number as an E.164 `tel:` target, derived from `phone`. */
  phoneHref: `tel:${string}`;
  /** A map search for the office's address (a link: no map is embedded); "" with no office to visit. */
  directionsUrl: string;
  /** Whether the directions lead to the door (a street is set) or to a map of the town. */
  isDirectionsToDoor: boolean;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  emailJs: EmailJsConfig;
  /** The preparer's photo as the build made it (build-tools/preparer-photo.ts), when there is one. */
  preparerPhoto?: Picture;
};

export { toTelHref };

/**
 * A map search for an address: opens the visitor's map, embeds nothing (docs/product.md §14). With
 * a street it finds the door ("123 Main Street, Montgomery, OH 45242"); without, the town.
 */
export function directionsUrl(address: Site["address"]): string {
  const town = `${address.locality}, ${address.regionCode} ${address.postalCode}`;
  const query = address.street ? `${address.street}, ${town}` : town;
  return `${originOf("maps")}/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The absolute URL of a path on the site's public origin (`siteUrl` has no trailing slash). */
export function urlOnSite(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** The configuration of a site with these details and this deployment: its shown fields only. */
export function siteConfigOf(
  site: Site,
  deployment: { siteUrl: string; emailJs: EmailJsConfig },
): SiteConfig {
  const shown = publicSiteOf(site);
  return {
    ...shown,
    portalUrl: new URL(site.portalUrl).href,
    phoneHref: toTelHref(site.phone),
    directionsUrl: meetsAtOffice(site.meeting) ? directionsUrl(shown.address) : "",
    isDirectionsToDoor: shown.address.street !== "",
    siteUrl: deployment.siteUrl,
    emailJs: deployment.emailJs,
  };
}
