/**
 * The site's internal links (ui/page-link.tsx: the navigation, the footer, the button links, the
 * text links) take a page's path only, so a mistyped path is a compile error. `npm run typecheck`
 * runs `react-router typegen`, then `tsc`, which reads the tests too: each `@ts-expect-error`
 * below fails the typecheck if the wrong path ever compiles.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, expectTypeOf, it } from "vitest";

import { ButtonLink } from "~/components/ui/button-link.tsx";
import { type PageHref, PageLink, PageNavLink } from "~/components/ui/page-link.tsx";
import type { PagePath } from "~/pages.ts";

// The paths React Router registers from routes.ts are exactly the page list's.
expectTypeOf<PageHref>().toEqualTypeOf<PagePath | `${PagePath}#${string}`>();

const html = (element: ReactElement) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={["/Planning"]}>{element}</MemoryRouter>);

describe("an internal link", () => {
  it("goes to a page, or a place on a page", () => {
    expect(html(<PageLink to="/Privacy">Privacy</PageLink>)).toBe(
      '<a href="/Privacy" data-discover="true">Privacy</a>',
    );
    expect(html(<ButtonLink to="/Services#return-types">Returns</ButtonLink>)).toMatch(
      /^<a class="[^"]+" href="\/Services#return-types" data-discover="true">Returns<\/a>$/,
    );
    expect(html(<PageNavLink to="/Planning">Planning</PageNavLink>)).toContain(
      'aria-current="page"',
    );
  });

  it("refuses, when compiled, a path that is no page of the site", () => {
    // @ts-expect-error "/Planing" is a typo: no page has that path
    const typo = <ButtonLink to="/Planing">Planning</ButtonLink>;
    // @ts-expect-error the pages' paths are case-sensitive (other casings are redirects)
    const casing = <PageLink to="/planning">Planning</PageLink>;
    // @ts-expect-error a hash needs a page in front of it
    const bareHash = <PageNavLink to="#main">Main</PageNavLink>;
    // @ts-expect-error outside the site is ExternalLink's or OutboundButton's business
    const outside = <PageLink to="https://example.com/">Elsewhere</PageLink>;
    // The checks are the compiler's; the elements are never rendered.
    void [typo, casing, bareHash, outside];
  });
});
