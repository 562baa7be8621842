/**
 * Private stays private (docs/product.md §28), as a build leaves it: site.yaml with a sentinel in
 * every field the CMS calls "Not shown", for an office whose clients meet it by phone and video
 * (so its street is not shown either), on top of the fixture content. No file of the build's
 * output holds a sentinel: pages, scripts, /admin/published.json, the feeds, the prerender's
 * server bundle, and the .br and .gz files read decompressed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { parse, stringify } from "yaml";

import { cmsFiles } from "~/admin/cms-fields.server.ts";

import { ROOT_DIR } from "../../hosting/build-layout.ts";
import { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir.ts";
import { buildSite } from "../harness/processes.ts";
import { expect, test } from "./fixtures.ts";

interface Field {
  name: string;
  hint?: string;
  fields?: Field[];
}

/** The paths of the fields whose hint says "Not shown" (`["address", "street"]`). */
const notShown = (fields: Field[], at: string[] = []): string[][] =>
  fields.flatMap(({ name, hint, fields: inner }) => [
    ...(/\bnot shown\b/i.test(hint ?? "") ? [[...at, name]] : []),
    ...notShown(inner ?? [], [...at, name]),
  ]);

test.describe.configure({ timeout: 300_000 });

test("a build holds no value the CMS calls not shown, in any file it writes", async () => {
  const entry = cmsFiles().find(({ name }) => name === "site") as unknown as { fields: Field[] };
  const paths = notShown(entry.fields);
  expect(paths).toEqual(expect.arrayContaining([["webmaster"], ["address", "street"]]));
  const site = parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, "site.yaml"), "utf8"));
  const sentinels = paths.map((names) => {
    const sentinel = `Sentinel-${names.join("-")}-5309`;
    const parent = names.slice(0, -1).reduce((value, name) => value[name], site);
    parent[names.at(-1) as string] = sentinel;
    return sentinel;
  });
  site.meeting = "remote";
  const variant = mkdtempSync(path.join(ROOT_DIR, "var", "content-private-"));
  writeFileSync(path.join(variant, "site.yaml"), stringify(site));
  const run = await buildSite([FIXTURE_CONTENT_DIR, variant], "https://www.example.com");
  try {
    expect(run.code, run.output).toBe(0);
    const files = readdirSync(run.folder, { recursive: true, withFileTypes: true });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files.filter((candidate) => candidate.isFile())) {
      const where = path.join(file.parentPath, file.name);
      const bytes = readFileSync(where);
      const text = (
        where.endsWith(".br")
          ? brotliDecompressSync(bytes)
          : where.endsWith(".gz")
            ? gunzipSync(bytes)
            : bytes
      ).toString("utf8");
      for (const sentinel of sentinels) expect(text, where).not.toContain(sentinel);
    }
  } finally {
    run.remove();
    rmSync(variant, { recursive: true, force: true });
  }
});
