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
 * Below the xl breakpoint (1280 px) both are in a popover opened by a plain button: no JavaScript
 * needed. `PageNavLink` (React Router's `NavLink`) sets `aria-current`. The business name stays on
 * one line: from xl the header is wider than the pages' text (max-w-7xl) so the name, the eight
 * links and the portal link fit beside each other.
 */
export function SiteHeader() {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <Container className="flex h-16 items-center justify-between gap-4 xl:max-w-7xl">
        <PageLink
          to="/"
          className="flex min-h-11 items-center gap-2.5 rounded-md font-serif text-lg font-semibold text-slate-900"
        >
          <BrandMark className="size-8 shrink-0" />
          <span className="leading-tight lg:whitespace-nowrap">{config.businessName}</span>
        </PageLink>
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 xl:hidden"
        >
          <MenuIcon className="size-5" />
          {messages.menuButton}
        </button>
        {/* Below xl one popover holds the navigation and, apart from its eight items, the
            client portal link (docs/product.md §14); from xl both show inline. */}
        <div id={MENU_ID} popover="auto" className="site-menu xl:items-center xl:gap-2">
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
          <div className="mt-2 border-t border-slate-200 pt-2 xl:mt-0 xl:border-0 xl:pt-0">
            <ExternalLink
              newTabNotice={messages.newTab}
              href={config.portalUrl}
              className="min-h-11 rounded-md px-3 font-semibold whitespace-nowrap text-accent-700 hover:bg-accent-50 hover:text-accent-900 xl:rounded-lg xl:text-[0.9375rem] xl:ring-1 xl:ring-accent-200 xl:ring-inset"
            >
              {messages.clientPortal}
            </ExternalLink>
          </div>
        </div>
      </Container>
    </header>
  );
}
