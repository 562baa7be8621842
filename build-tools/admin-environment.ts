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
 *
 * Decap is one 5.5 MB bundle that takes seconds to build: a build whose CMS inputs are unchanged
 * reuses the last one (PRODUCT.md §18: "a content edit is live in seconds"). Its inputs are the
 * build's code and settings (codeInputsFingerprint) and, of the data, only what the bundle
 * itself holds: each virtual module's exports it kept (the previews' hours, the figures' site
 * and referral programme), compared by value. An edit to the notice or a tax date leaves them
 * as they were.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { Plugin } from "vite";

import { ADMIN_PATH } from "../app/shared-paths.ts";
import { CLIENT_DIR, ROOT_DIR } from "../server/build-layout.ts";
import { codeInputsFingerprint } from "./build-inputs.ts";
import { VIRTUAL_MODULE_IDS, virtualModuleExports } from "./content-plugin.ts";

export const ADMIN_ENVIRONMENT = "admin";

const ADMIN_DIR = ADMIN_PATH.slice(1, -1);
const PAGE = "app/admin/index.html";

/** The last CMS bundles, each in a folder named by its inputs' key (the newest two are kept). */
const CACHE_DIR = path.join(ROOT_DIR, "node_modules", ".cache", "montgomery-tax-site", "admin");
const MANIFEST = path.join(CACHE_DIR, "manifest.json");
const KEPT_BUNDLES = 2;

/** What the last CMS bundle was made from, to tell whether the next would be the same. */
interface AdminManifest {
  /** Each virtual module's exports the bundle kept, by module id. */
  usedExports: Record<string, string[]>;
  /** The bundles kept, newest first, by key. */
  keys: string[];
}

/** The key of a CMS bundle made now from the code, the settings and the data it uses. */
function adminInputsKey(usedExports: Record<string, string[]>, mode: string): string {
  const hash = createHash("sha256").update(codeInputsFingerprint());
  for (const [id, names] of Object.entries(usedExports).sort()) {
    const values = virtualModuleExports(id, mode);
    hash.update(JSON.stringify([id, names.map((name) => [name, values[name]])]));
  }
  return hash.digest("hex").slice(0, 32);
}

async function readManifest(): Promise<AdminManifest | undefined> {
  try {
    return JSON.parse(await readFile(MANIFEST, "utf8")) as AdminManifest;
  } catch {
    return undefined;
  }
}

/** Adds the CMS's environment to the build, and builds it once the pages are written. */
export function adminEnvironment(): Plugin {
  let mode = "production";
  /** What the bundle built now kept of each virtual module. */
  let usedExports: Record<string, string[]> = {};
  return {
    name: "admin-environment",
    configResolved(config) {
      mode = config.mode;
    },
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
        usedExports = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          for (const [id, module] of Object.entries(output.modules)) {
            if (VIRTUAL_MODULE_IDS.includes(id)) {
              usedExports[id] = [
                ...new Set([...(usedExports[id] ?? []), ...module.renderedExports]),
              ];
            }
          }
        }
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
        const output = path.join(CLIENT_DIR, ADMIN_DIR);
        const manifest = await readManifest();
        if (manifest) {
          const key = adminInputsKey(manifest.usedExports, mode);
          if (manifest.keys.includes(key) && existsSync(path.join(CACHE_DIR, key))) {
            await cp(path.join(CACHE_DIR, key), output, { recursive: true });
            console.log(`/admin/: its inputs are unchanged, the last bundle reused (${key}).`);
            return;
          }
        }
        await builder.build(environment);
        const key = adminInputsKey(usedExports, mode);
        // Copied whole, then renamed: another build reading the cache never meets half a bundle.
        const copy = path.join(CACHE_DIR, `${key}.${process.pid}`);
        await mkdir(CACHE_DIR, { recursive: true });
        await cp(output, copy, { recursive: true });
        await rm(path.join(CACHE_DIR, key), { recursive: true, force: true });
        await rename(copy, path.join(CACHE_DIR, key));
        const keys = [key, ...(manifest?.keys ?? []).filter((kept) => kept !== key)];
        for (const old of keys.slice(KEPT_BUNDLES)) {
          await rm(path.join(CACHE_DIR, old), { recursive: true, force: true });
        }
        const next: AdminManifest = { usedExports, keys: keys.slice(0, KEPT_BUNDLES) };
        await writeFile(`${MANIFEST}.${process.pid}`, `${JSON.stringify(next, null, 2)}\n`);
        await rename(`${MANIFEST}.${process.pid}`, MANIFEST);
      },
    },
  };
}
