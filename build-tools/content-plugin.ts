/**
 * Three virtual modules, made at build time in Node and handed to the bundles as plain JSON, so
 * the schema library and the validators stay here:
 * - `virtual:content`: the owner's data files, loaded and validated by app/content/load.ts, one
 *   named export per part (so a bundle keeps only what it uses). A wrong value stops the build
 *   with the file, the entry and the field.
 * - `virtual:config`: the site's configuration (app/lib/site-config.ts: the business details plus
 *   what derives from them and the deployment settings) and the CMS's deployment options, from
 *   the one environment module (build-tools/env.ts). A wrong setting stops the build naming it.
 * - `virtual:cms-files`: the CMS's entries and fields, derived from the content schema by
 *   app/admin/cms-fields.ts, for /admin/.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { cmsFiles } from "../app/admin/cms-fields.ts";
import { CONTENT_DIRS, loadContent } from "../app/content/load.ts";
import { siteConfigOf } from "../app/lib/site-config.ts";
import { buildEnvironment, readDeployment } from "./env.ts";

const CONTENT_ID = "virtual:content";
const CONFIG_ID = "virtual:config";
const CMS_FILES_ID = "virtual:cms-files";
const IDS = [CONTENT_ID, CONFIG_ID, CMS_FILES_ID];
const resolved = (id: string) => `\0${id}`;

const exportsOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");

export function contentPlugin(directories: readonly string[] = CONTENT_DIRS): Plugin {
  let mode = "production";
  return {
    name: "site-content",
    configResolved(config) {
      mode = config.mode;
    },
    resolveId: (id) => (IDS.includes(id) ? resolved(id) : undefined),
    load(id) {
      if (id === resolved(CMS_FILES_ID)) return exportsOf({ cmsFiles: cmsFiles() });
      if (id !== resolved(CONTENT_ID) && id !== resolved(CONFIG_ID)) return undefined;
      for (const directory of directories) {
        for (const file of readdirSync(directory)) {
          if (/\.(ya?ml|md)$/.test(file)) this.addWatchFile(path.join(directory, file));
        }
      }
      const content = loadContent(directories);
      if (id === resolved(CONTENT_ID)) return exportsOf({ ...content });
      const deployment = readDeployment(buildEnvironment(mode));
      return exportsOf({ config: siteConfigOf(content.site, deployment), cms: deployment.cms });
    },
  };
}
