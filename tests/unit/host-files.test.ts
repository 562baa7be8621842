import { readFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { renderNginxServerBlock } from "../../build-tools/host-files.ts";
import { cspHash } from "../../build-tools/inline-assets-plugin.ts";
import { speculationRules } from "../../hosting/http-policy.ts";
import {
  type BuildFixture,
  INLINE_SCRIPT,
  INLINE_STYLE,
  makeBuildFixture,
} from "./build-fixture.ts";

// What each generated file makes a server do is the HTTP contract's, run on nginx and on
// Cloudflare Pages' runtime (tests/e2e/http-contract.ts); here, what no server run shows.
it("refuses a header value nginx would read as a variable", () => {
  expect(() => renderNginxServerBlock({ headers: { X: "$host" }, root: "/srv/site" })).toThrow();
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
