/**
 * Builds /admin/ (Decap CMS, app/admin/) after the site's build, into build/client/admin/. Its
 * JavaScript loads on /admin/ only; the public pages never reference it.
 */
import path from "node:path";

import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { contentPlugin } from "./build-tools/content-plugin.ts";
import { ADMIN_PATH } from "./app/shared-paths.ts";
import { CLIENT_DIR } from "./server/build-layout.ts";

export default defineConfig({
  root: "app/admin",
  base: ADMIN_PATH,
  publicDir: false,
  envDir: import.meta.dirname,
  plugins: [contentPlugin(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.join(CLIENT_DIR, "admin"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000, // Decap CMS is one 5.5 MB bundle, on /admin/ only
  },
});
