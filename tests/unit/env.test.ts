/**
 * The one environment module (build-tools/env.ts) and the configuration derived from it
 * (app/lib/site-config.ts): deployment settings only, validated at build time, every wrong value
 * named; the business details come from the data files.
 */
import { describe, expect, it } from "vitest";

import { loadContent } from "~/schemas/load.server.ts";
import { directionsUrl, siteConfigOf, toTelHref } from "~/lib/site-config.ts";
import { DEFAULT_SITE_URL, EnvError, readDeployment, STAND_IN_IDS } from "../../build-tools/env.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const { site } = loadContent(FIXTURE_CONTENT_PATH);

describe("the deployment settings", () => {
  it("default to the fictitious origin, the email stand-in and no local CMS backend", () => {
    expect(readDeployment({})).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      emailJs: { ...STAND_IN_IDS, origin: "", isStandIn: true },
      cms: {
        repo: "owner/montgomery-tax-site",
        branch: "main",
      },
    });
  });

  it("take every VITE_ setting, as origins where an origin is meant", () => {
    expect(
      readDeployment({
        VITE_SITE_URL: "https://acme.test/",
        VITE_EMAILJS_PUBLIC_KEY: "pk",
        VITE_EMAILJS_SERVICE_ID: "svc",
        VITE_EMAILJS_TEMPLATE_ID: "tpl",
        VITE_CMS_REPO: "acme/site",
        VITE_CMS_BRANCH: "live",
        VITE_CMS_AUTH_URL: "https://auth.acme.test/callback",
        VITE_CMS_LOCAL_BACKEND: "http://localhost:9000/api/v1",
      }),
    ).toEqual({
      siteUrl: "https://acme.test",
      emailJs: {
        publicKey: "pk",
        serviceId: "svc",
        templateId: "tpl",
        origin: "https://api.emailjs.com",
        isStandIn: false,
      },
      cms: {
        localBackendUrl: "http://localhost:9000/api/v1",
        repo: "acme/site",
        branch: "live",
        authBaseUrl: "https://auth.acme.test",
      },
    });
  });

  it("ignore other variables: business details are data, not settings", () => {
    const deployment = readDeployment({ VITE_OFFICE_PHONE: "513-555-0199", PATH: "/usr/bin" });
    expect(deployment).toEqual(readDeployment({}));
  });

  it.each([
    [{ VITE_SITE_URL: "example.com" }, /^VITE_SITE_URL must be an absolute URL/],
    [{ VITE_SITE_URL: "http://www.example.com" }, /^VITE_SITE_URL must use https$/],
    [{ VITE_EMAILJS_PUBLIC_KEY: "pk" }, /^Set all three of VITE_EMAILJS_PUBLIC_KEY/],
    [
      {
        VITE_EMAILJS_PUBLIC_KEY: "pk",
        VITE_EMAILJS_SERVICE_ID: "s",
        VITE_EMAILJS_TEMPLATE_ID: "t",
        VITE_EMAILJS_ORIGIN: "http://api.emailjs.com",
      },
      /^VITE_EMAILJS_ORIGIN must use https$/,
    ],
    [{ VITE_CMS_REPO: "montgomery-tax-site" }, /^VITE_CMS_REPO must be a GitHub repository/],
    [{ VITE_CMS_AUTH_URL: "http://auth.example.com" }, /^VITE_CMS_AUTH_URL must use https$/],
  ])("refuse %o with a message naming the variable", (environment, message) => {
    expect(() => readDeployment(environment)).toThrow(EnvError);
    expect(() => readDeployment(environment)).toThrow(message);
  });

  it("name every wrong variable at once", () => {
    expect(() =>
      readDeployment({ VITE_SITE_URL: "ftp://x.test", VITE_CMS_BRANCH: "a branch" }),
    ).toThrow(/VITE_SITE_URL must use https\nVITE_CMS_BRANCH must be a branch name/);
  });

  it("allow a plain-http site URL on loopback for local previews", () => {
    expect(readDeployment({ VITE_SITE_URL: "http://127.0.0.1:3000" }).siteUrl).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("treat blank values as unset", () => {
    expect(readDeployment({ VITE_SITE_URL: "   ", VITE_EMAILJS_PUBLIC_KEY: "" })).toEqual(
      readDeployment({}),
    );
  });
});

describe("the site's configuration", () => {
  it("is site.yaml's public details (not who looks after the website) plus what derives from them and the deployment", () => {
    const deployment = readDeployment({ VITE_SITE_URL: "https://acme.test" });
    const config = siteConfigOf({ ...site, webmaster: "Sam, 513-867-5309" }, deployment);
    const { webmaster: _private, ...shown } = site;
    expect(config).toEqual({
      ...shown,
      portalUrl: new URL(site.portalUrl).href,
      phoneHref: toTelHref(site.phone),
      directionsUrl: directionsUrl(site.address),
      isDirectionsToDoor: site.address.street !== "",
      siteUrl: "https://acme.test",
      emailJs: deployment.emailJs,
    });
  });

  it("derives the tel: link from the phone as written", () => {
    expect(toTelHref("(937) 555-0101")).toBe("tel:+19375550101");
    expect(toTelHref("1-937-555-0101")).toBe("tel:+19375550101");
    expect(toTelHref("+44 20 7946 0000")).toBe("tel:+442079460000");
  });
});
