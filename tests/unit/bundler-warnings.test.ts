import { describe, expect, it, vi } from "vitest";

import { onBundlerLog, packageOf } from "../../build-tools/bundler-warnings.ts";

/** What the build prints of one log: the logs its handler was handed. */
function printed(level: "warn" | "info", log: { code?: string; message: string; id?: string }) {
  const handler = vi.fn();
  onBundlerLog(level, log, handler);
  return handler.mock.calls;
}

const root = "/home/someone/montgomery-tax-site";

describe("the bundler's warnings", () => {
  it("leaves out the named ones about the named packages", () => {
    const useClient = {
      code: "MODULE_LEVEL_DIRECTIVE",
      message: 'Module level directives cause errors when bundled, "use client" in …',
      id: `${root}/node_modules/react-toastify/dist/unstyled.mjs`,
    };
    const evalInToml = {
      code: "EVAL",
      message: "Use of direct `eval` function is strongly discouraged",
      id: `${root}/node_modules/@iarna/toml/lib/toml-parser.js`,
    };
    expect(printed("warn", useClient)).toEqual([]);
    expect(printed("warn", evalInToml)).toEqual([]);
  });

  it("prints the same warning about our own code or another package", () => {
    for (const id of [`${root}/app/lib/hours.ts`, `${root}/node_modules/left-pad/index.js`]) {
      const log = { code: "EVAL", message: "Use of direct `eval`", id };
      expect(printed("warn", log)).toEqual([["warn", log]]);
    }
  });

  it("prints any other warning, and every message that is not a warning", () => {
    const useServer = {
      code: "MODULE_LEVEL_DIRECTIVE",
      message: '"use server" in … may not be preserved',
      id: `${root}/node_modules/react-toastify/dist/unstyled.mjs`,
    };
    const other = { code: "CIRCULAR_REEXPORT", message: "…", id: useServer.id };
    expect(printed("warn", useServer)).toEqual([["warn", useServer]]);
    expect(printed("warn", other)).toEqual([["warn", other]]);
    const info = { code: "EVAL", message: "…", id: `${root}/node_modules/gray-matter/index.js` };
    expect(printed("info", info)).toEqual([["info", info]]);
  });

  it("names the package a module path belongs to, scoped or nested", () => {
    expect(packageOf(`${root}/node_modules/@iarna/toml/lib/toml-parser.js`)).toBe("@iarna/toml");
    expect(packageOf(`${root}/node_modules/decap-cms-core/node_modules/react-toastify/x.mjs`)).toBe(
      "react-toastify",
    );
    expect(packageOf(`${root}/app/lib/hours.ts`)).toBeUndefined();
  });
});
