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
 * Decap is one 5 MB bundle that takes seconds to build: a build whose CMS inputs are unchanged
 * reuses the last one (docs/product.md §18: "a content edit is live in seconds"). Its inputs are the
 * build's code alone (codeInputsFingerprint): the bundle holds no data and no setting, which it
 * reads from the served site when it starts (build-tools/content-plugin.ts), so no edit in the
 * CMS changes it, and the site's, `npm run cms`'s and the tests' builds share it.
 */
import { createHash, randomUUID } from "node:crypto";
import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { Plugin } from "vite";

import { ADMIN_PATH } from "../app/shared/paths.ts";
import { CLIENT_DIR, ROOT_DIR } from "../hosting/build-layout.ts";
import { codeInputsFingerprint } from "./build-inputs.ts";

export const ADMIN_ENVIRONMENT = "admin";

const ADMIN_DIR = ADMIN_PATH.slice(1, -1);
const PAGE = "app/admin/index.html";

/**
 * The last CMS bundles, each in a folder named by its inputs' key, the newest six kept (one per
 * version of the code built lately), about 8 MB each.
 */
const CACHE_DIR = path.join(ROOT_DIR, "node_modules", ".cache", "montgomery-tax-site", "admin");
const MANIFEST = path.join(CACHE_DIR, "manifest.json");
const KEPT_BUNDLES = 6;

/**
 * Decap's list gives its drag-and-drop sensors new options on each render, so every row's drag
 * handle is drawn again on each key typed: in the owner's 73 tax dates at a phone's CPU (4x), a
 * key took 136 ms, and 88-128 ms with the options made once, as here. A Decap whose list no longer
 * reads so stops the build (then the fix is its own, or this one moves).
 */
const DECAP_LIST = "decap-cms-widget-list/dist/esm/ListControl.js";
/**
 * Decap draws the fields of every folded item, hidden, and draws them all again on each key
 * typed: the owner's 73 tax dates were 12,000 elements and 500 fields to update. Here an item's
 * fields are drawn once it has been opened (an item with a problem or a value that blocks going
 * live opens by itself: site-widgets.tsx); a folded item never opened is checked with the whole
 * file before it is saved (cms-app.tsx). A key at a phone's CPU (4x) went from 112-120 ms to
 * 80-104 ms (median, 24 keys, `:has()` rules gone in both). A Decap whose object no longer reads
 * so stops the build.
 */
const DECAP_OBJECT = "decap-cms-widget-object/dist/esm/ObjectControl.js";
/**
 * Decap draws each field's hint from its Markdown again on each key typed: the open tax date's
 * hints were 2.1 ms of a key's 19 at full speed. Here a hint is drawn again when its words change.
 * With the made-up finds kept per text (rules/made-up.ts), a key at a phone's CPU (4x) went from
 * 72-80 ms to 64-72 ms (median, 24 keys), the slowest from 112 ms to 80-88 ms.
 */
const DECAP_FIELD = "decap-cms-core/dist/esm/components/Editor/EditorControlPane/EditorControl.js";
/** Decap's lines replaced, each found once in its file, or the build stops. */
const DECAP_REPLACED = [
  {
    file: DECAP_OBJECT,
    line: "children: this.renderFields(multiFields, singleField)",
    with: "children: collapsed && !this.wasOpen ? null : ((this.wasOpen = true), this.renderFields(multiFields, singleField))",
  },
  {
    file: DECAP_FIELD,
    line: "import ReactMarkdown from 'react-markdown';",
    with: "import Markdown from 'react-markdown';\nimport { memo } from 'react';\nconst ReactMarkdown = memo(Markdown, (before, after) => before.children === after.children);",
  },
];
const SENSOR_OPTIONS =
  /const activationConstraint = \{\s*distance: 4\s*\};|\{\s*activationConstraint\s*\}/g;

/**
 * Decap's app registers every backend, widget and language it has (its extensions.js); /admin/
 * registers what the site uses: GitHub and the local proxy, the widgets the fields name
 * (app/admin/cms-fields.server.ts), English. The rest (a code editor with its hundred languages,
 * maps, eight other git hosts, forty languages) was 27% of the bundle and 0.85 CPU-seconds of
 * each load of /admin/ (on a phone's 4x CPU, about 2.5 s). Decap's own lines are kept word for word: a
 * Decap that no longer has one stops the build.
 */
