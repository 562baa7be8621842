/**
 * Two virtual modules, made at build time in Node and handed to the bundles as plain JSON, so
 * the schema library stays here:
 * - `virtual:content`: the owner's data files, loaded and validated by app/content/load.ts, one
 *   named export per part (so a bundle keeps only what it uses). A wrong value stops the build
 *   with the file, the entry and the field.
 * - `virtual:cms-files`: the CMS's entries and fields, derived from the content schema by
 *   app/admin/cms-fields.ts, for /admin/.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { cmsFiles } from "../app/admin/cms-fields";
import { CONTENT_DIR, loadContent } from "../app/content/load";

const CONTENT_ID = "virtual:content";
const CMS_FILES_ID = "virtual:cms-files";
const resolved = (id: string) => `\0${id}`;

export function contentPlugin(directory = CONTENT_DIR): Plugin {
  return {
    name: "site-content",
    resolveId: (id) => ([CONTENT_ID, CMS_FILES_ID].includes(id) ? resolved(id) : undefined),
    load(id) {
      if (id === resolved(CMS_FILES_ID)) {
        return `export const cmsFiles = ${JSON.stringify(cmsFiles())};`;
      }
      if (id !== resolved(CONTENT_ID)) return undefined;
      for (const file of readdirSync(directory)) {
        if (/\.(ya?ml|md)$/.test(file)) this.addWatchFile(path.join(directory, file));
      }
      return Object.entries(loadContent(directory))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}
