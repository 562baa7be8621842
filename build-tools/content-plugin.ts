/**
 * Three virtual modules, made at build time in Node and handed to the bundles as plain JSON, so
 * the schema library and the validators stay here:
 * - `virtual:content`: the owner's data files, loaded and validated by app/schemas/load.server.ts, one
 *   named export per part (so a bundle keeps only what it uses). A wrong value stops the build
 *   with the file, the entry and the field.
 * - `virtual:config`: the site's configuration (app/lib/site-config.ts: the business details plus
 *   what derives from them and the deployment settings) and the CMS's deployment options, from
 *   the one environment module (build-tools/env.ts). A wrong setting stops the build naming it.
 * - `virtual:cms-files`: the CMS's entries and fields, derived from the content schema by
 *   app/admin/cms-fields.server.ts, for /admin/.
 *
 * In /admin/'s environment the first two read the served site's data when the page starts
 * (publishedDataModule), so the CMS's bundle holds no data.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { cmsFiles } from "../app/admin/cms-fields.server.ts";
import { CONTENT_DIRS } from "../app/schemas/content-dirs.server.ts";
import { loadContentAndSources, type SourceHashes } from "../app/schemas/load.server.ts";
import type { MadeUpValue } from "../app/rules/made-up.ts";
import { type Content, contentFiles } from "../app/schemas/data-files.ts";
import { publishedContentOf, siteConfigOf } from "../app/lib/site-config.ts";
import { UPLOADS } from "../app/rules/uploads.ts";
import { PUBLISHED_PATH } from "../app/shared/paths.ts";
import { ADMIN_ENVIRONMENT } from "./admin-environment.ts";
import { buildEnvironment, readDeployment } from "./env.ts";
import { checkMadeUp } from "./made-up-check.ts";
import { PHOTO_FILE_PREFIX, type PreparedPhoto, preparePhoto } from "./preparer-photo.ts";
import { uploadsOf, withoutMetadata } from "./uploads-without-metadata.ts";

const CONTENT_ID = "virtual:content";
const CONFIG_ID = "virtual:config";
const CMS_FILES_ID = "virtual:cms-files";
const IDS = [CONTENT_ID, CONFIG_ID, CMS_FILES_ID];
const resolved = (id: string) => `\0${id}`;

/** The build's virtual modules, by the id a bundle knows them by (`\0virtual:content`). */
const VIRTUAL_MODULE_IDS = IDS.map(resolved);

const exportsOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");

/** What a build's pages are made of: the content and the hash of each file it was read from. */
export interface LoadedContent {
  content: Content;
  sources: SourceHashes;
  /** The made-up values the files hold (app/rules/made-up.ts). */
  madeUp: MadeUpValue[];
}

/** The content last loaded in this process, by the state of the files it was read from. */
let loaded: (LoadedContent & { state: string }) | undefined;
/** Set by `react-router build`: its environments and the steps after them share one load. */
let isOneBuild = false;

/**
 * The content, loaded once per build: React Router's client and server builds, the plugin's
 * modules and the steps after the bundles (for which it is exported) share it, even if the owner
 * saves a file meanwhile (the next build takes that). Under `vite dev`, a changed file (its time
 * or size) loads it anew.
 */
export function loadedContent(directories: readonly string[] = CONTENT_DIRS): LoadedContent {
  if (isOneBuild && loaded) return loaded;
  const state = dataFilesOf(directories)
    .map((file) => {
      const { mtimeMs, size } = statSync(file);
      return `${file}\0${mtimeMs}\0${size}`;
    })
    .join("\n");
  if (loaded?.state !== state) {
    const { content, ...rest } = loadContentAndSources(directories);
    // docs/product.md §27: a date proposed for next year is on no page and in no feed until the
    // owner has reviewed it. The pages, the feeds and /admin/'s previews all read this content.
    const taxDates = content.taxDates.filter((entry) => !entry.needsReview);
    loaded = { state, ...rest, content: { ...content, taxDates } };
  }
  return loaded;
}

/** The data files of the content folders, the pages' among them (pages/). */
const dataFilesOf = (directories: readonly string[]) =>
  directories.flatMap((directory) =>
    readdirSync(directory, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ya?ml|md)$/.test(file))
      .map((file) => path.join(directory, file)),
  );

