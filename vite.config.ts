import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { contentPlugin } from "./build-tools/content-plugin";
import { inlineAssetsPlugin } from "./build-tools/inline-assets-plugin";

export default defineConfig({
  plugins: [
    contentPlugin(),
    tailwindcss(),
    // The stylesheet and the islands' loaders, inline in every page (docs/decisions/0008).
    inlineAssetsPlugin({ stylesheet: "app/app.css", islandsConfig: "vite.islands.config.ts" }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
