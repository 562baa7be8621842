/** What a page carries inline, as strings (build-tools/inline-assets-plugin.ts). */
declare module "virtual:inline-assets" {
  import type { IslandName } from "~/lib/islands";

  /** The site's stylesheet (app/app.css, compiled and minified). */
  export const stylesheet: string;
  /** Each island's loader: waits for the first contentful paint, then imports the island. */
  export const islandLoaders: Record<IslandName, string>;
}
