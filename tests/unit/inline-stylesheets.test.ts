import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { FIRST_ROUND_TRIP_BYTES, gzipBytes } from "../../build-tools/first-round-trip";
import { cspHash, inlineStyleHashes } from "../../build-tools/host-files";
import {
  inlineStylesheets,
  inlineStylesheetsInto,
  whyNotInlinable,
} from "../../build-tools/inline-stylesheets";

const CSS = "body{color:#1e293b}.site-header{view-transition-name:site-header}";
const CSS_HREF = "/assets/root-Ab12Cd34.css";

function page(head: string, body = "<h1>Planning</h1>"): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
}

/** Text that gzip cannot shrink much: a page this long overflows the first round trip. */
function incompressible(bytes: number): string {
  let seed = 1;
  let text = "";
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += seed.toString(36);
  }
  return text;
}

describe("inlineStylesheets", () => {
  const read = (href: string) => {
    if (href !== CSS_HREF) throw new Error(`unexpected ${href}`);
    return CSS;
  };

  it("replaces the stylesheet link with a <style> holding the same CSS, exactly", () => {
    const html = page(`<link rel="stylesheet" href="${CSS_HREF}"/>`);
    const result = inlineStylesheets(html, read);
    expect(result.inlined).toEqual([CSS_HREF]);
    expect(result.html).toBe(page(`<style>${CSS}</style>`));
    expect(result.html).not.toContain("<link");
    expect(result.gzipBytes).toBe(gzipBytes(result.html));
  });

  it("leaves other links alone: icons, canonical, preloads, other origins, media queries", () => {
    const others = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      '<link rel="canonical" href="https://www.example.com/Planning"/>',
      `<link rel="preload" href="${CSS_HREF}" as="style"/>`,
      '<link rel="stylesheet" href="https://cdn.example.com/x.css"/>',
      '<link rel="stylesheet" href="/favicon.css"/>',
      `<link rel="stylesheet" href="${CSS_HREF}" media="print"/>`,
    ].join("");
    const html = page(others);
    expect(inlineStylesheets(html, read)).toEqual({
      html,
      inlined: [],
      gzipBytes: gzipBytes(html),
    });
  });

  it("keeps the link when the page would no longer fit the first round trip (14 KB gzip)", () => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14 * 1024);
    const html = page(
      `<link rel="stylesheet" href="${CSS_HREF}"/>`,
      `<p>${incompressible(FIRST_ROUND_TRIP_BYTES * 2)}</p>`,
    );
    const result = inlineStylesheets(html, read);
    expect(result.html).toBe(html);
    expect(result.inlined).toEqual([]);
    expect(result.keptBecause).toMatch(/over 14336 B/);
  });

  it("inlines right up to the budget, and not one byte over", () => {
    const html = page(`<link rel="stylesheet" href="${CSS_HREF}"/>`);
    const inlinedSize = gzipBytes(page(`<style>${CSS}</style>`));
    expect(inlineStylesheets(html, read, inlinedSize).inlined).toEqual([CSS_HREF]);
    expect(inlineStylesheets(html, read, inlinedSize - 1).inlined).toEqual([]);
  });

  it("inlines all of a page's stylesheets or none", () => {
    const second = "/assets/extra-Zz99Yy88.css";
    const html = page(
      `<link rel="stylesheet" href="${CSS_HREF}"/><link rel="stylesheet" href="${second}"/>`,
    );
    const readBoth = (href: string) => (href === second ? "a{background:url(x.png)}" : CSS);
    const result = inlineStylesheets(html, readBoth);
    expect(result.html).toBe(html);
    expect(result.keptBecause).toMatch(/extra-Zz99Yy88\.css: it has a relative url\(\)/);
  });
});

describe("whyNotInlinable", () => {
  it.each([
    ["a{}</style><script>alert(1)</script>", /<\/style/],
    ["a{}</STYLE >", /<\/style/],
    ["a{color:red}\r\nb{}", /carriage return/],
    ['@import "other.css";', /imports/],
    ["a{background:url(x.png)}", /relative url/],
    ["a{background:url( 'img/x.png' )}", /relative url/],
  ])("refuses %j", (css, reason) => {
    expect(whyNotInlinable(css)).toMatch(reason);
  });

  it.each([
    "a{background:url(/assets/x-1.png)}",
    "a{background:url( '/assets/x.png' )}",
    'a{background:url("data:image/svg+xml,%3Csvg%3E")}',
    "a{mask:url(#clip)}",
    "a{background:url(https://example.com/x.png)}",
    ":root{--font-sans:system-ui}",
  ])("accepts %j", (css) => {
    expect(whyNotInlinable(css)).toBeUndefined();
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each <style> element's exact text, as browsers do for the CSP", () => {
    const html = page(`<style>${CSS}</style>`, "<style>\n.x{}\n</style><p>text</p>");
    expect(inlineStyleHashes(html)).toEqual([cspHash(CSS), cspHash("\n.x{}\n")]);
    // The CSP specification's example, applied to a style's text.
    expect(cspHash("alert('Hello, world.');")).toBe(
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    );
  });

  it("hashes UTF-8 bytes, so non-ASCII CSS keeps its hash", () => {
    const css = '.quote::before{content:"“"}';
    expect(inlineStyleHashes(`<style>${css}</style>`)).toEqual([cspHash(css)]);
    expect(cspHash(css)).not.toBe(cspHash('.quote::before{content:"\\201C"}'));
  });
});

describe("inlineStylesheetsInto a build folder", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("rewrites every page that fits, leaves the one that does not, and keeps the CSS file", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inline-css-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, CSS_HREF), CSS);
    const link = `<link rel="stylesheet" href="${CSS_HREF}"/>`;
    await writeFile(path.join(dir, "index.html"), page(link));
    await writeFile(path.join(dir, "404.html"), page(link, "<h1>Not found</h1>"));
    const big = page(link, `<p>${incompressible(FIRST_ROUND_TRIP_BYTES * 2)}</p>`);
    await writeFile(path.join(dir, "Big.html"), big);

    const results = await inlineStylesheetsInto(dir, { quiet: true });
    expect(results.map((result) => result.inlined.length)).toEqual([1, 0, 1]); // 404, Big, index
    expect(await readFile(path.join(dir, "index.html"), "utf8")).toBe(
      page(`<style>${CSS}</style>`),
    );
    expect(await readFile(path.join(dir, "404.html"), "utf8")).toContain(`<style>${CSS}</style>`);
    expect(await readFile(path.join(dir, "Big.html"), "utf8")).toBe(big);
    expect(await readFile(path.join(dir, CSS_HREF), "utf8")).toBe(CSS);
  });

  it("stops the build when a page links a stylesheet the build lacks", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inline-css-"));
    await writeFile(
      path.join(dir, "index.html"),
      page(`<link rel="stylesheet" href="${CSS_HREF}"/>`),
    );
    await expect(inlineStylesheetsInto(dir, { quiet: true })).rejects.toThrow(
      `index.html links ${CSS_HREF}, which the build lacks.`,
    );
  });
});
