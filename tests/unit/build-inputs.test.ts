/**
 * `npm start` rebuilds when anything the build reads has changed (docs/architecture.md › Conventions: an edited CSP or
 * Vite config is never silently not served): the inputs' fingerprint covers every file of the
 * project but the ignored and those known not to matter, the content folder and the build-time
 * settings, with no list of what the build reads to forget a new file in.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import ignore from "ignore";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  codeInputsFingerprint,
  buildInputFiles,
  buildInputsFingerprint,
  NOT_BUILD_INPUTS,
} from "../../build-tools/build-inputs.ts";
import { siteNow } from "~/shared/clock.ts";
import { FIXTURE_CONTENT_DIR, FIXTURE_NOW } from "../fixtures/content-dir.ts";

const environment = { PATH: process.env.PATH };
const relative = (files: string[], root = process.cwd()) =>
  files.map((file) => path.relative(root, file).split(path.sep).join("/"));

describe("the build's inputs", () => {
  it("are the files git tracks or would track, but those known not to matter", () => {
    const git = execFileSync("git", [
      "ls-files",
      "-z",
      "--cached",
      "--others",
      "--exclude-standard",
    ])
      .toString()
      .split("\0")
      .filter((file) => file !== "" && existsSync(file));
    const notInputs = ignore().add(NOT_BUILD_INPUTS);
    const expected = git.filter((file) => !notInputs.ignores(file));
    expect(relative(buildInputFiles(environment)).sort()).toEqual(expected.sort());
    expect(expected).toContain("vite.config.ts");
    expect(expected).toContain("app/content/pages/about-us.md");
  });

  it("include another content folder when CONTENT_DIR names one", () => {
    const files = relative(buildInputFiles({ ...environment, CONTENT_DIR: FIXTURE_CONTENT_DIR }));
    expect(files).toContain(`${FIXTURE_CONTENT_DIR}/tax-dates.yaml`);
    const variant = "tests/fixtures/content-owner-options";
    const layered = relative(
      buildInputFiles({ ...environment, CONTENT_DIR: [FIXTURE_CONTENT_DIR, variant].join(":") }),
    );
    expect(layered).toContain(`${FIXTURE_CONTENT_DIR}/tax-dates.yaml`);
    expect(layered).toContain(`${variant}/notice.yaml`);
  });

  it("fingerprint the same inputs the same way, and change with a setting, the content folder or the build's day", () => {
    const now = buildInputsFingerprint(environment);
    expect(buildInputsFingerprint(environment)).toBe(now);
    expect(
      buildInputsFingerprint({ ...environment, VITE_SITE_URL: "https://tax.example.org" }),
    ).not.toBe(now);
    expect(buildInputsFingerprint({ ...environment, CONTENT_DIR: FIXTURE_CONTENT_DIR })).not.toBe(
      now,
    );
    expect(buildInputsFingerprint({ ...environment, BUILD_NOW: FIXTURE_NOW })).not.toBe(now);
  });

  it("read the build's day from BUILD_NOW, refusing one that is no instant", () => {
    vi.stubEnv("BUILD_NOW", FIXTURE_NOW);
    expect(siteNow().toISOString()).toBe("2098-12-01T15:00:00.000Z");
    vi.stubEnv("BUILD_NOW", "tomorrow");
    expect(siteNow).toThrow(
      'BUILD_NOW must be an ISO 8601 instant such as 2098-12-01T10:00:00-05:00, not "tomorrow"',
    );
  });
});

describe("the fingerprint of a project", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  // Each project: a git-ignore file and one code file.
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
    write(".gitignore", "node_modules/\nbuild/\n");
    write("app/root.tsx", "export default 1;\n");
  });

  it("of its code leaves out the owner's data files (a page's file included), the settings and the files' times", () => {
    write("app/content/hours.yaml", "a: 1\n");
    write("app/content/pages/about-us.md", "About us.\n");
    const code = () => codeInputsFingerprint(environment, root);
    const before = code();
    write("app/content/hours.yaml", "a: 2, longer\n");
    write("app/content/pages/about-us.md", "About us, longer.\n");
    expect(code()).toBe(before);
    // A copy of the project, built with other settings: the same code (the CMS's bundle).
    utimesSync(path.join(root, "app/root.tsx"), 0, 0);
    const local = { ...environment, VITE_CMS_LOCAL_BACKEND: "http://localhost:9/api/v1" };
    expect(codeInputsFingerprint(local, root)).toBe(before);
    write("app/root.tsx", "export default 2 + 1;\n");
    expect(code()).not.toBe(before);
  });

  it("of its code leaves out the owner's uploads, which the whole fingerprint holds", () => {
    const code = () => codeInputsFingerprint(environment, root);
    const whole = () => buildInputsFingerprint(environment, root);
    const [codeBefore, wholeBefore] = [code(), whole()];
    write("app/content/uploads/portrait.jpg", "a new photo\n");
    expect(code()).toBe(codeBefore);
    expect(whole()).not.toBe(wholeBefore);
    // A content folder's own uploads (a test variant's photo) the same.
    const variant = { ...environment, CONTENT_DIR: "variant" };
    const variantBefore = [
      codeInputsFingerprint(variant, root),
      buildInputsFingerprint(variant, root),
    ];
    write("variant/uploads/portrait.jpg", "the variant's photo\n");
    expect(codeInputsFingerprint(variant, root)).toBe(variantBefore[0]);
    expect(buildInputsFingerprint(variant, root)).not.toBe(variantBefore[1]);
  });

  it("changes with a new file in a new folder or an edited content text, not with a test, a doc or the build", () => {
    write("app/content/pages/about-us.md", "About us.\n");
    write("tests/unit/a.test.ts", "test 1\n");
    write("README.md", "Read me.\n");
    const fingerprint = () => buildInputsFingerprint(environment, root);
    const before = fingerprint();

    write("tests/unit/a.test.ts", "a longer test 2\n");
    write("tests/e2e/new.spec.ts", "new\n");
    write("README.md", "Read me, longer.\n");
    write("build/client/index.html", "<p>built</p>\n");
    write("node_modules/x/index.js", "x\n");
    expect(fingerprint()).toBe(before);

    write("some-new-tool/config.json", "{}\n");
    const withConfig = fingerprint();
    expect(withConfig).not.toBe(before);
    expect(relative(buildInputFiles(environment, root), root)).toContain(
      "some-new-tool/config.json",
    );

    write("app/content/pages/about-us.md", "About us, longer.\n");
    expect(fingerprint()).not.toBe(withConfig);
  });
});
