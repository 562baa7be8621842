/**
 * The office's optional street (docs/product.md §19): with it, the directions lead to the door and the
 * structured data names it; without it, the directions open a map of the town and say so, and
 * the structured data names no street.
 */
import { describe, expect, it } from "vitest";

import { loadContent, validateFile } from "~/schemas/load.server.ts";
import { directionsUrl, siteConfigOf } from "~/lib/site-config.ts";
import { accountingService } from "~/lib/structured-data.ts";
import { readDeployment } from "../../build-tools/env.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const content = loadContent(FIXTURE_CONTENT_PATH);
const deployment = readDeployment({ VITE_SITE_URL: "https://acme.test" });
const street = "12 Fixture Lane, Suite 3";
const withStreet = { ...content.site, address: { ...content.site.address, street } };
const builtAt = new Date("2026-11-21T12:00:00-05:00");
const query = (url: string) => new URL(url).searchParams.get("query");

describe("the street in the business details", () => {
  it("may be left out of site.yaml: it is then empty", () => {
    const { street: _left, ...address } = content.site.address;
    expect(validateFile("site", { ...content.site, address }).address.street).toBe("");
  });
});

describe("the directions", () => {
  it("search the map for the street, city, state and ZIP when the street is set", () => {
    const { locality, regionCode, postalCode } = content.site.address;
    expect(query(directionsUrl(withStreet.address))).toBe(
      `${street}, ${locality}, ${regionCode} ${postalCode}`,
    );
    expect(siteConfigOf(withStreet, deployment).isDirectionsToDoor).toBe(true);
  });

  it("search the map for the town only without a street, and the site knows it", () => {
    const { locality, regionCode, postalCode } = content.site.address;
    expect(content.site.address.street).toBe("");
    expect(query(directionsUrl(content.site.address))).toBe(
      `${locality}, ${regionCode} ${postalCode}`,
    );
    expect(siteConfigOf(content.site, deployment).isDirectionsToDoor).toBe(false);
  });

  it("go to Google Maps' search, whatever the street holds", () => {
    const address = { ...content.site.address, street: "1 A&B Street #2" };
    const url = new URL(directionsUrl(address));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toMatch(/^1 A&B Street #2, /);
  });
});

describe("meeting by phone and video only", () => {
  it("shows no street and no directions, even with the street set", () => {
    const config = siteConfigOf({ ...withStreet, meeting: "remote" }, deployment);
    expect([config.address.street, config.directionsUrl]).toEqual(["", ""]);
    expect(accountingService(config, builtAt, content.hours).address).not.toHaveProperty(
      "streetAddress",
    );
  });
});

describe("the structured data's PostalAddress", () => {
  it("names the street as streetAddress when it is set", () => {
    const data = accountingService(siteConfigOf(withStreet, deployment), builtAt, content.hours);
    expect(data.address).toMatchObject({ "@type": "PostalAddress", streetAddress: street });
  });

  it("has no streetAddress without a street", () => {
    const data = accountingService(siteConfigOf(content.site, deployment), builtAt, content.hours);
    expect(data.address).not.toHaveProperty("streetAddress");
  });
});
