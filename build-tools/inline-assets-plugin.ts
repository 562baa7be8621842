/**
 * `virtual:inline-assets`: what a page carries inline so that it paints from its first
 * response (docs/product.md §15, docs/decisions/0008-first-paint.md): the site's stylesheet, and
 * each island's loader (a small module that waits for the first contentful paint, then imports
 * the island's code). app/root.tsx renders them as `<style>` and `<script type="module">`; the
 * CSP allows them by the hashes computed here from the same strings and written to
 * build/inline-hashes.json, which build-tools/host-files.ts puts in the policy. No step reads
 * the HTML back.
 *
 * The stylesheet is Vite's own `?inline` string of it (Tailwind and minification included).
 * The loaders come from the islands' own environment of the same build (`islands`, added and
 * built first here), so that a loader is one self-contained module (a chunk of the pages'
 * build would import shared chunks before the first paint). Its other files (the islands'
 * chunks and stylesheets, loaded after the first paint) join the client build's output.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";

import {
  type EnvironmentOptions,
  type ESTree,
  type Plugin,
  type Rolldown,
  type ViteBuilder,
} from "vite";

import { INLINE_HASHES_FILE, type InlineHashesFile } from "../hosting/build-layout.ts";

const ID = "virtual:inline-assets";
const RESOLVED_ID = `\0${ID}`;

/** The CSP hash source of an element's exact text, as browsers compute it (UTF-8, sha256). */
export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * Why `text` cannot be the content of an inline `element` as it is, or undefined when it can.
 * React would escape `<style` or `<script` inside it and the HTML parser would change a
 * carriage return or NUL: either way the browser would hash other text than we did. A
 * stylesheet must not pull in another file or resolve a relative URL against the page.
 */
