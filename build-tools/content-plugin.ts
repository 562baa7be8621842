/**
 * Three virtual modules, made at build time in Node and handed to the bundles as plain JSON, so
 * the schema library and the validators stay here:
 * - `virtual:content`: the owner's data files, loaded and validated by app/content/load.server.ts, one
 *   named export per part (so a bundle keeps only what it uses). A wrong value stops the build
 *   with the file, the entry and the field.
 * - `virtual:config`: the site's configuration (app/lib/site-config.ts: the business details plus
 *   what derives from them and the deployment settings) and the CMS's deployment options, from
 *   the one environment module (build-tools/env.ts). A wrong setting stops the build naming it.
 * - `virtual:cms-files`: the CMS's entries and fields, derived from the content schema by
 *   app/admin/cms-fields.server.ts, for /admin/.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { cmsFiles } from "../app/admin/cms-fields.server.ts";
import { CONTENT_DIRS } from "../app/content/content-dirs.server.ts";
import { loadContent } from "../app/content/load.server.ts";
import type { Content } from "../app/content/schema.ts";
import { siteConfigOf } from "../app/lib/site-config.ts";
import { buildEnvironment, readDeployment } from "./env.ts";

const CONTENT_ID = "virtual:content";
const CONFIG_ID = "virtual:config";
const CMS_FILES_ID = "virtual:cms-files";
const IDS = [CONTENT_ID, CONFIG_ID, CMS_FILES_ID];
const resolved = (id: string) => `\0${id}`;

/** The build's virtual modules, by the id a bundle knows them by (`\0virtual:content`). */
export const VIRTUAL_MODULE_IDS = IDS.map(resolved);

const exportsOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");

/** The content last loaded in this process, by the state of the files it was read from. */
let loaded: { state: string; content: Content } | undefined;

/**
 * The content, loaded once per build: React Router's client and server builds and the plugin's
 * two modules share it. A changed file (its time or size) loads it anew, as `vite dev` needs.
 */
function contentOf(directories: readonly string[]): Content {
  const state = dataFilesOf(directories)
    .map((file) => {
      const { mtimeMs, size } = statSync(file);
      return `${file}\0${mtimeMs}\0${size}`;
    })
    .join("\n");
  if (loaded?.state !== state) loaded = { state, content: loadContent(directories) };
  return loaded.content;
}

/** The content as this build loaded it for the bundles (for the steps after them). */
export const loadedContent = (directories: readonly string[] = CONTENT_DIRS): Content =>
  contentOf(directories);

const dataFilesOf = (directories: readonly string[]) =>
  directories.flatMap((directory) =>
    readdirSync(directory)
      .filter((file) => /\.(ya?ml|md)$/.test(file))
      .map((file) => path.join(directory, file)),
  );

/**
 * What each virtual module exports, by name, as of now: the content and configuration the
 * bundles get. The CMS's cached bundle is reused only while the exports it used are unchanged
 * (build-tools/admin-environment.ts).
 */
export function virtualModuleExports(
  id: string,
  mode = "production",
  directories: readonly string[] = CONTENT_DIRS,
): Record<string, unknown> {
  if (id === resolved(CMS_FILES_ID)) return { cmsFiles: cmsFiles() };
  const content = contentOf(directories);
  if (id === resolved(CONTENT_ID)) return { ...content };
  if (id === resolved(CONFIG_ID)) {
    const deployment = readDeployment(buildEnvironment(mode));
    return { config: siteConfigOf(content.site, deployment), cms: deployment.cms };
  }
  throw new Error(`${id} is not one of the build's virtual modules.`);
}

export function contentPlugin(directories: readonly string[] = CONTENT_DIRS): Plugin {
  let mode = "production";
  return {
    name: "site-content",
    configResolved(config) {
      mode = config.mode;
    },
    resolveId: (id) => (IDS.includes(id) ? resolved(id) : undefined),
    load(id) {
      if (!VIRTUAL_MODULE_IDS.includes(id)) return undefined;
      if (id !== resolved(CMS_FILES_ID)) {
        for (const file of dataFilesOf(directories)) this.addWatchFile(file);
      }
      return exportsOf(virtualModuleExports(id, mode, directories));
    },
  };
}
