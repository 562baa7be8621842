import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { adminEnvironment } from "./build-tools/admin-environment.ts";
import { buildStepsPlugin } from "./build-tools/build-steps-plugin.ts";
import { onBundlerLog } from "./build-tools/bundler-warnings.ts";
import { contentPlugin } from "./build-tools/content-plugin.ts";
import { inlineAssetsPlugin } from "./build-tools/inline-assets-plugin.ts";
import { noNodeStoragePlugin } from "./build-tools/no-node-storage-plugin.ts";
import { islandLoaderFiles } from "./app/lib/islands.ts";
import { serverRoutesInDev } from "./server/dev-routes.ts";

/**
 * `npm run dev`: the hoisted `react-router-dom` is Decap CMS's (React Router 5, for /admin/ only),
 * and React Router's plugin asks Vite to pre-bundle any `react-router-dom` it finds, which then
 * fails against the site's React Router 7. The site never imports it: take it off the list.
 */
const skipDecapsRouter: Plugin = {
  name: "skip-decap-react-router-dom",
  enforce: "post",
  config(config) {
    const include = config.optimizeDeps?.include;
    if (include)
      config.optimizeDeps = {
        ...config.optimizeDeps,
        include: include.filter((name) => name !== "react-router-dom"),
      };
  },
};

/**
 * React Router prerenders through a preview server, and its plugin takes that server for `vite
 * dev`: it deletes and rewrites .react-router/types (its type watcher). Two builds at once (the
 * suite's two sites) then delete each other's files, and one stopped with ENOTEMPTY. The preview
 * serves a finished build: its plugin is told it is one.
 */
function previewAsBuild(plugin: Plugin): Plugin {
  const { config } = plugin;
  if (plugin.name !== "react-router" || typeof config !== "function") return plugin;
  return {
    ...plugin,
    config(user, env) {
      return config.call(this, user, { ...env, command: "build" });
    },
  };
}

export default defineConfig(({ isPreview }) => ({
  plugins: [
    noNodeStoragePlugin(),
    contentPlugin(),
    tailwindcss(),
    // The stylesheet and the islands' loaders, inline in every page (docs/decisions/0008).
    inlineAssetsPlugin({ stylesheet: "app/app.css", islands: islandLoaderFiles }),
    isPreview ? reactRouter().map(previewAsBuild) : reactRouter(),
    adminEnvironment(),
    buildStepsPlugin(), // after the CMS's environment: the static folder, then precompression
    skipDecapsRouter,
    serverRoutesInDev(),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0, rolldownOptions: { onLog: onBundlerLog } },
  // React Router prerenders through a preview server whose module runner would otherwise watch
  // the whole project (8,000 watchers, about a second of a build): a build never needs them.
  ...(isPreview && { server: { watch: null } }),
}));
