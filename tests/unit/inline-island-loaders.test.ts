import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { gzipBytes } from "../../build-tools/first-round-trip";
import { inlineScriptHashes } from "../../build-tools/host-files";
import {
  inlineIslandLoaders,
  inlineIslandLoadersInto,
  whyNotInlinableScript,
} from "../../build-tools/inline-island-loaders";

const LOADER = "setTimeout(()=>void import(`../assets/contact-island-Ab12.js`),0);";
const TAG = '<script type="module" src="/islands/contact.js" fetchPriority="low"></script>';

function page(body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><main>${body}</main>${TAG}</body></html>`;
}

describe("inlineIslandLoaders", () => {
  const read = (src: string) => {
    if (src !== "/islands/contact.js") throw new Error(`unexpected ${src}`);
    return LOADER;
  };

  it("moves the loader into the page as an inline module script with the exact code", () => {
    const result = inlineIslandLoaders(page("<h1>Contact Us</h1>"), read);
    expect(result.inlined).toEqual(["/islands/contact.js"]);
    expect(result.html).not.toContain("/islands/contact.js");
    expect(result.html).toContain(`<script type="module">${LOADER}</script>`);
    // The CSP then carries the hash of exactly that text.
    expect(inlineScriptHashes(result.html)).toHaveLength(1);
  });

  it("keeps the <script src> when the page would no longer fit the budget", () => {
    const html = page("<h1>Contact Us</h1>");
    const result = inlineIslandLoaders(html, read, 100);
    expect(result.html).toBe(html);
    expect(result.inlined).toEqual([]);
    expect(result.keptBecause).toMatch(/over 100 B/);
  });

  it("leaves pages without an island as they are", () => {
    const html = "<html><body><h1>Planning</h1></body></html>";
    expect(inlineIslandLoaders(html, read)).toEqual({
      html,
      inlined: [],
      gzipBytes: gzipBytes(html),
    });
  });

  it("refuses code that would end the element, change under the parser or resolve elsewhere", () => {
    expect(whyNotInlinableScript(LOADER)).toBeUndefined();
    expect(whyNotInlinableScript('const s="</script>";')).toMatch(/<\/script/);
    expect(whyNotInlinableScript("a();<!--b")).toMatch(/<!--/);
    expect(whyNotInlinableScript("a();\r\nb();")).toMatch(/carriage return/);
    expect(whyNotInlinableScript('import("./chunk.js")')).toMatch(/relative to its own folder/);
    const html = page("<h1>Contact Us</h1>");
    expect(inlineIslandLoaders(html, () => 'import("./chunk.js")').html).toBe(html);
  });
});

describe("inlineIslandLoadersInto", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("rewrites the listed pages that load an island, from the built loader", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inline-loaders-"));
    await mkdir(path.join(dir, "islands"));
    await writeFile(path.join(dir, "islands", "contact.js"), `${LOADER}\n`);
    await writeFile(path.join(dir, "ContactUs.html"), page("<h1>Contact Us</h1>"));
    await writeFile(path.join(dir, "Planning.html"), "<html><body>Planning</body></html>");
    const results = await inlineIslandLoadersInto(dir, ["ContactUs.html", "Planning.html"], {
      quiet: true,
    });
    expect(results.map((result) => result.inlined)).toEqual([["/islands/contact.js"], []]);
    const contact = await readFile(path.join(dir, "ContactUs.html"), "utf8");
    expect(contact).toContain(`<script type="module">${LOADER}</script>`);
    expect(await readFile(path.join(dir, "Planning.html"), "utf8")).toBe(
      "<html><body>Planning</body></html>",
    );
  });
});
