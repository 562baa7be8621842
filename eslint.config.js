import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The import direction (docs/architecture.md › Conventions), enforced on resolved paths (import-x
 * resolves `~/` and relative imports alike, so no spelling gets around it): routes -> components
 * -> ui; schemas, rules and lib import no components; components/ui takes interface strings
 * (app/interface-strings.ts) but no business facts; layout and sections do not import each other;
 * only routes, the root and the islands place islands; the server, hosting/ and the Functions
 * reach app/ only through app/shared/ and the page list; the build code and the server both
 * stand on hosting/ (the output's layout, the HTTP policy), which stands on neither, and the
 * build code never imports the server.
 * Each zone: files in `target` may not import from `from` (except `except`, relative to `from`).
 */
const zone = (target, from, message, except = []) => ({ target, from, message, except });
const PAGES = ["./app/routes", "./app/root.tsx"];
const OUTSIDE_APP =
  "Outside app/ (and within app/shared/), the app is reached only through app/shared/ and the page list (app/pages.ts): plain values made for every side.";
const importZones = [
  zone("./app/components", PAGES, "Only React Router imports routes and the root."),
  zone(
    "./app/components/ui",
    ["./app/schemas", "./app/rules", "./app/pages.ts"],
    "components/ui has no business facts: take them as props (interface strings from app/interface-strings.ts are fine).",
  ),
  zone(
    "./app/components/ui",
    ["./app/components/layout", "./app/components/sections"],
    "components/ui knows no layout or sections.",
  ),
  zone("./app/components/layout", "./app/components/sections", "Layout does not import sections."),
  zone(
    "./app/components/sections",
    "./app/components/layout",
    "Sections do not import the layout.",
  ),
  zone(
    ["./app/components", "./app/schemas", "./app/rules", "./app/admin"],
    "./app/lib/islands.ts",
    "Presentational code knows nothing of islands: the route places them.",
  ),
  zone(
    ["./app/schemas", "./app/rules", "./app/lib"],
    ["./app/components", ...PAGES, "./app/islands", "./app/admin"],
    "schemas/, rules/ and lib/ import no components, routes, islands or CMS (docs/architecture.md › Conventions: imports go one way).",
  ),
  zone(
    ["./app/schemas", "./app/rules"],
    "./app/lib",
    "schemas/ and rules/ import no lib (lib reads them).",
  ),
  zone(["./app/islands", "./app/admin"], PAGES, "Islands and the CMS render sections, not routes."),
  // The one exception: app/shared/ and the page list are plain values every side may import;
  // the server also the form's rules, which the email stand-in applies (docs/product.md §28).
  zone(["./hosting", "./functions", "./app/shared"], "./app", OUTSIDE_APP, [
    "./shared",
    "./pages.ts",
  ]),
  zone("./server", "./app", OUTSIDE_APP, [
    "./shared",
    "./pages.ts",
    "./lib/inquiry.ts",
    "./lib/inquiry-fields.ts",
  ]),
  zone(
    "./hosting",
    ["./server", "./build-tools", "./functions", "./scripts", "./tests"],
    "hosting/ is the layer the build and the server stand on: it imports neither of them (nor the Functions, launchers or tests).",
  ),
  zone(
    "./build-tools",
    "./server",
    "The build code never imports the server: what both need (the output's layout, the HTTP policy, the headers) is in hosting/.",
  ),
  zone(
    "./app",
    ["./server", "./hosting"],
    "The app does not import the server or hosting/: what they share with it is in app/shared/.",
  ),
  zone(
    "./functions",
    ["./build-tools", "./scripts", "./tests"],
    "Functions are thin adapters over server/.",
  ),
  zone(
    ["./build-tools", "./scripts"],
    ["./app/components", ...PAGES, "./app/islands"],
    "The build code and the launchers read data and logic, never components.",
  ),
  zone(
    "./app",
    ["./build-tools", "./scripts", "./tests"],
    "The app does not import the build code, the launchers or the tests.",
  ),
];
/**
 * A Playwright locator read once and handed to `expect` (`expect(await button.textContent())`):
 * each of these reads has a web-first assertion that waits for the value (toHaveText,
 * toHaveAttribute, toHaveValue, toBeVisible, toHaveCount...), and a read that does not wait fails
 * under load when the page is still updating (issue 33). The same check as
 * eslint-plugin-playwright's prefer-web-first-assertions and prefer-to-have-count, written with
 * the core rule: matched by method name, it only reaches a read written straight into `expect`.
 */
const ONE_SHOT_LOCATOR_READ = {
  selector:
    'CallExpression[callee.name="expect"] > AwaitExpression > CallExpression[callee.property.name=/^(textContent|innerText|innerHTML|allTextContents|allInnerTexts|getAttribute|inputValue|isChecked|isDisabled|isEditable|isEnabled|isHidden|isVisible|count)$/]',
  message:
    "A one-shot read does not wait: use the web-first assertion (await expect(locator).toHaveText(...), toHaveAttribute, toHaveValue, toBeVisible, toHaveCount...), or expect.poll.",
};
const NODE_ONLY = {
  regex: "\\.server(\\.tsx?)?$",
  allowTypeImports: true,
  message:
    "A *.server.ts module runs in Node only (the build): import its types with `import type`, or move what the browser needs into a plain module.",
};
const BUILD_AND_CMS_ONLY = {
  regex: "(schemas/[\\w./-]+|rules/business-days)(\\.tsx?)?$",
  allowTypeImports: true,
  message:
    "The data files' schemas and their checks run in the build and in /admin/, never in the public pages: import their types with `import type`.",
};
/** What the public pages are made of: no validator or holiday table reaches a visitor. */
const PUBLIC_PAGE_CODE = ["app/components", "app/routes", "app/lib", "app/islands"];

export default tseslint.config(
  // node_modules/ is ESLint's own default.
  { ignores: ["build", "build.*/", ".react-router/", "test-results/", "var/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `const { left, ...kept } = value` names what it leaves out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    plugins: { "import-x": importX },
    // import-x's own resolver, told tsconfig.json's `~/` paths and TypeScript's extensions.
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: "tsconfig.json" },
          extensions: [".ts", ".tsx", ".d.ts", ".mjs", ".js", ".json"],
          conditionNames: ["types", "import", "default"],
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: importZones }],
      "import-x/no-cycle": "error",
      // Relative and `~/` imports name their file: Vite's native config loader and Node's own
      // TypeScript support resolve no extensionless path.
      "import-x/extensions": ["error", "ignorePackages", { checkTypeImports: true }],
    },
  },
  {
    // Node-only modules are named `*.server.ts` (the loader, the CMS's field derivation): browser
    // code may take their types, never their values. React Router refuses them in a route's
    // client bundle too; this also covers the CMS and the islands.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NODE_ONLY] }],
    },
  },
  {
    // The schema and its checks run in the build and in /admin/ (the CMS checks every value with
    // them before save), never in the public pages: their code takes the types only.
    files: [...PUBLIC_PAGE_CODE.map((folder) => `${folder}/**/*.{ts,tsx}`), "app/root.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [NODE_ONLY, BUILD_AND_CMS_ONLY] },
      ],
    },
  },
  {
    // Every assertion on something that updates waits for it (issue 33). Not the engines'
    // journeys: their EnginePage (engines/engine.ts) has reads of the same names and no
    // web-first assertions, so they wait with expect.poll.
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/engines/**"],
    rules: { "no-restricted-syntax": ["error", ONE_SHOT_LOCATOR_READ] },
  },
  {
    // The data files reach the app as a module the build makes (virtual:content), which has no
    // path for the zones above to check: ui/ is kept from it by name.
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        ...["virtual:content", "virtual:config"].map((name) => ({
          name,
          message: "components/ui has no business facts: take them as props.",
        })),
      ],
    },
  },
);
