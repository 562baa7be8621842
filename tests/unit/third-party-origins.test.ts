/**
 * The check behind "no third parties, proven" (tests/harness/third-party-origins.ts), shown to
 * fail: a planted tracker script, pixel, font or frame is caught, a link the owner wrote is not,
 * and the CSP the site derives from the declaration passes.
 */
import { describe, expect, it } from "vitest";

import { videoEmbedHosts } from "~/shared/video-player.ts";
import { originOf, thirdParties } from "~/shared/third-parties.ts";

import { contentSecurityPolicy } from "../../hosting/http-policy.ts";
import { type Checked, originProblems, ownersOrigins } from "../harness/third-party-origins.ts";

const siteUrl = "https://www.fernhill.example";
const owners = ownersOrigins(
  {
    site: { portalUrl: "https://portal.fernhill.example/" },
    resources: [{ url: "https://www.irs.gov/refunds" }],
    about: "See [the IRS](https://www.irs.gov).",
  },
  siteUrl,
);
const page = (body: string): Checked => ({
  where: "/Page.html",
  kind: "html",
  text: `<!doctype html><html><head><link rel="canonical" href="${siteUrl}/Page"></head><body>${body}</body></html>`,
});
const problemsOf = (...checked: Checked[]) =>
  originProblems(checked, { siteUrl, owners }).map(({ origin, why }) => `${origin} ${why}`);

describe("the third-party origins check", () => {
  it("passes a page that loads from itself and links to declared and owner's origins", () => {
    expect(
      problemsOf(
        page(
          `<script src="/assets/x.js"></script><a href="https://portal.fernhill.example/login">Portal</a>
           <a href="${originOf("maps")}/maps/search/?q=x">Directions</a><a href="https://www.irs.gov/refunds">IRS</a>
           <iframe src="${videoEmbedHosts.youtube}/embed/abc"></iframe>
           <script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ['<img src="http://203.0.113.9/p.gif" alt="">', "http://203.0.113.9", "<img>"],
    ['<img src="//[2001:db8::1]:8080/p.gif" alt="">', "https://[2001:db8::1]:8080", "<img>"],
    ['<script src="https://cdn@203.0.113.9/x.js"></script>', "https://203.0.113.9", "<script>"],
    ['<img src="https&#58;&#47;&sol;203.0.113.9/p.gif" alt="">', "https://203.0.113.9", "<img>"],
    [
      '<a href="/Contact" ping="/ok https://collect.example-tracker.com/p">Contact</a>',
      "https://collect.example-tracker.com",
      "<a ping>",
    ],
  ])("fails on an address, a login or a ping planted in a page: %s", (html, origin, what) => {
    expect(problemsOf(page(html))).toEqual([
      `${origin} names an origin that is neither declared nor the owner's`,
      `${origin} ${what} loads from an origin not declared as loaded`,
    ]);
  });

  it.each([
    'fetch("https:\\/\\/collect.example-tracker.com\\/e")',
    'new Image().src = "http://localhost:8080/p"',
    'fetch("https://user:pass@198.51.100.7/e")',
    'fetch("https:\\u002F\\u002Fcollect.example-tracker.com\\x2Fe")',
    'x = "https&colon;&sol;&#x2F;collect.example-tracker.com/e"',
    'fetch("http://3232235777/e")',
    'fetch("http://tracker/e")',
  ])("fails on a script that names one however it writes it: %s", (text) => {
    expect(problemsOf({ where: "a.js", kind: "js", text })).toEqual([
      expect.stringMatching(/ names an origin that is neither declared nor the owner's$/),
    ]);
  });

  it("fails on each load from an undeclared origin, the owner's included, and on a link to one", () => {
    const problems = problemsOf(
      page(
        `<script src="https://cdn.example-tracker.com/x.js"></script>
         <img src="//pixel.example-tracker.com/p.gif" alt="">
         <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
         <style>body{background:url("https://cdn.example-tracker.com/b.png")}</style>
         <form action="https://forms.example-tracker.com/post"></form>
         <script src="https://portal.fernhill.example/widget.js"></script>
         <a href="https://www.facebook.com/share">Share</a>`,
      ),
      { where: "a.js", kind: "js", text: 'fetch("https://collect.example-tracker.com/e")' },
    ).join("\n");
    for (const what of ["<script>", "<img>", "<link>", "its inline CSS", "<form>"]) {
      expect(problems).toContain(`${what} loads from an origin not declared as loaded`);
    }
    for (const origin of [
      "https://portal.fernhill.example <script> loads",
      "https://www.facebook.com names",
      "https://collect.example-tracker.com names",
    ]) {
      expect(problems).toContain(origin);
    }
  });

  it("passes the CSP derived from the declaration, and fails one that widens it", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      emailOrigin: originOf("emailJs"),
      frameOrigins: [videoEmbedHosts.vimeo],
      isProduction: true,
    });
    const headers = (policy: string): Checked => ({
      where: "headers",
      kind: "headers",
      text: `Content-Security-Policy: ${policy}`,
    });
    expect(csp).toContain(`connect-src 'self' ${thirdParties.emailJs.origins[0]}`);
    expect(problemsOf(headers(csp))).toEqual([]);
    expect(
      problemsOf(
        headers(
          csp.replace("connect-src 'self'", "connect-src 'self' https://www.google-analytics.com"),
        ),
      ),
    ).toEqual([
      "https://www.google-analytics.com names an origin that is neither declared nor the owner's",
      "https://www.google-analytics.com the CSP's connect-src loads from an origin not declared as loaded",
    ]);
    expect(problemsOf(headers(`frame-src ${originOf("emailJs")}`))).toEqual([
      "https://api.emailjs.com frame-src names an origin declared for connect-src",
    ]);
  });
});
