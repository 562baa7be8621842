/**
 * /admin/ (Decap CMS, app/admin/) as one more environment of the site's build, built after the
 * pages into build/client/admin/. Its JavaScript loads on /admin/ only; the public pages never
 * reference it.
 *
 * Vite's `root` and `base` belong to the whole build, not to an environment, so the CMS's files
 * are placed by name instead: its assets under `admin/assets/` (URLs `/admin/assets/…`), and
 * its page, which Vite names by its path from the project (`app/admin/index.html`), written as
 * `admin/index.html`. React Router makes `react-router` one copy for the whole build
 * (`resolve.dedupe`); Decap brings its own React Router 5, which must stay its own here.
 */
import path from "node:path";

import type { Plugin } from "vite";

import { ADMIN_PATH } from "../app/shared-paths.ts";
import { CLIENT_DIR, ROOT_DIR } from "../server/build-layout.ts";

export const ADMIN_ENVIRONMENT = "admin";

const ADMIN_DIR = ADMIN_PATH.slice(1, -1);
const PAGE = "app/admin/index.html";

/** Adds the CMS's environment to the build, and builds it once the pages are written. */
export function adminEnvironment(): Plugin {
  return {
    name: "admin-environment",
    config: (_config, { command }) =>
      command === "build"
        ? {
            environments: {
              [ADMIN_ENVIRONMENT]: {
                consumer: "client",
                build: {
                  outDir: CLIENT_DIR,
                  emptyOutDir: false,
                  copyPublicDir: false,
                  assetsDir: `${ADMIN_DIR}/assets`,
                  chunkSizeWarningLimit: 6000, // Decap CMS is one 5.5 MB bundle, on /admin/ only
                  rollupOptions: { input: path.join(ROOT_DIR, PAGE) },
                },
              },
            },
          }
        : undefined,
    configEnvironment(name, options) {
      if (name !== ADMIN_ENVIRONMENT || !options.resolve?.dedupe) return;
      options.resolve.dedupe = options.resolve.dedupe.filter(
        (dependency) => !dependency.startsWith("react-router"),
      );
    },
    generateBundle: {
      order: "post", // after Vite has written the page
      handler(_options, bundle) {
        if (this.environment.name !== ADMIN_ENVIRONMENT) return;
        const page = bundle[PAGE];
        if (page?.type !== "asset")
          throw new Error(`The ${ADMIN_ENVIRONMENT} build made no ${PAGE}.`);
        Reflect.deleteProperty(bundle, PAGE);
        this.emitFile({ type: "asset", fileName: `${ADMIN_DIR}/index.html`, source: page.source });
      },
    },
    buildApp: {
      order: "post",
      async handler(builder) {
        const environment = builder.environments[ADMIN_ENVIRONMENT];
        if (!environment) throw new Error(`No ${ADMIN_ENVIRONMENT} environment to build.`);
        await builder.build(environment);
      },
    },
  };
}