export function whyNotInlinable(element: "style" | "script", text: string): string | undefined {
  if (/[\r\0]/.test(text)) return "it contains a carriage return or NUL character";
  if (/<\/?(?:style|script)/i.test(text)) return "it contains <style or <script";
  if (element === "script" && /<!--/.test(text)) return "it contains <!--";
  if (element === "style" && /@import\b/i.test(text)) return "it imports another stylesheet";
  if (element === "style" && /url\((?!\s*["']?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.test(text)) {
    return "it has a relative url()";
  }
  return undefined;
}

function assertInlinable(element: "style" | "script", name: string, text: string): string {
  const refused = whyNotInlinable(element, text);
  if (refused) throw new Error(`${name} cannot be inlined in a <${element}>: ${refused}.`);
  return text;
}

/** The islands' build: each loader, and everything else it wrote. */
interface IslandsBuild {
  /** Each island's loader, by island name. */
  loaders: Record<string, string>;
  /** Everything else the islands build wrote: what the loaders import after the first paint. */
  files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[];
}

/** The environment that builds the islands, one entry (a loader) per island. */
const ISLANDS_ENVIRONMENT = "islands";

/**
 * The islands' environment: one self-contained module per loader (no shared chunk, no
 * preload helper, before the first paint), kept in memory for the pages' builds. A loader
 * runs inside a page, and every page is at the site's root: its imports are written relative
 * to the root (`./assets/…`) so they resolve from the page.
 */
function islandsEnvironment(loaders: Record<string, string>): EnvironmentOptions {
  return {
    consumer: "client",
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: loaders,
        output: { entryFileNames: "[name].js", chunkFileNames: "assets/[name]-[hash].js" },
      },
    },
  };
}

function islandsBuildOf(output: Awaited<ReturnType<ViteBuilder["build"]>>): IslandsBuild {
  if (!("output" in output))
    throw new Error(`The ${ISLANDS_ENVIRONMENT} environment must make one build.`);
  const loaders: Record<string, string> = {};
  const files: IslandsBuild["files"] = [];
  for (const file of output.output) {
    if (file.type === "chunk" && file.isEntry) {
      loaders[file.name] = assertInlinable("script", file.fileName, file.code.trimEnd());
    } else files.push(file);
  }
  return { loaders, files };
}

/**
 * `npm run dev`: each island's loader imports the loader's source, which Vite's dev server
 * transforms on request (and the island's code after it), so the contact form works in
 * development too, with hot reload.
 */
function devLoaders(loaders: Record<string, string>): Record<string, string> {
  // React Router's dev transform gives every component React Refresh calls; its runtime must be
  // installed first (what its <Scripts/> would do on a page that has them). React Router names
  // no public way to install it without its <Scripts/>, which would hydrate the whole page.
  const refreshRuntime = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
  return Object.fromEntries(
    Object.entries(loaders).map(([name, file]) => [
      name,
      `import ${JSON.stringify(refreshRuntime)};\nimport ${JSON.stringify(`/${file}`)};`,
    ]),
  );
}

/** The string a module's code exports by default (what Vite makes of a `?inline` import). */
function defaultExportString(code: string, parse: (code: string) => ESTree.Program): string {
  for (const node of parse(code).body) {
    if (node.type !== "ExportDefaultDeclaration") continue;
    const value = node.declaration.type === "Literal" ? node.declaration.value : undefined;
    if (typeof value === "string") return value;
  }
  throw new Error("Expected a module that exports a string by default.");
}

export interface InlineAssetsOptions {
  /** The site's stylesheet, relative to the project root. */
  stylesheet: string;
  /** Each island's loader by island name, relative to the project root. */
  islands: Record<string, string>;
  /** Where the hashes go (build-tools/host-files.ts reads them there). */
  hashesFile?: string;
}

/**
 * Serves `virtual:inline-assets` and writes the CSP hashes of what it serves. In a build it adds
 * the islands' environment and builds it first, before the pages' builds that inline its loaders.
 */
export function inlineAssetsPlugin({
  stylesheet,
  islands,
  hashesFile = INLINE_HASHES_FILE,
}: InlineAssetsOptions): Plugin {
  let root = "";
  let isDev = false;
  let islandsBuild: IslandsBuild | undefined;
  let hashes: InlineHashesFile | undefined;

  return {
    name: "inline-assets",
    config: (_config, { command }) =>
      command === "build"
        ? { environments: { [ISLANDS_ENVIRONMENT]: islandsEnvironment(islands) } }
        : undefined,
    configResolved(config) {
      root = config.root;
      isDev = config.command === "serve";
    },
    buildApp: {
      order: "pre",
      async handler(builder) {
        const environment = builder.environments[ISLANDS_ENVIRONMENT];
        if (!environment) throw new Error(`No ${ISLANDS_ENVIRONMENT} environment to build.`);
        islandsBuild = islandsBuildOf(await builder.build(environment));
      },
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const css = await this.resolve(`${path.resolve(root, stylesheet)}?inline`);
      if (!css) throw new Error(`${stylesheet} not found.`);
      if (isDev) {
        // npm run dev: no CSP to hash for; the stylesheet's own module keeps it up to date.
        return [
          `export { default as stylesheet } from ${JSON.stringify(css.id)};`,
          `export const islandLoaders = ${JSON.stringify(devLoaders(islands))};`,
        ].join("\n");
      }
      if (!islandsBuild) {
        throw new Error(
          `${ID} needs the ${ISLANDS_ENVIRONMENT} environment built first (vite build --app).`,
        );
      }
      const { code } = await this.load({ id: css.id });
      const styleText = assertInlinable(
        "style",
        stylesheet,
        defaultExportString(code ?? "", (source) => this.parse(source)),
      );
      const { loaders } = islandsBuild;
      hashes = {
        styleHashes: [cspHash(styleText)],
        scriptHashes: Object.values(loaders).map(cspHash),
      };
      return [
        `export const stylesheet = ${JSON.stringify(styleText)};`,
        `export const islandLoaders = ${JSON.stringify(loaders)};`,
      ].join("\n");
    },
    // The pages' browser build writes the islands' code beside the pages.
    generateBundle() {
      if (this.environment.name !== "client" || !islandsBuild) return;
      for (const file of islandsBuild.files) {
        const source = file.type === "chunk" ? file.code : file.source;
        this.emitFile({ type: "asset", fileName: file.fileName, source });
      }
    },
    // The prerender's build (React renders the pages from it) records what it inlined.
    async writeBundle() {
      if (this.environment.config.consumer !== "server") return;
      if (!hashes) throw new Error(`Nothing imported ${ID}: app/root.tsx should.`);
      await writeFile(hashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}
