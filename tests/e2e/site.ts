/**
 * The content the end-to-end builds are made from (playwright.config.ts): fixture data files,
 * never the owner's live ones, which she changes (STYLE.md › Tests).
 */
export const FIXTURE_CONTENT_DIR = "tests/fixtures/content";

/** What the end-to-end tests know about the site: the spec's routes, in navigation order. */
export const routes = [
  { path: "/", label: "Home", h1: "Tax planning and preparation you can count on" },
  { path: "/Planning", label: "Planning", h1: "Our planning and preparation process" },
  { path: "/Services", label: "Services", h1: "Our services" },
  { path: "/Reviews", label: "Reviews", h1: "Client reviews and referral discounts" },
  { path: "/Resources", label: "Resources", h1: "Client resources" },
  { path: "/Videos", label: "Videos", h1: "Client portal training videos" },
  { path: "/AboutUs", label: "About Us", h1: "About us" },
  { path: "/ContactUs", label: "Contact Us", h1: "Contact us" },
] as const;

export const contentRoutes = routes.filter((route) => route.path !== "/ContactUs");

/** The fictitious defaults the tests' build uses (no VITE_ overrides). */
export const office = {
  email: "office@example.com",
  phone: "(513) 555-0142",
  tel: "tel:+15135550142",
  place: "Montgomery, Ohio 45242",
};
