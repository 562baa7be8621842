import { readFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  renderHeadersFile,
  renderNginxServerBlock,
  renderRedirectsFile,
} from "../../build-tools/host-files.ts";
import { cspHash } from "../../build-tools/inline-assets-plugin.ts";
import {
  adminSecurityHeaders,
  pagePaths,
  redirectRules,
  speculationRules,
} from "../../hosting/http-policy.ts";
import {
  type BuildFixture,
  INLINE_SCRIPT,
  INLINE_STYLE,
  makeBuildFixture,
} from "./build-fixture.ts";

describe("generated host files", () => {
  const headers = {
    "Content-Security-Policy": "default-src 'none'",
    "Permissions-Policy": 'fullscreen=(self "https://player.vimeo.com")',
  };

  it("_headers sets the security headers on every path and Cache-Control only on assets", () => {
    const file = renderHeadersFile(headers);
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'none'\n");
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(file.match(/Cache-Control/g)).toHaveLength(2);
  });

  it("_headers points each page to the speculation rules and gives the rules file its type", () => {
    const file = renderHeadersFile(headers);
    for (const pagePath of pagePaths) {
      expect(file).toContain(`\n${pagePath}\n  Speculation-Rules: "/speculation-rules.json"\n`);
    }
    expect(file.match(/Speculation-Rules/g)).toHaveLength(pagePaths.length);
    expect(file).toContain(
      "\n/speculation-rules.json\n  Content-Type: application/speculationrules+json\n",
    );
  });

  it("_redirects has one permanent rule per line", () => {
    const lines = renderRedirectsFile(redirectRules())
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(lines.length).toBe(redirectRules().length);
    for (const line of lines) expect(line).toMatch(/^\/\S* +\/\S* 301$/);
  });

  it("the nginx block sets headers once, at server level, where every location inherits them", () => {
    const adminHeaders = adminSecurityHeaders(headers, ["http://localhost:8081"]);
    const block = renderNginxServerBlock({ headers, adminHeaders, root: "/srv/site" });
    const locations = block.split("    location ").slice(1);
    expect(locations.length).toBeGreaterThan(10);
    // The CMS's location alone sets its own: all of them, since nginx drops the server's there.
    const [admin, ...others] = [
      locations.find((location) => location.startsWith("^~ /admin/")) ?? "",
      ...locations.filter((location) => !location.startsWith("^~ /admin/")),
    ];
    for (const location of others) expect(location).not.toContain("add_header");
    for (const name of Object.keys(adminHeaders)) expect(admin).toContain(`add_header ${name} `);
    expect(admin).toContain("'unsafe-eval'");
    expect(admin).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(block.split("'unsafe-eval'")).toHaveLength(2);
    expect(block).toContain(
      'add_header Permissions-Policy "fullscreen=(self \\"https://player.vimeo.com\\")" always;',
    );
    expect(block).toContain("root /srv/site;");
    expect(block).toContain("location = /Planning {\n        try_files /Planning.html =404;");
    expect(block).toContain("location ~* ^/planning(?:/+|\\.html)?$ {");
    expect(() => renderNginxServerBlock({ headers: { X: "$host" }, root: "/srv/site" })).toThrow();
  });

  it("the nginx block sends Speculation-Rules from the pages and the 404 page only", () => {
    const block = renderNginxServerBlock({ headers, root: "/srv/site" });
    expect(block).toContain('    set $speculation_rules "";\n');
    expect(block).toContain("    add_header Speculation-Rules $speculation_rules always;\n");
    const setting = 'set $speculation_rules "\\"/speculation-rules.json\\"";';
    expect(block).toContain(
      `location = /Planning {\n        try_files /Planning.html =404;\n        ${setting}\n`,
    );
    expect(block).toContain(`location = /404.html {\n        internal;\n        ${setting}\n`);
    expect(block.split(setting)).toHaveLength(pagePaths.length + 2);
    expect(block).toContain(
      "location = /speculation-rules.json {\n        types { }\n" +
        "        default_type application/speculationrules+json;\n",
    );
  });
});

describe("writeHostFiles on a build", () => {
  let fixture: BuildFixture;
  beforeAll(async () => {
    fixture = await makeBuildFixture();
  });
  afterAll(() => fixture.remove());

  it("writes _headers, _redirects, the nginx block and the headers the server reads", async () => {
    const read = (file: string) => readFile(path.join(fixture.buildDir, file), "utf8");
    expect(await read("client/_headers")).toContain(
      fixture.securityHeaders["Content-Security-Policy"],
    );
    expect(await read("client/_redirects")).toContain("/planning");
    expect(await read("nginx.conf")).toContain(`root ${fixture.clientDir};`);
    const written = JSON.parse(await read("security-headers.json")) as Record<string, object>;
    expect(written.headers).toEqual(fixture.securityHeaders);
    expect(written.adminHeaders).toMatchObject({
      "Content-Security-Policy": expect.stringContaining("'unsafe-eval'"),
      "X-Robots-Tag": "noindex, nofollow",
    });
    const headersFile = await read("client/_headers");
    expect(headersFile).toContain("/admin/*\n  ! Content-Security-Policy\n");
    expect(headersFile.split("'unsafe-eval'")).toHaveLength(2);
  });

  it("puts the hash the pages' build recorded for the island's loader in script-src", () => {
    const csp = fixture.securityHeaders["Content-Security-Policy"] ?? "";
    expect(csp).toContain(`script-src 'self' '${cspHash(INLINE_SCRIPT)}'`);
  });

  it("puts the hash the pages' build recorded for the stylesheet in style-src, once", () => {
    const csp = fixture.securityHeaders["Content-Security-Policy"] ?? "";
    expect(csp).toContain(`style-src 'self' '${cspHash(INLINE_STYLE)}';`);
    expect(csp.split(cspHash(INLINE_STYLE))).toHaveLength(2);
  });

  it("writes the speculation rules file from the policy", async () => {
    const file = path.join(fixture.clientDir, "speculation-rules.json");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual(speculationRules);
  });
});
