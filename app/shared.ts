/**
 * What the server (server/) shares with the app, in one module made for both (STYLE.md): the
 * page list it redirects and serves, and the configuration's type. Plain data, no React.
 */
export {
  NOT_FOUND_PRERENDER_PATH,
  type Page,
  type PagePath,
  pages,
  TAX_CALENDAR_PATH,
} from "~/content/pages";
export type { SiteConfig } from "~/lib/read-config";
