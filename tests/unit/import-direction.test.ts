/** ESLint holds STYLE.md's import direction: a wrong arrow fails `npm run lint`. */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the import direction", () => {
  it.each([
    ["app/components/ui/badge.tsx", 'import { messages } from "~/content/messages";'],
    ["app/components/layout/nav.tsx", 'import { Hero } from "~/components/sections/hero";'],
    ["app/components/sections/card.tsx", 'import { islandRoots } from "~/lib/islands";'],
    ["app/content/copy.ts", 'import { config } from "~/lib/config";'],
    ["app/lib/util.ts", 'import { Card } from "~/components/ui/card";'],
    ["server/extra.ts", 'import { config } from "~/lib/config";'],
  ])("refuses %s importing against it", async (filePath, code) => {
    expect(await problemsOf(filePath, `${code}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ["app/routes/home.tsx", 'import { Hero } from "~/components/sections/hero";'],
    ["app/components/sections/hero.tsx", 'import { Card } from "~/components/ui/card";'],
    ["app/lib/seo.ts", 'import { pages } from "~/content/pages";'],
    ["server/http-policy.ts", 'import { pages } from "~/shared";'],
  ])("allows %s importing with it", async (filePath, code) => {
    expect(await problemsOf(filePath, `${code}\nexport const x = 1;\n`)).toEqual([]);
  });
});
