/**
 * The one list of pages: URL (the specification's exact casing), navigation label (the
 * specification's), where it is linked, its content file and its route module, all structural;
 * the page's words are the owner's, in its content file (content/pages/<page>.md or .yaml: one
 * file per page, one CMS entry per page). `routes.ts`, the navigation, the sitemap, the prerender
 * list, the server's case redirects, the data files' list (schemas/data-files.ts), the CMS's
 * Pages and the tests' list of pages are all derived from it. A text-only page is its entry here
 * and its Markdown file; a page with its own layout adds its route module and its schema
 * (schemas/pages/). Plain data: the server imports it.
 */
export interface Page {
  /** Its name: its route's id (routes.ts), its words' in `virtual:content`, its CMS entry's. */
  name: string;
  path: `/${string}`;
  /** Its words, in app/content: Markdown (front matter for its fields, its text below) or YAML. */
  content: `pages/${string}.${"md" | "yaml"}`;
  /** Its route module; a text-only Markdown page has none (routes/markdown-page.tsx shows it). */
  route?: `routes/${string}.tsx`;
  /** Its link's words in the navigation (the specification's labels) and the footer. */
  navLabel: string;
  /** In the header's navigation: the specification's eight pages, no more (docs/product.md §14). */
  inNav: boolean;
  /** In the footer's navigation. */
  inFooter: boolean;
}

/** The route module of every text-only Markdown page. */
const MARKDOWN_PAGE_ROUTE = "routes/markdown-page.tsx";

export const pages = [
  {
    name: "home",
    path: "/",
    content: "pages/home.yaml",
    route: "routes/home.tsx",
    navLabel: "Home",
    inNav: true,
    inFooter: true,
  },
  {
    name: "planning",
    path: "/Planning",
    content: "pages/planning.yaml",
    route: "routes/planning.tsx",
    navLabel: "Planning",
    inNav: true,
    inFooter: false,
  },
  {
    name: "services",
    path: "/Services",
    content: "pages/services.yaml",
    route: "routes/services.tsx",
    navLabel: "Services",
    inNav: true,
    inFooter: false,
  },
  {
    name: "reviews",
    path: "/Reviews",
    content: "pages/reviews.yaml",
    route: "routes/reviews.tsx",
    navLabel: "Reviews",
    inNav: true,
    inFooter: false,
  },
  {
    name: "resources",
    path: "/Resources",
    content: "pages/resources.yaml",
    route: "routes/resources.tsx",
    navLabel: "Resources",
    inNav: true,
    inFooter: false,
  },
  {
    name: "videos",
    path: "/Videos",
    content: "pages/videos.yaml",
    route: "routes/videos.tsx",
    navLabel: "Videos",
    inNav: true,
    inFooter: false,
  },
  {
    name: "aboutUs",
    path: "/AboutUs",
    content: "pages/about-us.md",
    route: "routes/about-us.tsx",
    navLabel: "About Us",
    inNav: true,
    inFooter: true,
  },
  {
    name: "contactUs",
    path: "/ContactUs",
    content: "pages/contact-us.yaml",
    route: "routes/contact-us.tsx",
    navLabel: "Contact Us",
    inNav: true,
    inFooter: true,
  },
  // Beyond the specification's pages (docs/product.md §26): linked from the footer, Services and
  // Contact Us.
  {
    path: "/Questions",
    name: "questions",
    content: "pages/questions.yaml",
    route: "routes/questions.tsx",
    navLabel: "Questions and answers",
    inNav: false,
    inFooter: true,
  },
  // Beyond the specification's pages (docs/product.md §14): linked from the footer and the form.
  {
    name: "privacy",
    path: "/Privacy",
    content: "pages/privacy.md",
    navLabel: "Privacy",
    inNav: false,
    inFooter: true,
  },
  // docs/product.md §21: against impersonation scams, and the accessibility statement.
  {
    name: "howWeContactYou",
    path: "/HowWeContactYou",
    content: "pages/how-we-contact-you.md",
    navLabel: "How we contact you",
    inNav: false,
    inFooter: true,
  },
  {
    name: "accessibility",
    path: "/Accessibility",
    content: "pages/accessibility.md",
    navLabel: "Accessibility",
    inNav: false,
    inFooter: true,
  },
] as const satisfies readonly Page[];

type ListedPage = (typeof pages)[number];
export type PageName = ListedPage["name"];
export type PagePath = ListedPage["path"];
/** The text-only pages: a Markdown file, and no route of their own. */
export type TextPageName = Exclude<ListedPage, { route: string }>["name"];

/** Every page's path, in navigation order. */
export const pagePaths: readonly PagePath[] = pages.map((page) => page.path);

/** Prerendered through the catch-all route, then moved to `404.html` at build time. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The route module that shows a page: its own, or the one of the text-only pages. */
export const routeOf = (page: Page): string => page.route ?? MARKDOWN_PAGE_ROUTE;

/**
 * The page a route shows, found by the id of its own match (its name, routes.ts): in the matches
 * React Router gives `meta` and `useMatches()`, the one after the root's, as every page is a
 * child of the root. No route module names its own path.
 */
export function pageOfMatches(matches: readonly unknown[]): ListedPage {
  const id = (matches[1] as { id?: string } | undefined)?.id;
  const page = pages.find((candidate) => candidate.name === id);
  if (!page) throw new Error(`No page has the route ${String(id)}`);
  return page;
}

/** The page at one of the site's paths (checked by the compiler). */
export function pageAt(path: PagePath): ListedPage {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}
