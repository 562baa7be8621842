/**
 * Builds the islands (app/lib/islands.ts). build-tools/inline-assets-plugin.ts runs this build
 * from inside the pages' build: each entry is an island's loader, which the page that needs it
 * carries inline, and the hashed chunks and stylesheets it imports after the first paint join
 * the pages' files in `assets/`. An island imports only the styles it adds (the page's own are
 * inline); Vite loads them with the island's code. The browser runs React 19
 * (`react-dom/client`), the same React that prerendered the page
 * (docs/decisions/0007-react-island.md).
 */
import { defineConfig } from "vite";

import { contentPlugin } from "./build-tools/content-plugin.ts";

const ISLANDS = { contact: "app/islands/contact.tsx" };

export default defineConfig({
  publicDir: false,
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rollupOptions: {
      input: ISLANDS,
      output: {
        // A loader runs inside a page, and every page is at the site's root: its imports are
        // written relative to the root (`./assets/…`) so they resolve from the page.
        entryFileNames: "[name].js",
        chunkFileNames: "assets/[name]-[hash].js",
      },
    },
  },
});
