/**
 * The one list of pages: URL (the specification's exact casing), route module and navigation
 * label (the specification's), where it is linked, all structural; titles, descriptions and texts are the owner's,
 * in content/pages.yaml. `routes.ts`, the navigation, the sitemap, the prerender list, the
 * server's case redirects, the schema's page paths (content/schema.ts) and the tests' list of
 * pages are all derived from it. A new page is a route module, its entry here and its texts.
 * Plain data: the server imports it.
 */
export interface Page {
  path: `/${string}`;
  file: `routes/${string}.tsx`;
  /** Its link's words in the navigation (the specification's labels) and the footer. */
  navLabel: string;
  /** In the header's navigation: the specification's eight pages, no more (PRODUCT.md §14). */
  inNav: boolean;
  /** In the footer's navigation. */
  inFooter: boolean;
}

export const pages = [
  {
    path: "/",
    file: "routes/home.tsx",
    navLabel: "Home",
    inNav: true,
    inFooter: true,
  },
  {
    path: "/Planning",
    file: "routes/planning.tsx",
    navLabel: "Planning",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Services",
    file: "routes/services.tsx",
    navLabel: "Services",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Reviews",
    file: "routes/reviews.tsx",
    navLabel: "Reviews",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Resources",
    file: "routes/resources.tsx",
    navLabel: "Resources",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Videos",
    file: "routes/videos.tsx",
    navLabel: "Videos",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/AboutUs",
    file: "routes/about-us.tsx",
    navLabel: "About Us",
    inNav: true,
    inFooter: true,
  },
  {
    path: "/ContactUs",
    file: "routes/contact-us.tsx",
    navLabel: "Contact Us",
    inNav: true,
    inFooter: true,
  },
  // Beyond the specification's pages (PRODUCT.md §14): linked from the footer and the form.
  {
    path: "/Privacy",
    file: "routes/privacy.tsx",
    navLabel: "Privacy",
    inNav: false,
    inFooter: true,
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof pages)[number]["path"];

/** Every page's path, in navigation order. */
export const pagePaths: readonly PagePath[] = pages.map((page) => page.path);

/** Prerendered through the catch-all route, then moved to `404.html` at build time. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** React Router's id for a page's route module: its file without the extension. */
type RouteIdOf<File> = File extends `${infer Id}.tsx` ? Id : never;

/** The route id of one of the pages ("routes/planning"), derived from the list. */
export type PageRouteId = RouteIdOf<(typeof pages)[number]["file"]>;

/**
 * The page a route module renders, found by the id of its own match: in the matches React Router
 * gives `meta` (its generated `Route.MetaArgs`), the one after the root's, as every page is a
 * child of the root. No route module names its own path; a route that is no page of the list
 * (the catch-all) does not compile.
 */
export function pageOfMatches(
  matches: readonly [root: unknown, own: { id: PageRouteId }, ...rest: unknown[]],
): Page {
  const { id } = matches[1];
  const page = pages.find((candidate) => candidate.file === `${id}.tsx`);
  if (!page) throw new Error(`No page has the route ${id}`);
  return page;
}

/** The page at one of the site's paths (checked by the compiler). */
export function pageAt(path: PagePath): Page {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}
