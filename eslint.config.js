import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * STYLE.md's import direction, enforced: routes -> components -> ui; content and lib import no
 * components; components/ui knows no business words (no content); layout does not reach into
 * sections; only routes and the root place islands; the server reaches app/ through
 * app/shared.ts alone. Each entry: the files, then what they may not import.
 */
const ROUTES = { group: ["~/routes/*", "~/root"], message: "Only React Router imports routes." };
const COMPONENTS = {
  group: ["~/components/*"],
  message: "content/ and lib/ import no components (STYLE.md: imports go one way).",
};
const ISLANDS = {
  group: ["~/lib/islands"],
  message: "Presentational components know nothing of islands: the route places them.",
};
const importDirection = [
  [
    "app/components/ui/**",
    [
      ROUTES,
      ISLANDS,
      {
        group: ["~/content/*", "~/components/sections/*", "~/components/layout/*"],
        message: "components/ui has no business words: take them as props.",
      },
    ],
  ],
  [
    "app/components/layout/**",
    [
      ROUTES,
      ISLANDS,
      { group: ["~/components/sections/*"], message: "Layout does not import sections." },
    ],
  ],
  [
    "app/components/sections/**",
    [
      ROUTES,
      ISLANDS,
      { group: ["~/components/layout/*"], message: "Sections do not import the layout." },
    ],
  ],
  [
    "app/content/**",
    [
      ROUTES,
      COMPONENTS,
      { group: ["~/lib/*"], message: "content/ is data: it imports no lib (lib reads content)." },
    ],
  ],
  ["app/lib/**", [ROUTES, COMPONENTS]],
  [
    "server/**",
    [{ group: ["~/*", "!~/shared"], message: "The server reaches app/ only through ~/shared." }],
  ],
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "var/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  ...importDirection.map(([files, patterns]) => ({
    files: [files],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
);
