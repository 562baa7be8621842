/**
 * Links inside the site. Their `to` takes a page's path only, or a page's path and a hash, so a
 * mistyped path is a compile error. The paths are the ones React Router registers when
 * `react-router typegen` runs (`npm run typecheck`), from routes.ts, which maps the page list
 * (app/pages.ts): ui/ holds no business facts and does not import the list itself.
 *
 * Every internal link loads the document: content pages carry no JavaScript, so each navigation
 * is a plain page load that starts at the top (docs/product.md §1).
 */
import type { ComponentProps } from "react";
import { Link, NavLink, type Register } from "react-router";

type RegisteredPath = Register extends { pages: infer Pages } ? keyof Pages & string : string;

/** A page of the site: a registered path with no parameter and no splat (the catch-all). */
type PagePath = Exclude<RegisteredPath, `${string}:${string}` | `${string}*${string}`>;

/** Where an internal link may go: a page, or a place on a page. */
export type PageHref = PagePath | `${PagePath}#${string}`;

export type PageLinkProps = Omit<ComponentProps<typeof Link>, "to" | "reloadDocument"> & {
  to: PageHref;
};

/** A link to a page of the site. */
export function PageLink({ to, ...props }: PageLinkProps) {
  return <Link reloadDocument to={to} {...props} />;
}

export type PageNavLinkProps = Omit<ComponentProps<typeof NavLink>, "to" | "reloadDocument"> & {
  to: PageHref;
};

/** A navigation entry: a page link that sets `aria-current` on the current page. */
export function PageNavLink({ to, ...props }: PageNavLinkProps) {
  return <NavLink reloadDocument to={to} {...props} />;
}
