import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { completeLock, platformOf } from "../../scripts/complete-lockfile.ts";

describe("package-lock.json", () => {
  it("records every platform build npm ci checks for (run npm run lock:complete if this fails)", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    expect(completeLock(lock)).toEqual([]);
  });

  it("derives the platform of a native build from its name", () => {
    expect(platformOf("@rollup/rollup-linux-arm-musleabihf")).toEqual({
      os: ["linux"],
      cpu: ["arm"],
      libc: ["musl"],
    });
    expect(platformOf("@tailwindcss/oxide-win32-x64-msvc")).toEqual({
      os: ["win32"],
      cpu: ["x64"],
    });
    expect(platformOf("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: ["wasm32"] });
    expect(platformOf("@cloudflare/workerd-windows-64")).toEqual({ os: ["win32"], cpu: ["x64"] });
    expect(platformOf("left-pad")).toBeUndefined();
  });
});
