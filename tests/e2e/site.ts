import { type Page, type PagePath, pages } from "~/content/pages";

/** The content the end-to-end builds are made from (playwright.config.ts). */
export { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir";

/**
 * Each page's main heading in the fixture content (tests/fixtures/content/pages.yaml), as a
 * visitor reads it. Keyed by the page list's paths: a new page does not compile without one.
 */
const h1s: Record<PagePath, string> = {
  "/": "Tax planning and preparation you can count on",
  "/Planning": "Our planning and preparation process",
  "/Services": "Our services",
  "/Reviews": "Client reviews and referral discounts",
  "/Resources": "Client resources",
  "/Videos": "Client portal training videos",
  "/AboutUs": "About us",
  "/ContactUs": "Contact us",
};

/** The route of each page, keeping the page list's order and literal types (a tuple). */
type RoutesOf<T extends readonly Page[]> = {
  readonly [K in keyof T]: { path: T[K]["path"]; label: T[K]["navLabel"]; h1: string };
};

/** What the end-to-end tests know about the site: the pages (content/pages.ts), in navigation order. */
export const routes = pages.map(({ path, navLabel }) => ({
  path,
  label: navLabel,
  h1: h1s[path],
})) as unknown as RoutesOf<typeof pages>;

export const contentRoutes = routes.filter((route) => route.path !== "/ContactUs");

/** The fictitious defaults the tests' build uses (no VITE_ overrides). */
export const office = {
  email: "office@example.com",
  phone: "(513) 555-0142",
  tel: "tel:+15135550142",
  place: "Montgomery, Ohio 45242",
};
