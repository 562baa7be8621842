/**
 * The one list of pages: URL (the specification's exact casing), route module, navigation
 * label, title and description. `routes.ts`, the navigation, the sitemap, the prerender list
 * and the server's case redirects are all derived from it. Plain data: the server imports it.
 */
export interface Page {
  path: `/${string}`;
  file: `routes/${string}.tsx`;
  navLabel: string;
  title: string;
  description: string;
  /** Shown in the footer navigation as well as the header. */
  inFooter: boolean;
}

export const pages = [
  {
    path: "/",
    file: "routes/home.tsx",
    navLabel: "Home",
    title: "Tax Planning & Preparation in Montgomery, Ohio",
    description:
      "Year-round tax planning and return preparation for individuals, small businesses, estates, trusts and non-profits in Montgomery, Ohio, backed by 35 years of experience.",
    inFooter: true,
  },
  {
    path: "/Planning",
    file: "routes/planning.tsx",
    navLabel: "Planning",
    title: "Our Tax Planning & Preparation Process",
    description:
      "How we plan and prepare your return, step by step: from your first conversation and the prior two years of returns to e-signing and year-round support.",
    inFooter: false,
  },
  {
    path: "/Services",
    file: "routes/services.tsx",
    navLabel: "Services",
    title: "Tax Services & Return Types",
    description:
      "Tax planning, return preparation for individuals, sole proprietors, LLCs, partnerships, S corporations, estates, trusts and non-profits, debt settlement, amended and delinquent returns, W-2 and 1099 preparation.",
    inFooter: false,
  },
  {
    path: "/Reviews",
    file: "routes/reviews.tsx",
    navLabel: "Reviews",
    title: "Client Reviews & Referral Discounts",
    description:
      "What our clients say, and our referral programme: a $100 credit on your next invoice for every client you refer.",
    inFooter: false,
  },
  {
    path: "/Resources",
    file: "routes/resources.tsx",
    navLabel: "Resources",
    title: "Client Resources & Refund Status Links",
    description:
      "Practical tips for tax season and direct links to the IRS newsroom and the official refund status pages of the IRS and seven states.",
    inFooter: false,
  },
  {
    path: "/Videos",
    file: "routes/videos.tsx",
    navLabel: "Videos",
    title: "Client Portal Training Videos",
    description:
      "Four short training videos on our secure client portal: signing in, the To Do page, managing documents, and completing preparation and retrieving your returns.",
    inFooter: false,
  },
  {
    path: "/AboutUs",
    file: "routes/about-us.tsx",
    navLabel: "About Us",
    title: "About Us",
    description:
      "Meet the owner of our Montgomery, Ohio tax practice: 35 years of experience in tax planning and preparation.",
    inFooter: true,
  },
  {
    path: "/ContactUs",
    file: "routes/contact-us.tsx",
    navLabel: "Contact Us",
    title: "Contact Us",
    description:
      "Send us an inquiry, call or email our Montgomery, Ohio office, and see our office hours, including extended weekend hours during tax season.",
    inFooter: true,
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof pages)[number]["path"];

/** Prerendered through the catch-all route, then moved to `404.html` at build time. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The page at one of the site's paths (checked by the compiler). */
export function pageAt(path: PagePath): Page {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return page;
}
