import { loadContent } from "~/schemas/load.server.ts";
import { type PagePath, pages } from "~/pages.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

/** The content the end-to-end builds are made from (playwright.config.ts). */
export { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir.ts";

/**
 * The fixture content as the build reads it: the tests expect what these files say, never the
 * owner's facts (docs/architecture.md › Conventions).
 */
export const fixture = loadContent(FIXTURE_CONTENT_PATH);

/**
 * The pages as the specification names them (§2), in navigation order: paths and labels written
 * out, not read from app/pages.ts, so a wrong label, order or casing there fails the tests;
 * each page's main heading is the fixture's.
 */
export const routes = [
  { path: "/", label: "Home", h1: fixture.home.hero.heading },
  { path: "/Planning", label: "Planning", h1: fixture.planning.heading },
  { path: "/Services", label: "Services", h1: fixture.services.heading },
  { path: "/Reviews", label: "Reviews", h1: fixture.reviews.heading },
  { path: "/Resources", label: "Resources", h1: fixture.resources.heading },
  { path: "/Videos", label: "Videos", h1: fixture.videos.heading },
  { path: "/AboutUs", label: "About Us", h1: fixture.aboutUs.heading },
  { path: "/ContactUs", label: "Contact Us", h1: fixture.contactUs.heading },
] as const satisfies readonly { path: PagePath; label: string; h1: string }[];

/**
 * The page beyond the specification's navigation (docs/product.md §14): the privacy notice, linked
 * from the footer and the contact form, never from the header.
 */
export const privacyRoute = {
  path: "/Privacy",
  label: "Privacy",
  h1: fixture.privacy.heading,
} as const satisfies { path: PagePath; label: string; h1: string };

/**
 * The pages beyond the specification's eight, from the page list: the privacy notice and any
 * text-only page added after it, each with the fixture's heading.
 */
const beyondRoutes = pages
  .filter((page) => !routes.some((route) => route.path === page.path))
  .map((page) => ({
    path: page.path,
    label: page.navLabel,
    h1: (fixture[page.name] as { heading: string }).heading,
  }));

/** Every page the site serves: the specification's eight, then the privacy notice and the rest. */
export const allRoutes: readonly { path: PagePath; label: string; h1: string }[] = [
  ...routes,
  ...beyondRoutes,
];

const { site } = fixture;
/** The fixture office's contact details as a visitor reads them; the tel: link a US number's. */
export const office = {
  email: site.email,
  phone: site.phone,
  tel: `tel:+1${site.phone.replace(/\D/g, "")}`,
  place: `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
};
