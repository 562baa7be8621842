/**
 * The owner's Markdown is Markdown (app/schemas/markdown.server.ts): raw HTML is shown as text,
 * a link or an image goes nowhere but the web, an email, a phone or the site, a phone number is a
 * link to call it, and what was not kept is said, naming the file, by the build.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { loadContent } from "~/schemas/load.server.ts";
import { ownersMarkdown } from "~/schemas/markdown.server.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const HOSTILE = [
  '<meta http-equiv="refresh" content="0; url=https://evil.example/">',
  "",
  'Hello <iframe src="https://evil.example/"></iframe> there.',
  "",
  '<form action="https://evil.example/"><input name="ssn"></form>',
  "",
  "<script>alert(1)</script>",
  "",
  "<style>body{display:none}</style>",
  "",
  'An <img src="x" onerror="alert(1)"> image.',
  "",
  "[Click](javascript:alert(1)) and [this](data:text/html,<b>hi</b>) and ![x](data:image/png;base64,AAAA).",
  "",
  "[Our hours](/ContactUs), [mail](mailto:desk@fernhill.example), [call](tel:+19375550187), [the IRS](https://www.irs.gov/).",
  "",
  "Call (937) 555-0187 or [937-555-0188](https://www.irs.gov/) from 2026-11-24 on.",
].join("\n");

describe("the owner's Markdown", () => {
  const { html, notKept } = ownersMarkdown(HOSTILE);

  it("publishes no element the owner did not write in Markdown", () => {
    for (const element of ["<meta", "<iframe", "<form", "<input", "<script", "<style", "<img"]) {
      expect(html).not.toContain(element);
    }
    expect(html).not.toMatch(/<[^>]* on\w+=/);
    expect(html).not.toMatch(/href="(javascript|data):/);
    expect(html).not.toMatch(/src="data:/);
  });

  it("shows raw HTML as the text it is", () => {
    expect(html).toContain("&#60;meta http-equiv=&#34;refresh&#34;");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("keeps a bad link's words, and every good link", () => {
    expect(html).toContain("Click");
    expect(html).toContain('<a href="/ContactUs">Our hours</a>');
    expect(html).toContain('<a href="mailto:desk@fernhill.example">mail</a>');
    expect(html).toContain('<a href="tel:+19375550187">call</a>');
    expect(html).toContain('<a href="https://www.irs.gov/">the IRS</a>');
    // A phone number written in the text is a tel: link; in a link's words or a date, it is not.
    expect(html).toContain(
      'Call <a href="tel:+19375550187">(937) 555-0187</a> or <a href="https://www.irs.gov/">937-555-0188</a> from 2026-11-24 on.',
    );
  });

  it("says what it did not keep", () => {
    expect(notKept).toEqual(
      expect.arrayContaining([
        'HTML shown as text: <meta http-equiv="refresh" content="0; url=https://evil.example/">',
        "a link to javascript:alert(1) kept as words only",
        "a link to data:text/html,<b>hi</b> kept as words only",
        "an image from data:image/png;base64,AAAA left out",
      ]),
    );
  });
});

describe("a build from a Markdown file holding HTML", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("publishes none of it and names the file", () => {
    folder = mkdtempSync(path.join(tmpdir(), "markdown-"));
    cpSync(FIXTURE_CONTENT_PATH, folder, { recursive: true });
    // The page's own fields kept, its body the hostile text.
    const file = path.join(folder, "pages/about-us.md");
    const [frontMatter] = readFileSync(file, "utf8").match(/^---\n[\s\S]*?\n---\n/) ?? [];
    writeFileSync(file, `${frontMatter}\n${HOSTILE}\n`);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { aboutUs } = loadContent(folder);
    expect(aboutUs.html).not.toMatch(/<(meta|iframe|form|script|style)\b/);
    expect(warn).toHaveBeenCalledWith(
      'content/pages/about-us.md: HTML shown as text: <meta http-equiv="refresh" content="0; url=https://evil.example/">',
    );
    expect(warn).toHaveBeenCalledWith(
      "content/pages/about-us.md: a link to javascript:alert(1) kept as words only",
    );
  });
});
