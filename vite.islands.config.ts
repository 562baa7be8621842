/**
 * Builds the islands (app/lib/islands.ts) after React Router's build, into the same folder:
 * `islands/<name>.js` under a stable name (the prerendered HTML links it; served with
 * revalidation like the HTML), hashed chunks and stylesheets in `assets/`. An island imports
 * only the styles it adds (the page's own come from React Router's build); Vite loads them
 * with the island's code. The browser runs React 19 (`react-dom/client`), the same React that
 * prerendered the page (docs/decisions/0007-react-island.md).
 */
import path from "node:path";

import { defineConfig } from "vite";

import { contentPlugin } from "./build-tools/content-plugin";
import { CLIENT_DIR } from "./server/build-layout";

const ISLANDS = { contact: "app/islands/contact.tsx" };

export default defineConfig({
  publicDir: false,
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.relative(import.meta.dirname, CLIENT_DIR),
    emptyOutDir: false,
    modulePreload: false,
    rollupOptions: {
      input: ISLANDS,
      output: {
        entryFileNames: "islands/[name].js",
        chunkFileNames: "assets/[name]-[hash].js",
      },
    },
  },
});
