/**
 * build-tools/inline-assets-plugin.ts on a tiny project of its own: the strings it serves are
 * the ones it hashes, the islands' code (built once, in their own environment) joins the
 * browser build, and text that the browser would hash differently never reaches a page.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createBuilder, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  cspHash,
  inlineAssetsPlugin,
  whyNotInlinable,
} from "../../build-tools/inline-assets-plugin.ts";
import type { InlineHashesFile } from "../../hosting/build-layout.ts";

describe("cspHash", () => {
  it("hashes the exact text the way browsers do", () => {
    // The example from the CSP specification and MDN.
    expect(cspHash("alert('Hello, world.');")).toBe(
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    );
  });

  it("hashes UTF-8 bytes, so non-ASCII CSS keeps its hash", () => {
    expect(cspHash('.quote::before{content:"“"}')).not.toBe(
      cspHash('.quote::before{content:"\\201C"}'),
    );
  });
});

describe("whyNotInlinable", () => {
  it.each([
    ["style", "a{}</style><script>alert(1)</script>", /<style or <script/],
    ["style", "a{}</STYLE >", /<style or <script/],
    ["style", "a{color:red}\r\nb{}", /carriage return/],
    ["style", '@import "other.css";', /imports/],
    ["style", "a{background:url(x.png)}", /relative url/],
    ["style", "a{background:url( 'img/x.png' )}", /relative url/],
    ["script", 'const s="</script>";', /<style or <script/],
    ["script", "a();<!--b", /<!--/],
    ["script", "a();\r\nb();", /carriage return/],
    ["script", "a();\0", /NUL/],
  ] as const)("refuses a <%s> holding %j", (element, text, reason) => {
    expect(whyNotInlinable(element, text)).toMatch(reason);
  });

  it.each([
    ["style", "a{background:url(/assets/x-1.png)}"],
    ["style", 'a{background:url("data:image/svg+xml,%3Csvg%3E")}'],
    ["style", "a{mask:url(#clip)}"],
    ["style", ":root{--font-sans:system-ui}"],
    ["script", "setTimeout(()=>void import(`./assets/island-Ab12.js`),0);"],
  ] as const)("accepts a <%s> holding %j", (element, text) => {
    expect(whyNotInlinable(element, text)).toBeUndefined();
  });
});

describe("inlineAssetsPlugin in a build", () => {
  let dir = "";
  let outputs: Record<"client" | "ssr", Rolldown.RolldownOutput>;
  const file = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inline-assets-"));
    await writeFile(file("site.css"), "body {\n  margin: 0;\n}\n");
    await writeFile(file("late.css"), ".toast { color: red; }\n");
    await writeFile(file("late.js"), 'import "./late.css";\nexport const late = 1;\n');
    await writeFile(file("loader.js"), 'setTimeout(() => void import("./late.js"), 0);\n');
    await writeFile(file("page.js"), 'export * from "virtual:inline-assets";\n');
    // Like React Router's build: the browser's environment, then the prerender's. The plugin
    // adds the islands' environment and builds it before both.
    const built: Partial<typeof outputs> = {};
    const builder = await createBuilder({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [
        inlineAssetsPlugin({
          stylesheet: "site.css",
          islands: { demo: "loader.js" },
          hashesFile: file("inline-hashes.json"),
        }),
      ],
      environments: {
        client: { build: { outDir: "client", write: false, rollupOptions: { input: "page.js" } } },
        ssr: { build: { outDir: "server", rollupOptions: { input: "page.js" } } },
      },
      builder: {
        async buildApp(app) {
          for (const name of ["client", "ssr"] as const) {
            const environment = app.environments[name];
            if (environment)
              built[name] = (await app.build(environment)) as Rolldown.RolldownOutput;
          }
        },
      },
    });
    await builder.buildApp();
    outputs = built as typeof outputs;
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the minified stylesheet and the loaders, and records exactly their hashes", async () => {
    const built = file(path.join("server", outputs.ssr.output[0].fileName));
    const page = (await import(pathToFileURL(built).href)) as {
      stylesheet: string;
      islandLoaders: { demo: string };
    };
    expect(page.stylesheet).toBe("body{margin:0}");
    expect(Object.keys(page.islandLoaders)).toEqual(["demo"]);
    expect(page.islandLoaders.demo).toMatch(/import\(`\.\/assets\/late-[\w-]+\.js`\)/);
    const hashes = JSON.parse(
      await readFile(file("inline-hashes.json"), "utf8"),
    ) as InlineHashesFile;
    expect(hashes).toEqual({
      styleHashes: [cspHash(page.stylesheet)],
      scriptHashes: [cspHash(page.islandLoaders.demo)],
    });
  });

  it("puts what the loaders load after the first paint in the browser build, not the loaders", () => {
    const names = outputs.client.output.map((item) => item.fileName);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/late-[\w-]+\.js$/),
        expect.stringMatching(/^assets\/late-[\w-]+\.css$/),
      ]),
    );
    expect(names).not.toContain("demo.js");
  });
});
