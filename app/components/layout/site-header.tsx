import { Link, NavLink } from "react-router";

import { Container } from "~/components/ui/container";
import { MenuIcon } from "~/components/ui/icons";
import { BrandMark } from "~/components/layout/brand-mark";
import { messages } from "~/content/messages";
import { pages } from "~/content/pages";
import { config } from "~/lib/config";
import { cn } from "~/lib/cn";

const MENU_ID = "site-menu";

/**
 * The top navigation in the specification's order. Below the lg breakpoint the list is a
 * popover opened by a plain button: no JavaScript needed. `NavLink` sets `aria-current`.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link
          reloadDocument
          to="/"
          className="flex min-h-11 items-center gap-2.5 rounded-md font-serif text-lg font-semibold text-slate-900"
        >
          <BrandMark className="size-8 shrink-0" />
          <span className="leading-tight">{config.businessName}</span>
        </Link>
        <nav aria-label={messages.mainNavLabel}>
          <button
            type="button"
            popoverTarget={MENU_ID}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 lg:hidden"
          >
            <MenuIcon className="size-5" />
            {messages.menuButton}
          </button>
          <ul
            id={MENU_ID}
            popover="auto"
            className="site-menu flex-col gap-1 lg:flex-row lg:items-center"
          >
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  reloadDocument
                  end
                  to={page.path}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center rounded-md px-3 text-base font-medium whitespace-nowrap lg:text-[0.9375rem]",
                      isActive
                        ? "bg-accent-50 text-accent-800 underline decoration-2 underline-offset-8"
                        : "text-slate-700 hover:bg-slate-50 hover:text-slate-900",
                    )
                  }
                >
                  {page.navLabel}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
