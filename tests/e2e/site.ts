import type { PagePath } from "~/content/pages.ts";

/** The content the end-to-end builds are made from (playwright.config.ts). */
export { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir.ts";

/**
 * The pages as the specification names them (§2), in navigation order, with each page's main
 * heading in the fixture content (tests/fixtures/content/pages.yaml): written out, not read from
 * content/pages.ts, so a wrong label, order or casing there fails the tests.
 */
export const routes = [
  { path: "/", label: "Home", h1: "Tax planning and preparation you can count on" },
  { path: "/Planning", label: "Planning", h1: "Our planning and preparation process" },
  { path: "/Services", label: "Services", h1: "Our services" },
  { path: "/Reviews", label: "Reviews", h1: "Client reviews and referral discounts" },
  { path: "/Resources", label: "Resources", h1: "Client resources" },
  { path: "/Videos", label: "Videos", h1: "Client portal training videos" },
  { path: "/AboutUs", label: "About Us", h1: "About us" },
  { path: "/ContactUs", label: "Contact Us", h1: "Contact us" },
] as const satisfies readonly { path: PagePath; label: string; h1: string }[];

export const contentRoutes = routes.filter((route) => route.path !== "/ContactUs");

/**
 * The page beyond the specification's navigation (PRODUCT.md §14): the privacy notice, linked
 * from the footer and the contact form, never from the header.
 */
export const privacyRoute = {
  path: "/Privacy",
  label: "Privacy",
  h1: "Privacy notice",
} as const satisfies { path: PagePath; label: string; h1: string };

/** Every page the site serves: the specification's eight and the privacy notice. */
export const allRoutes = [...routes, privacyRoute] as const;

/** The fictitious defaults the tests' build uses (no VITE_ overrides). */
export const office = {
  email: "office@example.com",
  phone: "(513) 555-0142",
  tel: "tel:+15135550142",
  place: "Montgomery, Ohio 45242",
};
