import { defineConfig } from "vitest/config";

import { contentPlugin } from "./build-tools/content-plugin.ts";
import { FIXTURE_CONTENT_DIR, FIXTURE_CONTENT_PATH } from "./tests/fixtures/content-dir.ts";

const UNIT_TESTS = "tests/unit/**/*.test.{ts,tsx}";
const OWN_MODULES = ["tests/unit/contact-form.test.tsx", "tests/unit/tax-dates-proposal.test.ts"];

// Kept apart from vite.config.ts so the React Router plugin stays out of Vitest (docs/architecture.md › Conventions).
export default defineConfig({
  // Tests run on fixture data files, never on the owner's live ones (docs/architecture.md › Conventions).
  plugins: [contentPlugin([FIXTURE_CONTENT_PATH])],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
    // In `npm test` the files share two cores with knip, cspell and the build: on a fresh clone a
    // form test typing a whole inquiry took 5.3 s (1 s alone), past Vitest's default 5 s.
    testTimeout: 15_000,
    unstubEnvs: true,
    env: { CONTENT_DIR: FIXTURE_CONTENT_DIR },
    // Threads sharing their modules across files: 37 s here against 99 s for a fresh process and
    // module graph per file. The files that replace a module (vi.mock) or read the content
    // plugin's once-per-process state keep their own (found by running the files shuffled).
    pool: "threads",
    // Every core: Vitest's own default here was one worker, the files one after another (40 s
    // alone, 31.5-33 s on both of this machine's cores; in `npm test` the other core waited idle).
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: { name: "shared", include: [UNIT_TESTS], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: "own", include: OWN_MODULES } },
    ],
  },
});
