/**
 * Builds the islands (app/lib/islands.ts) after React Router's build, into the same folder:
 * `islands/<name>.js` under a stable name (the prerendered HTML links it; served with
 * revalidation like the HTML), hashed chunks and stylesheets in `assets/`. An island imports
 * only the styles it adds (the page's own come from React Router's build); Vite loads them
 * with the island's code. React is aliased to preact/compat here only: the prerender still
 * uses React, the browser gets Preact (docs/decisions/0006-contact-page-javascript.md).
 */
import { defineConfig } from "vite";

const ISLANDS = { contact: "app/islands/contact.tsx" };

export default defineConfig({
  publicDir: false,
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: "build/client",
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
