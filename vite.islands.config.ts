/**
 * Builds the islands (app/lib/islands.ts) after React Router's build, into the same folder:
 * `islands/<name>.js` under a stable name (the prerendered HTML links it; served with
 * revalidation like the HTML) and hashed chunks in `assets/`. React is aliased to
 * preact/compat here only: the prerender still uses React, the browser gets Preact
 * (docs/decisions/0006-contact-page-javascript.md).
 */
import { defineConfig, type Plugin } from "vite";

const ISLANDS = { contact: "app/islands/contact.tsx" };

/** The page already links every stylesheet (React Router's build): islands bring none. */
function withoutStylesheets(): Plugin {
  const EMPTY = "\0island-no-css";
  return {
    name: "islands-without-stylesheets",
    enforce: "pre",
    resolveId: (source) => (/\.css(\?|$)/.test(source) ? EMPTY : undefined),
    load: (id) => (id === EMPTY ? "" : undefined),
  };
}

export default defineConfig({
  plugins: [withoutStylesheets()],
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
