/**
 * JSON-LD for search engines (docs/product.md §10): the practice as a schema.org AccountingService,
 * with the opening hours from the same data as the contact page table (§8). Weekend hours carry
 * the dates of the tax season they belong to; pages are prerendered, so that is the season in
 * progress on the build date, or the next one (a deploy rebuilds it).
 */
import type {
  AccountingService,
  FAQPage,
  OpeningHoursSpecification,
  Person,
  WithContext,
} from "schema-dts";

import { taxSeasonDatesAt, upcomingClosures } from "~/lib/hours.ts";
import { lastDayOf } from "~/rules/notices.ts";
import { type Preparer, preparerOf } from "~/lib/preparer-profile.ts";
import { type SiteConfig, urlOnSite } from "~/lib/site-config.ts";
import { hours as officeHours } from "virtual:content";
import type { Hours } from "~/schemas/data-files.ts";

export type AccountingServiceData = WithContext<Exclude<AccountingService, string>>;

/** The practice as structured data, for a build made at `builtAt`. */
export function accountingService(
  config: SiteConfig,
  builtAt: Date,
  hours: Hours = officeHours,
): AccountingServiceData {
  const season = taxSeasonDatesAt(builtAt, hours);
  const preparer = preparerOf(config);
  const openingHoursSpecification = hours.weekly.map((row): OpeningHoursSpecification => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: row.days.map((day) => `https://schema.org/${day}` as const),
    opens: row.opens,
    closes: row.closes,
    ...(row.taxSeasonOnly && { validFrom: season.start, validThrough: season.end }),
  }));
  return {
    "@context": "https://schema.org",
    "@type": "AccountingService",
    "@id": `${config.siteUrl}/#business`,
    name: config.businessName,
    url: `${config.siteUrl}/`,
    email: config.email,
    telephone: config.phoneHref.slice("tel:".length),
    address: {
      "@type": "PostalAddress",
      ...(config.address.street && { streetAddress: config.address.street }),
      addressLocality: config.address.locality,
      addressRegion: config.address.regionCode,
      postalCode: config.address.postalCode,
      addressCountry: config.address.country,
    },
    openingHoursSpecification,
    ...(preparer && { employee: personOf(preparer, config.siteUrl) }),
    // Holiday closures from the build date on: closed all day is opens = closes = 00:00.
    specialOpeningHoursSpecification: upcomingClosures(builtAt, hours).map(
      (closure): OpeningHoursSpecification => ({
        "@type": "OpeningHoursSpecification",
        name: closure.name,
        validFrom: closure.date,
        validThrough: lastDayOf(closure),
        opens: "00:00",
        closes: "00:00",
      }),
    ),
  };
}

/**
 * Who does the work (docs/product.md §21) as a schema.org Person: the name, the photo, each credential
 * in the fixed list's words (an EducationalOccupationalCredential, with its kind) and each
 * membership (an Organization).
 */
function personOf(preparer: Preparer, siteUrl: string): Person {
  return {
    "@type": "Person",
    name: preparer.name,
    ...(preparer.photo && { image: urlOnSite(siteUrl, preparer.photo.largest) }),
    ...(preparer.credentials.length > 0 && {
      hasCredential: preparer.credentials.map((credential) => ({
        "@type": "EducationalOccupationalCredential" as const,
        name: credential.label,
        credentialCategory: credential.category,
      })),
    }),
    ...(preparer.memberships.length > 0 && {
      memberOf: preparer.memberships.map((name) => ({ "@type": "Organization" as const, name })),
    }),
  };
}

/** The questions page (docs/product.md §26) as a schema.org FAQPage, in the owner's words. */
export function faqPage(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}
