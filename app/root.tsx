import type { Route } from "./+types/root.ts";

import { type ReactNode, useContext } from "react";
import { Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import { ToastContainer } from "react-toastify/unstyled";
import { islandLoaders, stylesheet } from "virtual:inline-assets";

import { SiteFooter } from "~/components/layout/site-footer.tsx";
import { SiteHeader } from "~/components/layout/site-header.tsx";
import { SiteNotice } from "~/components/layout/site-notice.tsx";
import { messages } from "~/interface-strings.ts";
import { islandRoots } from "~/lib/islands.ts";
import { toastContainerOptions } from "~/lib/notify.ts";
import { islandOf } from "~/lib/route-handle.ts";
import { pageMeta } from "~/lib/seo.ts";
import { SpaShellContext } from "~/lib/spa-shell.ts";
import { pages } from "~/pages.ts";

/**
 * Each page's head, from its content file and the page list (lib/seo.ts), for every route that
 * says nothing more of itself (a route without `meta` takes its parent's). The root runs first,
 * before its child's match is known: the page is the one at the address (prerendered as a
 * folder, `/Planning/`).
 */
export function meta({ location }: Route.MetaArgs) {
  const path = location.pathname.replace(/(.)\/$/, "$1");
  const page = pages.find((candidate) => candidate.path === path);
  return page ? pageMeta(page) : [];
}

export function Layout({ children }: { children: ReactNode }) {
  // docs/product.md §1: a script only where a route names an island (docs/decisions/0006). React
  // Router's build also renders an SPA shell that it requires to carry <Scripts/>;
  // build-tools/postbuild.ts deletes that file.
  // docs/product.md §15: the stylesheet and the island's loader are inline, so the page paints from
  // its first response; the CSP allows them by hash (docs/decisions/0008-first-paint.md).
  const isSpaShell = useContext(SpaShellContext);
  const island = islandOf(useMatches());
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a6e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <style>{stylesheet}</style>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-white px-4 py-3 font-semibold text-accent-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          {messages.skipLink}
        </a>
        {children}
        {/* Toasts need JavaScript: mounted once, only on island pages (docs/product.md §1, §7). */}
        {island && (
          <div id={islandRoots.toasts}>
            <ToastContainer {...toastContainerOptions} />
          </div>
        )}
        {isSpaShell && <Scripts />}
        {island && <script type="module">{islandLoaders[island]}</script>}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteNotice />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
