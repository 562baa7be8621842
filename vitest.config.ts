import path from "node:path";

import { defineConfig } from "vitest/config";

import { contentPlugin } from "./build-tools/content-plugin";

/** Tests run on fixture data files, never on the owner's live ones (STYLE.md › Tests). */
const FIXTURE_CONTENT_DIR = "tests/fixtures/content";

// Kept apart from vite.config.ts so the React Router plugin stays out of Vitest (STYLE.md).
export default defineConfig({
  plugins: [contentPlugin(path.resolve(FIXTURE_CONTENT_DIR))],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
    env: { CONTENT_DIR: FIXTURE_CONTENT_DIR },
  },
});
