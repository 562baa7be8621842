import { describe, expect, it } from "vitest";

import {
  adminSecurityHeaders,
  cacheControlFor,
  canonicalPathFor,
  contentSecurityPolicy,
  documentHeaders,
  isAdminPath,
  isCompressible,
  pagePaths,
  permissionsPolicy,
  redirectFor,
  redirectRules,
  securityHeaders,
  type SecurityPolicyInputs,
  SPECULATION_RULES_PATH,
  speculationRules,
} from "../../hosting/http-policy.ts";

const HASH = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";
const STYLE_HASH = "sha256-yMaPYvud6FusgysYNFKPeyhqOkMm2BWRIbzs9gX2jTE=";
const base: SecurityPolicyInputs = {
  scriptHashes: [HASH],
  styleHashes: [STYLE_HASH],
  emailOrigin: null,
  frameOrigins: [],
  isProduction: true,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("denies by default and allows exactly what the pages use", () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'", `'${HASH}'`]);
    expect(csp.get("style-src")).toEqual(["'self'", `'${STYLE_HASH}'`]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("names no directive WebKit does not know (it logs an error for manifest-src)", () => {
    expect(directives(contentSecurityPolicy(base)).has("manifest-src")).toBe(false);
  });

  it("never allows inline code, eval or data: URLs", () => {
    const policy = contentSecurityPolicy({
      ...base,
      emailOrigin: "https://api.emailjs.com",
      frameOrigins: ["https://www.youtube-nocookie.com"],
    });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|data:|\*|http:/);
  });

  it("adds the configured EmailJS origin to connect-src and the video host to frame-src", () => {
    const csp = directives(
      contentSecurityPolicy({
        ...base,
        emailOrigin: "https://api.emailjs.com",
        frameOrigins: ["https://player.vimeo.com"],
      }),
    );
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(csp.get("frame-src")).toEqual(["https://player.vimeo.com"]);
  });

  it("refuses an http: origin in production, and anything that is not a bare origin", () => {
    expect(() => contentSecurityPolicy({ ...base, emailOrigin: "http://127.0.0.1:9999" })).toThrow(
      /https in production/,
    );
    expect(
      contentSecurityPolicy({ ...base, emailOrigin: "http://127.0.0.1:9999", isProduction: false }),
    ).toContain("connect-src 'self' http://127.0.0.1:9999");
    expect(() =>
      contentSecurityPolicy({ ...base, emailOrigin: "https://api.emailjs.com/api/v1.0" }),
    ).toThrow(/bare origin/);
    expect(() => contentSecurityPolicy({ ...base, scriptHashes: ["'unsafe-inline'"] })).toThrow(
      /hash/,
    );
  });

  it("refuses in production an origin not declared as loaded under its directive", () => {
    expect(() =>
      contentSecurityPolicy({ ...base, frameOrigins: ["https://www.example-tracker.com"] }),
    ).toThrow(
      "https://www.example-tracker.com is not declared in app/shared/third-parties.ts as loaded under frame-src",
    );
    expect(() =>
      contentSecurityPolicy({ ...base, emailOrigin: "https://www.youtube-nocookie.com" }),
    ).toThrow(/not declared in app\/shared\/third-parties.ts as loaded under connect-src/);
    expect(
      contentSecurityPolicy({
        ...base,
        frameOrigins: ["https://www.example-tracker.com"],
        isProduction: false,
      }),
    ).toContain("frame-src https://www.example-tracker.com");
  });

  it("lists each hash once, in a stable order", () => {
    const policy = contentSecurityPolicy({ ...base, scriptHashes: [HASH, "sha256-AAAA", HASH] });
    expect(directives(policy).get("script-src")).toEqual(["'self'", "'sha256-AAAA'", `'${HASH}'`]);
  });

  it("allows inline styles by hash only: no keyword can slip in as a style hash", () => {
    const csp = directives(
      contentSecurityPolicy({ ...base, styleHashes: [STYLE_HASH, "sha256-BBBB", STYLE_HASH] }),
    );
    expect(csp.get("style-src")).toEqual(["'self'", "'sha256-BBBB'", `'${STYLE_HASH}'`]);
    expect(
      directives(contentSecurityPolicy({ ...base, styleHashes: [] })).get("style-src"),
    ).toEqual(["'self'"]);
    for (const bad of ["'unsafe-inline'", "'unsafe-hashes'", "https://cdn.example", "sha1-AAAA"]) {
      expect(() => contentSecurityPolicy({ ...base, styleHashes: [bad] })).toThrow(/hash/);
    }
  });
});

