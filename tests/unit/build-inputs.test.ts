/**
 * `npm start` rebuilds when anything the build reads has changed (STYLE.md: an edited CSP or
 * Vite config is never silently not served): the inputs' fingerprint covers the sources, the
 * configs, the content folder and the build-time settings.
 */
import path from "node:path";

import { describe, expect, it } from "vitest";

import { buildInputFiles, buildInputsFingerprint } from "../../build-tools/build-inputs.ts";
import { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir.ts";

const environment = { PATH: process.env.PATH };
const relative = (files: string[]) => files.map((file) => path.relative(process.cwd(), file));

describe("the build's inputs", () => {
  it("include the server's policy, the Vite and React Router configs and the build code", () => {
    const files = relative(buildInputFiles(environment));
    for (const file of [
      "server/http-policy.ts",
      "vite.config.ts",
      "react-router.config.ts",
      "build-tools/postbuild.ts",
      "app/root.tsx",
      "app/content/site.yaml",
      "package-lock.json",
    ]) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.startsWith("node_modules/"))).toBe(false);
  });

  it("include another content folder when CONTENT_DIR names one", () => {
    const files = relative(buildInputFiles({ ...environment, CONTENT_DIR: FIXTURE_CONTENT_DIR }));
    expect(files).toContain(`${FIXTURE_CONTENT_DIR}/tax-dates.yaml`);
  });

  it("fingerprint the same inputs the same way, and change with a setting or the content folder", () => {
    const now = buildInputsFingerprint(environment);
    expect(buildInputsFingerprint(environment)).toBe(now);
    expect(
      buildInputsFingerprint({ ...environment, VITE_SITE_URL: "https://tax.example.org" }),
    ).not.toBe(now);
    expect(buildInputsFingerprint({ ...environment, CONTENT_DIR: FIXTURE_CONTENT_DIR })).not.toBe(
      now,
    );
  });
});