export const DECAP_EXTENSIONS = "decap-cms-app/dist/esm/extensions.js";
export const DECAP_WIDGETS =
  "string number text image select markdown list object boolean uuid".split(" ");
/** Decap's name for a widget's module: "uuid" -> DecapCmsWidgetUuid. */
const decapWidget = (widget: string) =>
  `DecapCmsWidget${widget[0]?.toUpperCase()}${widget.slice(1)}`;
const DECAP_KEPT = [
  "import { DecapCmsCore as CMS } from 'decap-cms-core';",
  "import { GitHubBackend } from 'decap-cms-backend-github';",
  "import { ProxyBackend } from 'decap-cms-backend-proxy';",
  ...DECAP_WIDGETS.map(
    (widget) => `import ${decapWidget(widget)} from 'decap-cms-widget-${widget}';`,
  ),
  "CMS.registerBackend('github', GitHubBackend);",
  "CMS.registerBackend('proxy', ProxyBackend);",
];

/** The CMS bundles kept, newest first, by key. */
interface AdminManifest {
  keys: string[];
}

/** The key of a CMS bundle made now: the build's code, and the build's mode. */
const adminInputsKey = (mode: string): string =>
  createHash("sha256").update(`${codeInputsFingerprint()}\0${mode}`).digest("hex").slice(0, 32);

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
                  chunkSizeWarningLimit: 6000, // Decap CMS is one 5 MB bundle, on /admin/ only
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
    transform(code, id) {
      if (id.endsWith(DECAP_EXTENSIONS)) {
        const gone = DECAP_KEPT.filter((line) => !code.includes(line));
        if (gone.length > 0) throw new Error(`${DECAP_EXTENSIONS} has changed: ${gone.join(" ")}`);
        const widgets = DECAP_WIDGETS.map((widget) => `${decapWidget(widget)}.Widget()`);
        return [
          ...DECAP_KEPT,
          `CMS.registerWidget([${widgets.join(", ")}]);`,
          "import { en } from 'decap-cms-locales';",
          "CMS.registerLocale('en', en);",
        ].join("\n");
      }
      const replaced = DECAP_REPLACED.find(({ file }) => id.endsWith(file));
      if (replaced) {
        if (code.split(replaced.line).length !== 2)
          throw new Error(`${replaced.file} has changed.`);
        return code.replace(replaced.line, replaced.with);
      }
      if (!id.endsWith(DECAP_LIST)) return;
      if (code.match(SENSOR_OPTIONS)?.length !== 3) throw new Error(`${DECAP_LIST} has changed.`);
      const options = "{ activationConstraint: { distance: 4 } }";
      return `const SENSOR_OPTIONS = ${options};\n${code.replace(SENSOR_OPTIONS, (found) => (found.startsWith("const") ? "" : "SENSOR_OPTIONS"))}`;
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
        const output = path.join(CLIENT_DIR, ADMIN_DIR);
        const manifest = await readManifest();
        const key = adminInputsKey(mode);
        // A build beside this one may remove the bundle while it is copied (it keeps its own
        // newest six): then this build makes it, the same files under the same names.
        const reused = await cp(path.join(CACHE_DIR, key), output, { recursive: true }).then(
          () => true,
          () => false,
        );
        if (reused) {
          console.log(`/admin/: its code and settings are unchanged, the last bundle reused.`);
          return;
        }
        await builder.build(environment);
        // Copied whole under a name of its own, then renamed: another build reading the cache
        // never meets half a bundle, and two builds writing one key never share a file.
        const copy = path.join(CACHE_DIR, `${key}.${randomUUID()}`);
        await mkdir(CACHE_DIR, { recursive: true });
        await cp(output, copy, { recursive: true });
        await rename(copy, path.join(CACHE_DIR, key)).catch(() =>
          // Another build put the same bundle there first: its copy stays.
          rm(copy, { recursive: true, force: true }),
        );
        const keys = [key, ...(manifest?.keys ?? []).filter((kept) => kept !== key)];
        for (const old of keys.slice(KEPT_BUNDLES)) {
          await rm(path.join(CACHE_DIR, old), { recursive: true, force: true });
        }
        const next: AdminManifest = { keys: keys.slice(0, KEPT_BUNDLES) };
        const written = `${MANIFEST}.${randomUUID()}`;
        await writeFile(written, `${JSON.stringify(next, null, 2)}\n`);
        await rename(written, MANIFEST);
      },
    },
  };
}