describe("speculation rules (docs/product.md §15)", () => {
  type Predicate = { and?: Predicate[]; not?: Predicate; href_matches?: string };
  const [prefetch] = speculationRules.prefetch;
  const [prerender] = speculationRules.prerender;

  it("prefetch eagerly and prerender on hover (moderate), with the same page-link condition", () => {
    expect(prefetch?.eagerness).toBe("eager");
    expect(prerender?.eagerness).toBe("moderate");
    expect(prerender?.where).toEqual(prefetch?.where);
    expect(speculationRules.prefetch).toHaveLength(1);
    expect(speculationRules.prerender).toHaveLength(1);
  });

  it("match links on this origin and exclude the CMS, the API and anything with a dot", () => {
    const where = prefetch?.where as Predicate;
    const patterns = (where.and ?? []).map((clause) =>
      clause.not ? `not ${clause.not.href_matches}` : clause.href_matches,
    );
    expect(patterns).toEqual([
      "/*",
      "not /*.*",
      "not /admin",
      "not /admin/*",
      "not /api",
      "not /api/*",
    ]);
  });

  it("are named by the Speculation-Rules header of documents, a list of one quoted URL", () => {
    expect(documentHeaders).toEqual({ "Speculation-Rules": `"${SPECULATION_RULES_PATH}"` });
    expect(SPECULATION_RULES_PATH).toMatch(/^\/[\w-]+\.json$/);
  });
});

describe("securityHeaders", () => {
  // What each header makes the browser do, read the way a browser reads it (names in any
  // case), not a list of their spellings.
  it("keeps the browser on https, unframed, unsniffed, with no opener and no full referrer", () => {
    const headers = new Headers(securityHeaders(base));
    const hsts = headers.get("strict-transport-security") ?? "";
    // Half a year at least: the Observatory's and browsers' preload floor.
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    // No page can be framed, for browsers that read either mechanism.
    const csp = directives(headers.get("content-security-policy") ?? "");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers.get("x-frame-options")?.toUpperCase()).toBe("DENY");
    // Another origin learns at most this one, never the page's path.
    expect([
      "no-referrer",
      "same-origin",
      "origin",
      "strict-origin",
      "strict-origin-when-cross-origin",
    ]).toContain(headers.get("referrer-policy"));
    // A page opened from elsewhere cannot reach back, and no other site may embed our files.
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // Powerful features are off for everyone.
    const features = headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation"]) {
      expect(features).toContain(`${feature}=()`);
    }
  });

  it("switches off what no page uses, and delegates the embed's features only to the video host", () => {
    expect(permissionsPolicy([])).toContain("fullscreen=(self)");
    const policy = permissionsPolicy(["https://www.youtube-nocookie.com"]);
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(policy).toContain("camera=()");
    expect(policy).toContain("geolocation=()");
    // Which features the host gets is the iframe's `allow`: tests/unit/video-embed.test.tsx.
  });
});

