import { Container } from "~/components/ui/container.tsx";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { MenuIcon } from "~/components/ui/icons.tsx";
import { PageLink, PageNavLink } from "~/components/ui/page-link.tsx";
import { BrandMark } from "~/components/layout/brand-mark.tsx";
import { messages } from "~/interface-strings.ts";
import { pages } from "~/pages.ts";
import { config } from "virtual:config";
import { cn } from "~/lib/cn.ts";

const MENU_ID = "site-menu";

/**
 * The top navigation in the specification's order, and the client portal link beside it.
 * Below the xl breakpoint (1280 px) the navigation is in a popover opened by a plain button: no
 * JavaScript needed; the portal link stays in the header beside the button, one tap away
 * (docs/product.md §26), as "Portal" below sm, and the monogram gives way below 360 px, so that
 * the business name keeps its room at 320 px.
 * `PageNavLink` (React Router's `NavLink`) sets `aria-current`. The business name stays on one
 * line: from xl the header is wider than the pages' text (max-w-7xl) so the name, the eight links
 * and the portal link fit beside each other.
 */
export function SiteHeader() {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <Container className="flex h-16 items-center gap-2 sm:gap-4 xl:max-w-7xl">
        <PageLink
          to="/"
          className="mr-auto flex min-h-11 items-center gap-2 rounded-md font-serif text-[0.9375rem] font-semibold text-slate-900 sm:gap-2.5 sm:text-lg"
        >
          <BrandMark className="size-7 shrink-0 max-[359px]:hidden sm:size-8" />
          <span className="leading-tight lg:whitespace-nowrap">{config.businessName}</span>
        </PageLink>
        {/* Below xl a popover holds the navigation; from xl it shows inline. */}
        <div id={MENU_ID} popover="auto" className="site-menu">
          <nav aria-label={messages.mainNavLabel}>
            <ul className="flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-0.5">
              {pages
                .filter((page) => page.inNav)
                .map((page) => (
                  <li key={page.path}>
                    {/* No `end`: React Router 8 prerenders each page as its path with a trailing
                      slash (`/Planning/`), which `end` would not count as the page. No page has
                      pages below it, and `/` is active on the home page only either way. */}
                    <PageNavLink
                      to={page.path}
                      className={({ isActive }) =>
                        cn(
                          "flex min-h-11 items-center rounded-md px-3 text-base font-medium whitespace-nowrap xl:px-2.5 xl:text-[0.9375rem]",
                          isActive
                            ? "bg-accent-50 text-accent-800 underline decoration-2 underline-offset-8"
                            : "text-slate-700 hover:bg-slate-50 hover:text-slate-900",
                        )
                      }
                    >
                      {page.navLabel}
                    </PageNavLink>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
        <ExternalLink
          newTabNotice={messages.newTab}
          href={config.portalUrl}
          className="min-h-11 shrink-0 rounded-lg px-2 font-semibold whitespace-nowrap text-accent-700 ring-1 ring-accent-200 ring-inset hover:bg-accent-50 hover:text-accent-900 sm:px-2.5 xl:text-[0.9375rem] max-sm:[&>svg]:hidden"
        >
          <span aria-hidden="true" className="sm:hidden">
            {messages.portalShort}
          </span>
          <span className="max-sm:sr-only">{messages.clientPortal}</span>
        </ExternalLink>
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 sm:gap-2 sm:px-3 xl:hidden"
        >
          <MenuIcon className="size-5" />
          {messages.menuButton}
        </button>
      </Container>
    </header>
  );
}
