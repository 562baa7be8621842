import { defineConfig } from "vitest/config";

import { contentPlugin } from "./scripts/content-plugin";

// Kept apart from vite.config.ts so the React Router plugin stays out of Vitest (STYLE.md).
export default defineConfig({
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
  },
});
