/**
 * Takes Node's own Web Storage (`localStorage`, `sessionStorage`) out of the build's process.
 *
 * Node 25 and later define a `localStorage` global that warns ("localStorage is not available
 * because --localstorage-file was not provided") the first time it is read. The prerender runs
 * the pages' code on Node, and the EmailJS SDK reads `typeof localStorage` as it loads, so every
 * build printed that warning. Nothing here wants storage on Node: the browser's is the only one
 * the SDK and our code use (app/lib/email-client.ts). `--no-experimental-webstorage` in .npmrc's
 * `node-options` did this before, but Node 20 refuses that switch in NODE_OPTIONS before any
 * script starts, so it could not say which Node it needs (scripts/check-node.mjs). Removing the
 * globals when Vite reads its configuration does the same on any Node, for `npm run build`,
 * `npm start`'s rebuilds and `npm run dev` alike.
 */
import type { Plugin } from "vite";

const NODE_STORAGE_GLOBALS = ["localStorage", "sessionStorage"] as const;

export function noNodeStoragePlugin(): Plugin {
  return {
    name: "no-node-storage",
    config() {
      for (const name of NODE_STORAGE_GLOBALS) Reflect.deleteProperty(globalThis, name);
    },
  };
}