describe("caching", () => {
  it("keeps hashed assets for a year and makes everything else revalidate", () => {
    /** What a cache makes of a Cache-Control value: how long it may reuse it unasked. */
    const meaning = (value: string) => {
      const parts = value.split(/,\s*/);
      const maxAge = Number(parts.find((part) => part.startsWith("max-age="))?.slice(8));
      return { maxAge, isImmutable: parts.includes("immutable") };
    };
    for (const path of ["/assets/root-DYgKPQ9d.css", "/admin/assets/cms-app-Bx1.js"]) {
      expect(meaning(cacheControlFor(path)), path).toEqual({ maxAge: 31536000, isImmutable: true });
    }
    for (const path of ["/", "/Planning", "/favicon.svg"]) {
      expect(meaning(cacheControlFor(path)), path).toEqual({ maxAge: 0, isImmutable: false });
      expect(cacheControlFor(path), path).toContain("must-revalidate");
    }
  });

  it("compresses text, not images", () => {
    expect(
      ["a.html", "a.css", "a.js", "a.svg", "a.xml", "a.txt", "a.json"].every(isCompressible),
    ).toBe(true);
    expect(["a.png", "a.woff2", "a.html.br", "a.js.gz"].some(isCompressible)).toBe(false);
  });
});

describe("canonical paths (docs/product.md §3)", () => {
  it.each([
    ["/planning", "/Planning"],
    ["/PLANNING", "/Planning"],
    ["/pLaNnInG", "/Planning"],
    ["/Planning/", "/Planning"],
    ["/planning//", "/Planning"],
    ["/Planning.html", "/Planning"],
    ["/aboutus", "/AboutUs"],
    ["/index.html", "/"],
    ["/INDEX.HTML", "/"],
    ["//", "/"],
  ])("%s redirects to %s", (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it.each(["/", "/Planning", "/ContactUs"])("%s is canonical: no redirect", (path) => {
    expect(canonicalPathFor(path)).toBe(path);
    expect(redirectFor(path)).toBeUndefined();
  });

  it.each(["/nope", "/assets/", "/Planning/x", "/%50lanning", "//evil.example", "/../Planning"])(
    "%s is no page",
    (path) => {
      expect(redirectFor(path)).toBeUndefined();
    },
  );

  it("gives static hosts explicit rules that all land on a page and never on themselves", () => {
    const rules = redirectRules();
    for (const rule of rules) {
      expect(pagePaths).toContain(rule.to);
      expect(rule.from).not.toBe(rule.to);
      expect(redirectFor(rule.from)).toBe(rule.to);
    }
    const froms = rules.map((rule) => rule.from);
    expect(new Set(froms).size).toBe(froms.length);
    expect(froms).toEqual(
      expect.arrayContaining([
        "/planning",
        "/PLANNING",
        "/planning/",
        "/Planning/",
        "/Planning.html",
        "/index.html",
      ]),
    );
    expect(froms.some((from) => (pagePaths as readonly string[]).includes(from))).toBe(false);
  });
});

describe("/admin/ (the CMS)", () => {
  const site = securityHeaders(base);
  const admin = adminSecurityHeaders(site, [
    "http://localhost:8081",
    "http://127.0.0.1:8081",
    "https://api.github.com",
  ]);
  const policy = directives(admin["Content-Security-Policy"] ?? "");

  it("lets Decap evaluate its schema and style itself there, and nowhere else", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.get("style-src")).toContain("'unsafe-inline'");
    expect(site["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("names no directive WebKit does not know (it logs an error for manifest-src)", () => {
    expect(policy.has("manifest-src")).toBe(false);
  });

  it("connects only to itself, the git host and the local backend", () => {
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "data:",
      "http://localhost:8081",
      "http://127.0.0.1:8081",
      "https://api.github.com",
    ]);
  });

  it("keeps the site's other headers, is never indexed, and lets the sign-in window report", () => {
    expect(admin["Strict-Transport-Security"]).toBe(site["Strict-Transport-Security"]);
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(admin["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
  });

  it("refuses an origin that is not one", () => {
    expect(() => adminSecurityHeaders(site, ["https://api.github.com/repos"])).toThrow();
    expect(() => adminSecurityHeaders(site, ["api.github.com"])).toThrow();
  });

  it("answers /admin with one redirect to /admin/, and recognises the folder", () => {
    expect(redirectFor("/admin")).toBe("/admin/");
    expect(redirectFor("/admin/")).toBeUndefined();
    expect(isAdminPath("/admin/config.yml")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(isAdminPath("/")).toBe(false);
  });
});
