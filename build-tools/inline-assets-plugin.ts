/**
 * `virtual:inline-assets`: what a page carries inline so that it paints from its first
 * response (PRODUCT.md §15, docs/decisions/0008-first-paint.md): the site's stylesheet, and
 * each island's loader (a small module that waits for the first contentful paint, then imports
 * the island's code). app/root.tsx renders them as `<style>` and `<script type="module">`; the
 * CSP allows them by the hashes computed here from the same strings and written to
 * build/inline-hashes.json, which build-tools/host-files.ts puts in the policy. No step reads
 * the HTML back.
 *
 * The stylesheet is Vite's own `?inline` string of it (Tailwind and minification included).
 * The loaders come from a separate Vite build of the islands (vite.islands.config.ts), made
 * from inside this build so that a loader is one self-contained module (a chunk of the pages'
 * build would import shared chunks before the first paint). Its other files (the islands'
 * chunks and stylesheets, loaded after the first paint) join the client build's output.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";

import { build, type ESTree, loadConfigFromFile, type Plugin, type Rolldown } from "vite";

import { INLINE_HASHES_FILE, type InlineHashesFile } from "../server/build-layout.ts";

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

interface IslandsBuild {
  /** Each island's loader, by the name of its entry in vite.islands.config.ts. */
  loaders: Record<string, string>;
  /** Everything else the islands build wrote: what the loaders import after the first paint. */
  files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[];
}

async function buildIslands(root: string, configFile: string, mode: string): Promise<IslandsBuild> {
  const result = await build({
    root,
    configFile: path.resolve(root, configFile),
    mode,
    logLevel: "warn",
    build: { write: false },
  });
  if (!("output" in result)) throw new Error(`${configFile} must make one build.`);
  const loaders: Record<string, string> = {};
  const files: IslandsBuild["files"] = [];
  for (const file of result.output) {
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
async function devLoaders(root: string, configFile: string, mode: string) {
  const loaded = await loadConfigFromFile(
    { command: "serve", mode },
    path.resolve(root, configFile),
    root,
    "silent",
  );
  const input = loaded?.config.build?.rollupOptions?.input;
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw new Error(`${configFile} must name its islands as { name: file }.`);
  }
  // React Router's dev transform gives every component React Refresh calls; its runtime must be
  // installed first (what its <Scripts/> would do on a page that has them).
  const refreshRuntime = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
  return Object.fromEntries(
    Object.entries(input).map(([name, file]) => [
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
  /** The Vite config that builds the islands, one entry (a loader) per island. */
  islandsConfig: string;
  /** Where the hashes go (build-tools/host-files.ts reads them there). */
  hashesFile?: string;
}

/** Serves `virtual:inline-assets` and writes the CSP hashes of what it serves. */
export function inlineAssetsPlugin({
  stylesheet,
  islandsConfig,
  hashesFile = INLINE_HASHES_FILE,
}: InlineAssetsOptions): Plugin {
  let root = "";
  let mode = "";
  let isDev = false;
  let islands: Promise<IslandsBuild> | undefined;
  let hashes: InlineHashesFile | undefined;
  const islandsBuild = () => (islands ??= buildIslands(root, islandsConfig, mode));

  return {
    name: "inline-assets",
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      isDev = config.command === "serve";
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
          `export const islandLoaders = ${JSON.stringify(await devLoaders(root, islandsConfig, mode))};`,
        ].join("\n");
      }
      const { code } = await this.load({ id: css.id });
      const styleText = assertInlinable(
        "style",
        stylesheet,
        defaultExportString(code ?? "", (source) => this.parse(source)),
      );
      const { loaders } = await islandsBuild();
      hashes = {
        styleHashes: [cspHash(styleText)],
        scriptHashes: Object.values(loaders).map(cspHash),
      };
      return [
        `export const stylesheet = ${JSON.stringify(styleText)};`,
        `export const islandLoaders = ${JSON.stringify(loaders)};`,
      ].join("\n");
    },
    // The pages' build (the browser's side) serves the islands' code beside the pages.
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const file of (await islandsBuild()).files) {
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
