/**
 * `virtual:content`: the owner's data files, loaded and validated at build time by
 * app/content/load.ts and handed to the app as plain JSON, one named export per part (so a
 * bundle keeps only what it uses). The schema library stays here, in Node. A wrong value stops
 * the build with the file, the entry and the field.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { CONTENT_DIR, loadContent } from "../app/content/load";

const ID = "virtual:content";
const RESOLVED_ID = `\0${ID}`;

export function contentPlugin(directory = CONTENT_DIR): Plugin {
  return {
    name: "site-content",
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of readdirSync(directory)) {
        if (/\.(ya?ml|md)$/.test(file)) this.addWatchFile(path.join(directory, file));
      }
      return Object.entries(loadContent(directory))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}
