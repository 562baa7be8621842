import { describe, expect, it } from "vitest";

import { loadContent } from "~/content/load";
import {
  ConfigError,
  DEFAULT_SITE_URL,
  readConfig,
  STAND_IN_IDS,
  toTelHref,
} from "~/lib/read-config";

const content = loadContent();

describe("readConfig", () => {
  it("takes the business from the data files, and uses the stand-in when no ids are set", () => {
    const config = readConfig({}, content);
    expect(config.email).toBe("office@example.com");
    expect(config.phone).toBe("(513) 555-0142");
    expect(config.phoneHref).toBe("tel:+15135550142");
    expect(config.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(config.taxSeason).toEqual({ start: "01-15", end: "04-15" });
    expect(config.emailJs).toEqual({ ...STAND_IN_IDS, origin: "", isStandIn: true });
    expect(config.videos).toEqual({ platform: "youtube", ids: ["", "", "", ""] });
  });

  it("takes only deployment settings from the environment", () => {
    const config = readConfig(
      {
        VITE_SITE_URL: "https://acme.test/",
        VITE_EMAILJS_PUBLIC_KEY: "pk",
        VITE_EMAILJS_SERVICE_ID: "svc",
        VITE_EMAILJS_TEMPLATE_ID: "tpl",
        // Business details are data now: these old variables change nothing.
        VITE_OFFICE_PHONE: "513-555-0199",
        VITE_BUSINESS_NAME: "Acme Tax",
      },
      content,
    );
    expect(config).toMatchObject({
      businessName: "Montgomery Tax Planning",
      phoneHref: "tel:+15135550142",
      siteUrl: "https://acme.test",
      emailJs: {
        publicKey: "pk",
        serviceId: "svc",
        templateId: "tpl",
        origin: "https://api.emailjs.com",
        isStandIn: false,
      },
    });
  });

  it("derives the tel: link from the phone as written", () => {
    expect(toTelHref("(513) 555-0142")).toBe("tel:+15135550142");
    expect(toTelHref("1-513-555-0142")).toBe("tel:+15135550142");
    expect(toTelHref("+44 20 7946 0000")).toBe("tel:+442079460000");
  });

  it.each([
    [{ VITE_SITE_URL: "example.com" }, /VITE_SITE_URL must be an absolute URL/],
    [{ VITE_SITE_URL: "http://www.example.com" }, /VITE_SITE_URL must use https/],
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
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(() => readConfig(env, content)).toThrow(ConfigError);
    expect(() => readConfig(env, content)).toThrow(message);
  });

  it("allows a plain-http site URL on loopback for local previews", () => {
    expect(readConfig({ VITE_SITE_URL: "http://127.0.0.1:3000" }, content).siteUrl).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("treats blank values as unset", () => {
    expect(readConfig({ VITE_SITE_URL: "   " }, content).siteUrl).toBe(DEFAULT_SITE_URL);
  });
});
