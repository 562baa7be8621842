/**
 * What a build says it published is what its pages were made of: each data file's sha256 is
 * taken from the bytes the loader read, and one `react-router build` loads the content once, so
 * a file the owner saves while a build runs is not reported as live by that build (the CMS would
 * say "live on the site" while the page still showed the old words).
 */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { contentFiles } from "~/schemas/data-files.ts";
import { loadContentAndSources } from "~/schemas/load.server.ts";

import { contentPlugin, loadedContent } from "../../build-tools/content-plugin.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function fixtureCopy(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "published-"));
  folders.push(folder);
  cpSync(FIXTURE_CONTENT_PATH, folder, { recursive: true });
  return folder;
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("the sources of a build", () => {
  it("are the sha256 of each data file's bytes as the loader read them", () => {
    const { sources } = loadContentAndSources(FIXTURE_CONTENT_PATH);
    expect(Object.keys(sources)).toEqual(Object.values(contentFiles).map(({ file }) => file));
    for (const { file } of Object.values(contentFiles)) {
      expect(sources[file], file).toBe(sha256(path.join(FIXTURE_CONTENT_PATH, file)));
    }
  });

  it("stay those of the content the build loaded when a file is saved during the build", () => {
    const folder = fixtureCopy();
    const plugin = contentPlugin([folder]);
    const configResolved = plugin.configResolved as (config: object) => void;
    configResolved({ command: "build", mode: "production" });
    const first = loadedContent([folder]);
    const file = path.join(folder, "pages/about-us.md");
    const before = sha256(file);

    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^heading: .*$/m, "heading: Saved later"),
    );
    const after = loadedContent([folder]);
    expect(after).toBe(first);
    expect(after.sources["pages/about-us.md"]).toBe(before);
    expect(after.content.aboutUs.heading).not.toBe("Saved later");
  });
});
