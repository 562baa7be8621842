/**
 * What a copy of the project needs to build and serve the site: the code, its lock, its settings
 * and the launchers, no tests but their harness. The CMS journeys copy it (cms-copy.ts), a
 * server's checkout too (tests/e2e/production-install.spec.ts). Declared once, so a new
 * top-level folder of code is copied by both.
 */
export const PROJECT_FILES = [
  "app",
  "build-tools",
  "hosting",
  "public",
  "scripts",
  "server",
  "tests/harness",
  ".gitignore",
  ".node-version",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
] as const;
