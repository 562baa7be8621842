/**
 * The owner's pages are never a failed test (docs/product.md §22): the build weighs each page
 * against the first round trip (build-tools/page-weight.ts) and warns, naming the page.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, it } from "vitest";

import { pagesOverBudget } from "../../build-tools/page-weight.ts";

it("warns for a page over its budget, before and after its later part, and for no other", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  // Bytes no compressor shrinks, before and after where Resources' later months begin.
  const noise = (kilobytes: number) => randomBytes(kilobytes * 1024).toString("base64");
  writeFileSync(
    path.join(dir, "Heavy.html"),
    `<p>${noise(15)}</p><details data-for="x">${noise(2)}`,
  );
  writeFileSync(
    path.join(dir, "Light.html"),
    `<p>${noise(9)}</p><details data-for="x">${noise(2)}`,
  );
  try {
    expect(pagesOverBudget(dir, ["Light.html"])).toBeUndefined();
    expect(pagesOverBudget(dir, ["Light.html", "Heavy.html"])?.split("\n")[1]).toMatch(
      /^ {2}- Heavy\.html: 1\d{4} B before its later part \(budget 14336\), 1\d{4} B whole \(budget 16384\)$/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
