/**
 * The steps after the bundles, inside the one `react-router build`: once React Router has built
 * and prerendered the pages and the CMS's environment is built (plugins listed before this one
 * in vite.config.ts), write the static folder (build-tools/postbuild.ts) with the preparer's photo
 * and the owner's uploads without their metadata, then precompress
 * everything in it (build-tools/precompress.ts), then print what the build made in one line.
 * The steps load through tsx: they import `~/` modules, which the bundle Vite makes of its config
 * cannot resolve.
 *
 * Not React Router's `buildEnd` (react-router.config.ts), which would not run them at the right
 * moment or on the same data (measured with @react-router/dev 8.4 and Vite 8.3, instrumented, not
 * committed). React Router calls it at the end of its own `builder.buildApp`, which Vite runs
 * before every `buildApp` hook of `order: "post"`: when it runs, the pages are prerendered but
 * /admin/ is not built (no `admin/index.html`), so `config.yml` would have no folder and the CMS's
 * bundle would go uncompressed. /admin/ cannot be built before it: a `pre` hook runs before React
 * Router empties the build folder (one inside the project, as `build/` is), which takes /admin/
 * with it (the build then stops at `admin/config.yml`, ENOENT), and `buildEnd` is given no
 * builder to build it itself. And React
 * Router loads react-router.config.ts in a module runner of its own, apart from vite.config.ts's
 * plugins: the content plugin is a second copy there, which read the data files a second time.
 */
import path from "node:path";

import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";

import { CLIENT_DIR } from "../hosting/build-layout.ts";
import { CONTENT_DIRS } from "../app/schemas/content-dirs.server.ts";
import { islandLoaderFiles } from "../app/lib/islands.ts";
import { loadedContent, preparerPhotoOf } from "./content-plugin.ts";
import { writePhotoFiles } from "./preparer-photo.ts";
import { writeUploads } from "./uploads-without-metadata.ts";
import type * as StaticSite from "./postbuild.ts";
import type * as Precompression from "./precompress.ts";

type Steps = typeof StaticSite & typeof Precompression;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function buildStepsPlugin(): Plugin {
  // Each build loads the config anew, in a builder that may have made builds before (scripts/site-builder.ts).
  const startedAt = performance.now();
  return {
    name: "build-steps",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const load = (file: string) => tsImport(file, import.meta.url) as Promise<Steps>;
        const { writeStaticSite } = await load("./postbuild.ts");
        const { precompress } = await load("./precompress.ts");
        const loaded = loadedContent();
        const site = await writeStaticSite(loaded);
        const photo = await preparerPhotoOf();
        if (photo) await writePhotoFiles(photo, CLIENT_DIR);
        const uploads = await writeUploads(CONTENT_DIRS, CLIENT_DIR);
        // `npm run cms`'s site is served to the owner on this machine: a smaller file saves her
        // nothing. Three saves took 21.4 CPU-seconds with the copies and 17.5 without.
        const compressed = site.localCms ? 0 : await precompress();
        const environments = Object.keys(builder.environments);
        console.log(
          [
            `\nbuilt ${path.relative(process.cwd(), CLIENT_DIR)} from ${plural(Object.keys(loaded.content).length, "data file")} read once:`,
            `${plural(site.pages, "page")} and 404.html,`,
            `${plural(Object.keys(islandLoaderFiles).length, "island")}, /admin/,`,
            `${plural(site.calendars, "calendar")}, ${plural(uploads, "upload")} without metadata,`,
            `${compressed} files precompressed;`,
            `${environments.length} Vite environments (${environments.join(", ")})`,
            `in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
          ].join(" "),
        );
      },
    },
  };
}
