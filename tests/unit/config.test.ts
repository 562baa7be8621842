import { describe, expect, it } from "vitest";

import { defaultIdentity } from "~/content/identity";
import { ConfigError, readConfig, STAND_IN_IDS } from "~/lib/read-config";

describe("readConfig", () => {
  it("uses the fictitious defaults and the stand-in when nothing is set", () => {
    const config = readConfig({});
    expect(config.email).toBe("office@example.com");
    expect(config.phone).toBe("(513) 555-0142");
    expect(config.phoneHref).toBe("tel:+15135550142");
    expect(config.siteUrl).toBe(defaultIdentity.siteUrl);
    expect(config.emailJs).toEqual({ ...STAND_IN_IDS, origin: "", isStandIn: true });
    expect(config.videos).toEqual({ platform: "youtube", ids: [""] });
  });

  it("takes every override from the environment", () => {
    const config = readConfig({
      VITE_BUSINESS_NAME: "Acme Tax",
      VITE_OWNER_NAME: "Sam Doe",
      VITE_OFFICE_EMAIL: "hello@acme.test",
      VITE_OFFICE_PHONE: "513-555-0199",
      VITE_SITE_URL: "https://acme.test/",
      VITE_PORTAL_URL: "https://portal.acme.test/login",
      VITE_TAX_SEASON_START: "02-01",
      VITE_TAX_SEASON_END: "04-30",
      VITE_EMAILJS_PUBLIC_KEY: "pk",
      VITE_EMAILJS_SERVICE_ID: "svc",
      VITE_EMAILJS_TEMPLATE_ID: "tpl",
      VITE_VIDEO_PLATFORM: "vimeo",
      VITE_VIDEO_IDS: "1, 2,,4",
    });
    expect(config).toMatchObject({
      businessName: "Acme Tax",
      ownerName: "Sam Doe",
      email: "hello@acme.test",
      phoneHref: "tel:+15135550199",
      siteUrl: "https://acme.test",
      portalUrl: "https://portal.acme.test/login",
      taxSeason: { start: "02-01", end: "04-30" },
      emailJs: {
        publicKey: "pk",
        serviceId: "svc",
        templateId: "tpl",
        origin: "https://api.emailjs.com",
        isStandIn: false,
      },
      videos: { platform: "vimeo", ids: ["1", "2", "", "4"] },
    });
  });

  it.each([
    [{ VITE_OFFICE_EMAIL: "not-an-email" }, /VITE_OFFICE_EMAIL/],
    [{ VITE_OFFICE_PHONE: "12" }, /VITE_OFFICE_PHONE/],
    [{ VITE_SITE_URL: "example.com" }, /VITE_SITE_URL must be an absolute URL/],
    [{ VITE_SITE_URL: "http://www.example.com" }, /VITE_SITE_URL must use https/],
    [{ VITE_PORTAL_URL: "http://portal.example.com" }, /VITE_PORTAL_URL must use https/],
    [{ VITE_TAX_SEASON_START: "13-01" }, /VITE_TAX_SEASON_START must be a month and day/],
    [{ VITE_EMAILJS_PUBLIC_KEY: "pk" }, /Set all three of VITE_EMAILJS_PUBLIC_KEY/],
    [
      {
        VITE_EMAILJS_PUBLIC_KEY: "pk",
        VITE_EMAILJS_SERVICE_ID: "s",
        VITE_EMAILJS_TEMPLATE_ID: "t",
        VITE_EMAILJS_ORIGIN: "http://api.emailjs.com",
      },
      /VITE_EMAILJS_ORIGIN must use https/,
    ],
    [{ VITE_VIDEO_PLATFORM: "tiktok" }, /VITE_VIDEO_PLATFORM/],
    [{ VITE_VIDEO_IDS: "ok,<script>" }, /VITE_VIDEO_IDS/],
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("allows a plain-http site URL on loopback for local previews", () => {
    expect(readConfig({ VITE_SITE_URL: "http://127.0.0.1:3000" }).siteUrl).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("treats blank values as unset", () => {
    expect(readConfig({ VITE_OFFICE_EMAIL: "   " }).email).toBe("office@example.com");
  });
});
