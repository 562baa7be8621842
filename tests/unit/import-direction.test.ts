/**
 * ESLint holds the import direction (docs/architecture.md › Conventions) on resolved paths: a wrong arrow fails `npm run lint`
 * however the import is spelled (relative or through the `~/` alias), and an import cycle too.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const x = 1;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith("import-x/"))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint loads the TypeScript resolver and the project: seconds on a shared machine.
describe("the import direction", { timeout: 30_000 }, () => {
  it.each([
    // The issue's own case: a relative import from ui/ into the page list.
    ["app/components/ui/badge.tsx", 'import { pages } from "../../pages.ts";'],
    ["app/components/ui/badge.tsx", 'import { pages } from "~/pages.ts";'],
    ["app/components/ui/badge.tsx", 'import { Hero } from "../sections/hero.tsx";'],
    ["app/components/layout/nav.tsx", 'import { Hero } from "~/components/sections/hero.tsx";'],
    ["app/components/sections/card.tsx", 'import { islandRoots } from "../../lib/islands.ts";'],
    ["app/components/sections/card.tsx", 'import Home from "~/routes/home.tsx";'],
    ["app/rules/copy.ts", 'import { absoluteUrl } from "../lib/seo.ts";'],
    ["app/lib/util.ts", 'import { Card } from "../components/ui/card.tsx";'],
    ["app/admin/extra.tsx", 'import Home from "../routes/home.tsx";'],
    ["server/extra.ts", 'import { siteConfigOf } from "../app/lib/site-config.ts";'],
    ["server/extra.ts", 'import { messages } from "~/interface-strings.ts";'],
    ["build-tools/extra.ts", 'import { Hero } from "../app/components/sections/hero.tsx";'],
    ["app/lib/extra.ts", 'import { writeHostFiles } from "../../build-tools/host-files.ts";'],
    ["app/admin/extra.tsx", 'import { start } from "../../server/github-oauth.ts";'],
    ["functions/api/extra.ts", 'import { config } from "../../app/lib/site-config.ts";'],
    // The build and the server stand on hosting/; the build never reaches into the server.
    ["build-tools/extra.ts", 'import { createServer } from "../server/app.ts";'],
    ["build-tools/extra.ts", 'import { listBuild } from "../server/static-files.ts";'],
    ["hosting/extra.ts", 'import { createServer } from "../server/app.ts";'],
    ["hosting/extra.ts", 'import { writeHostFiles } from "../build-tools/host-files.ts";'],
    ["hosting/extra.ts", 'import { siteConfigOf } from "../app/lib/site-config.ts";'],
    ["hosting/extra.ts", 'import { messages } from "~/interface-strings.ts";'],
    ["app/lib/extra.ts", 'import { CACHE_CONTROL } from "../../hosting/http-policy.ts";'],
  ])("refuses %s: %s", async (filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
    ]);
  });

  it.each([
    ["app/components/ui/badge.tsx", 'import { hours } from "virtual:content";'],
    ["app/components/ui/badge.tsx", 'import { config } from "virtual:config";'],
  ])("keeps the data files out of ui/: %s", async (filePath, code) => {
    const [result] = await eslint.lintText(`${code}\nexport const x = hours ?? config;\n`, {
      filePath,
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain("no-restricted-imports");
  });

  it.each([
    ["app/components/sections/hero.tsx", 'import { loadContent } from "~/schemas/load.server.ts";'],
    ["app/islands/contact.tsx", 'import { contentFiles } from "../schemas/data-files.ts";'],
    ["app/components/sections/hero.tsx", 'import { checkData } from "~/schemas/check.ts";'],
    ["app/islands/contact.tsx", 'import { cmsFiles } from "~/admin/cms-fields.server.ts";'],
    ["app/lib/hours.ts", 'import { nonBusinessDayReason } from "../rules/business-days.ts";'],
  ])(
    "keeps Node-only modules and the schema out of the public pages: %s: %s",
    async (filePath, code) => {
      const [result] = await eslint.lintText(`${code}\nexport const x = 1;\n`, { filePath });
      expect(result?.messages.map((message) => message.ruleId)).toContain(
        "@typescript-eslint/no-restricted-imports",
      );
    },
  );

  it.each([
    ["app/components/sections/hero.tsx", 'import type { Hours } from "~/schemas/data-files.ts";'],
    ["app/schemas/load.server.ts", 'import { contentFiles } from "./data-files.ts";'],
    ["app/admin/field-rules.ts", 'import { checkData } from "../schemas/check.ts";'],
  ])(
    "lets the pages take their types, and the build and the CMS their values: %s",
    async (filePath, code) => {
      const [result] = await eslint.lintText(`${code}\nexport const x = 1;\n`, { filePath });
      expect(result?.messages.map((message) => message.ruleId)).not.toContain(
        "@typescript-eslint/no-restricted-imports",
      );
    },
  );

  it.each([
    ["app/routes/home.tsx", 'import { Hero } from "~/components/sections/hero.tsx";'],
    ["app/components/sections/hero.tsx", 'import { Card } from "../ui/card.tsx";'],
    ["app/components/ui/badge.tsx", 'import { messages } from "../../interface-strings.ts";'],
    ["app/lib/seo.ts", 'import { pages } from "~/pages.ts";'],
    ["server/extra.ts", 'import { pages } from "../app/pages.ts";'],
    ["hosting/http-policy.ts", 'import { pages } from "../app/pages.ts";'],
    ["hosting/extra.ts", 'import { ADMIN_PATH } from "../app/shared/paths.ts";'],
    ["hosting/extra.ts", 'import { VIDEO_EMBED_FEATURES } from "../app/shared/video-player.ts";'],
    ["build-tools/extra.ts", 'import { CLIENT_DIR } from "../hosting/build-layout.ts";'],
    ["server/extra.ts", 'import { isAdminPath } from "../hosting/http-policy.ts";'],
    ["build-tools/extra.ts", 'import { loadContent } from "../app/schemas/load.server.ts";'],
    ["server/extra.ts", 'import { EMAIL_SEND_PATH } from "../app/shared/paths.ts";'],
    ["server/extra.ts", 'import { VIDEO_EMBED_FEATURES } from "../app/shared/video-player.ts";'],
    ["functions/api/extra.ts", 'import { start } from "../../server/github-oauth.ts";'],
    ["functions/api/extra.ts", 'import { SIGN_IN_PATHS } from "../../app/shared/paths.ts";'],
  ])("allows %s: %s", async (filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });
});