/** The preparer's photo made from the owner's upload, or undefined when the field is empty. */
export function preparerPhotoOf(
  directories: readonly string[] = CONTENT_DIRS,
): Promise<PreparedPhoto | undefined> {
  const address = loadedContent(directories).content.site.preparer?.photo;
  return address ? preparePhoto(address, directories) : Promise.resolve(undefined);
}

/** What each virtual module exports, by name, as of now: the content and configuration. */
async function virtualModuleExports(
  id: string,
  mode: string,
  directories: readonly string[],
): Promise<Record<string, unknown>> {
  if (id === resolved(CMS_FILES_ID)) return { cmsFiles: cmsFiles() };
  const { content } = loadedContent(directories);
  if (id === resolved(CONTENT_ID)) return { ...publishedContentOf(content) };
  const deployment = readDeployment(buildEnvironment(mode));
  const photo = await preparerPhotoOf(directories);
  return {
    config: {
      ...siteConfigOf(content.site, deployment),
      ...(photo && { preparerPhoto: photo.picture }),
    },
    cms: deployment.cms,
  };
}

/**
 * /admin/'s `virtual:content` and `virtual:config`: the data and settings of the site being
 * served, read from PUBLISHED_PATH when /admin/ starts (its previews show the figures and hours
 * as last published, its header the business name, and Decap its backend), not written into the
 * bundle. So neither a data edit nor a setting changes the CMS's bundle, which every build of the
 * same code reuses (build-tools/admin-environment.ts).
 */
function publishedDataModule(id: string): string {
  const read = `const published = await fetch(${JSON.stringify(PUBLISHED_PATH)}, { cache: "no-store" }).then((answer) => answer.json());`;
  if (id === resolved(CONTENT_ID)) {
    const names = Object.keys(contentFiles);
    return `${read}\n${names.map((name) => `export const ${name} = published.data.${name};`).join("\n")}`;
  }
  return `${read}\nexport const config = published.config;\nexport const cms = published.cms;`;
}

export function contentPlugin(directories: readonly string[] = CONTENT_DIRS): Plugin {
  let mode = "production";
  return {
    name: "site-content",
    configResolved(config) {
      mode = config.mode;
      isOneBuild ||= config.command === "build";
    },
    // Once per build, before anything is bundled: a build for the real domain stops on a
    // made-up value, any other lists them once (build-tools/made-up-check.ts).
    buildApp: {
      order: "pre",
      async handler() {
        const { madeUp } = loadedContent(directories);
        checkMadeUp(madeUp, readDeployment(buildEnvironment(mode)).siteUrl);
      },
    },
    resolveId: (id) => (IDS.includes(id) ? resolved(id) : undefined),
    async load(id) {
      if (!VIRTUAL_MODULE_IDS.includes(id)) return undefined;
      if (id === resolved(CMS_FILES_ID))
        return exportsOf(await virtualModuleExports(id, mode, directories));
      if (this.environment.name === ADMIN_ENVIRONMENT) return publishedDataModule(id);
      for (const file of dataFilesOf(directories)) this.addWatchFile(file);
      return exportsOf(await virtualModuleExports(id, mode, directories));
    },
    // `npm run dev`: the photo's files and the uploads without metadata, as a build writes them.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // Only those addresses: no other request reads an upload.
        let address = request.url?.split("?")[0] ?? "";
        try {
          address = decodeURI(address);
        } catch {
          return next();
        }
        const upload =
          address.startsWith(`${UPLOADS.path}/`) && uploadsOf(directories).get(address);
        if (!upload && !address.startsWith(PHOTO_FILE_PREFIX)) return next();
        const bytes = upload
          ? withoutMetadata(address, upload)
          : preparerPhotoOf(directories).then((photo) => photo?.files.get(address));
        void bytes
          .then((body) => {
            if (!body) return next();
            response.setHeader(
              "Content-Type",
              `image/${path.extname(address).slice(1).toLowerCase().replace(/^jpg$/, "jpeg")}`,
            );
            response.end(body);
          })
          .catch(() => next()); // the build names what is wrong with it
      });
    },
  };
}
