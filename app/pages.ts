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
  path: `/${string}`;
  /**
   * Its words, in app/content: Markdown (front matter for its fields, its text below) or YAML.
   * The app and the CMS name the page after it: `pages/about-us.md` is `aboutUs`.
   */
  content: `pages/${string}.${"md" | "yaml"}`;
  /** Its route module; a text-only Markdown page has none (routes/markdown-page.tsx shows it). */
  route?: `routes/${string}.tsx`;
  /** Its link's words in the navigation (the specification's labels) and the footer. */
  navLabel: string;
  /** In the header's navigation: the specification's eight pages, no more (PRODUCT.md §14). */
  inNav: boolean;
  /** In the footer's navigation. */
  inFooter: boolean;
}

/** The route module of every text-only Markdown page. */
export const MARKDOWN_PAGE_ROUTE = "routes/markdown-page.tsx";

export const pages = [
  {
    path: "/",
    content: "pages/home.yaml",
    route: "routes/home.tsx",
    navLabel: "Home",
    inNav: true,
    inFooter: true,
  },
  {
    path: "/Planning",
    content: "pages/planning.yaml",
    route: "routes/planning.tsx",
    navLabel: "Planning",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Services",
    content: "pages/services.yaml",
    route: "routes/services.tsx",
    navLabel: "Services",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Reviews",
    content: "pages/reviews.yaml",
    route: "routes/reviews.tsx",
    navLabel: "Reviews",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Resources",
    content: "pages/resources.yaml",
    route: "routes/resources.tsx",
    navLabel: "Resources",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/Videos",
    content: "pages/videos.yaml",
    route: "routes/videos.tsx",
    navLabel: "Videos",
    inNav: true,
    inFooter: false,
  },
  {
    path: "/AboutUs",
    content: "pages/about-us.md",
    route: "routes/about-us.tsx",
    navLabel: "About Us",
    inNav: true,
    inFooter: true,
  },
  {
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
    content: "pages/questions.yaml",
    route: "routes/questions.tsx",
    navLabel: "Questions and answers",
    inNav: false,
    inFooter: true,
  },
  // Beyond the specification's pages (PRODUCT.md §14): linked from the footer and the form.
  {
    path: "/Privacy",
    content: "pages/privacy.md",
    navLabel: "Privacy",
    inNav: false,
    inFooter: true,
  },
  // PRODUCT.md §21: against impersonation scams, and the accessibility statement.
  {
    path: "/HowWeContactYou",
    content: "pages/how-we-contact-you.md",
    navLabel: "How we contact you",
    inNav: false,
    inFooter: true,
  },
  {
    path: "/Accessibility",
    content: "pages/accessibility.md",
    navLabel: "Accessibility",
    inNav: false,
    inFooter: true,
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof pages)[number]["path"];

/** Every page's path, in navigation order. */
export const pagePaths: readonly PagePath[] = pages.map((page) => page.path);

/** Prerendered through the catch-all route, then moved to `404.html` at build time. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** "about-us" -> "aboutUs": a file's name as the app and the CMS name what it holds. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The name of what a data file holds: `pages/about-us.md` -> `aboutUs`, `tax-dates.yaml` -> `taxDates`. */
export type ContentNameOf<File extends string> = File extends `${string}/${infer Rest}`
  ? ContentNameOf<Rest>
  : File extends `${infer Base}.${string}`
    ? Camel<Base>
    : Camel<File>;

/** The same, at run time. */
export const contentNameOf = <File extends string>(file: File): ContentNameOf<File> =>
  (file.split("/").at(-1) as string)
    .replace(/\.\w+$/, "")
    .replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase()) as ContentNameOf<File>;

type ListedPage = (typeof pages)[number];

/** A page's name: its content file's (`aboutUs`), its route's id, its CMS entry's name. */
export type PageName = ContentNameOf<ListedPage["content"]>;

export const pageNameOf = <P extends Pick<Page, "content">>(page: P) =>
  contentNameOf<P["content"]>(page.content);

/** The route module that shows a page: its own, or the one of the text-only pages. */
export const routeOf = (page: Page): string => page.route ?? MARKDOWN_PAGE_ROUTE;

/**
 * The page a route shows, found by the id of its own match (its name, routes.ts): in the matches
 * React Router gives `meta` and `useMatches()`, the one after the root's, as every page is a
 * child of the root. No route module names its own path.
 */
export function pageOfMatches(matches: readonly unknown[]): Page {
  const id = (matches[1] as { id?: string } | undefined)?.id;
  const page = pages.find((candidate) => pageNameOf(candidate) === id);
  if (!page) throw new Error(`No page has the route ${String(id)}`);
  return page;
}

/** The page at one of the site's paths (checked by the compiler). */
export function pageAt(path: PagePath): Page {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}
