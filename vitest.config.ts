import { defineConfig } from "vitest/config";

import { contentPlugin } from "./build-tools/content-plugin.ts";
import { FIXTURE_CONTENT_DIR, FIXTURE_CONTENT_PATH } from "./tests/fixtures/content-dir.ts";

// Kept apart from vite.config.ts so the React Router plugin stays out of Vitest (docs/architecture.md › Conventions).
export default defineConfig({
  // Tests run on fixture data files, never on the owner's live ones (docs/architecture.md › Conventions).
  plugins: [contentPlugin([FIXTURE_CONTENT_PATH])],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    env: { CONTENT_DIR: FIXTURE_CONTENT_DIR },
  },
});
