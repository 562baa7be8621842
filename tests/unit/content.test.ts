import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import routes from "~/routes.ts";
import { loadContent, validateFile } from "~/schemas/load.server.ts";
import { pages, routeOf } from "~/pages.ts";
import { pageHeadOf } from "~/lib/seo.ts";
import { referral, resources, services, testimonials, videos } from "virtual:content";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";
import { privacyRoute, routes as specRoutes } from "../e2e/site.ts";

describe("content invariants (specification §2 and §9)", () => {
  it("derives the navigation, the routes and the page texts from the one page list", () => {
    const paths = pages.map((page) => page.path);
    expect(paths[0]).toBe("/");
    // Unique, also ignoring case: the server redirects other casings to these paths.
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.navLabel)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.path, page.navLabel).toMatch(/^\/([A-Z][A-Za-z]*)?$/);
      expect(existsSync(path.join("app", routeOf(page))), routeOf(page)).toBe(true);
    }
    expect(routes.map((route) => route.path)).toEqual([...paths, "*"]);
    // Each page's route id is its declared name, so the text-only pages share a module.
    expect(routes.map((route) => route.id).slice(0, -1)).toEqual(pages.map((page) => page.name));
    // The specification's pages, labels and order (§2) in the header, as the end-to-end tests
    // write them, and the privacy notice beyond them (docs/product.md §14), in the footer only.
    expect(pages.filter((page) => page.inNav).map((page) => [page.path, page.navLabel])).toEqual(
      specRoutes.map((route) => [route.path, route.label]),
    );
    // Every page beyond them is reachable from the footer, the privacy notice among them.
    const beyond = pages.filter((page) => !page.inNav);
    expect(beyond.map((page) => [page.path, page.navLabel])).toContainEqual([
      privacyRoute.path,
      privacyRoute.label,
    ]);
    for (const page of beyond) expect(page.inFooter, page.path).toBe(true);
  });

  it("gives each page one content file in content/pages/, and the folder holds nothing else", () => {
    const files = pages.map((page) => page.content.replace(/^pages\//, "")).toSorted();
    expect(new Set(pages.map((page) => page.name)).size).toBe(pages.length);
    for (const folder of ["app/content", FIXTURE_CONTENT_PATH]) {
      expect(readdirSync(path.join(folder, "pages")).toSorted(), folder).toEqual(files);
    }
  });

  it("refuses a page's file without its title, naming the file", () => {
    const { title: _title, ...withoutTitle } = parse(
      readFileSync(path.join(FIXTURE_CONTENT_PATH, "pages/services.yaml"), "utf8"),
    ) as Record<string, unknown>;
    expect(() => validateFile("services", withoutTitle)).toThrow(
      /^content\/pages\/services\.yaml: title must /,
    );
  });

  it("gives every page a unique title and description", () => {
    const copies = pages.map((page) => pageHeadOf(page));
    expect(new Set(copies.map((copy) => copy.title)).size).toBe(pages.length);
    expect(new Set(copies.map((copy) => copy.description)).size).toBe(pages.length);
    for (const copy of copies) expect(copy.description.length).toBeLessThanOrEqual(220);
  });

  it("hands the app the data files as the loader reads them (the fixture content here)", () => {
    const loaded = loadContent(FIXTURE_CONTENT_PATH);
    expect({ referral, resources, services, testimonials, videos }).toEqual({
      referral: loaded.referral,
      resources: loaded.resources,
      services: loaded.services,
      testimonials: loaded.testimonials,
      videos: loaded.videos,
    });
  });
});
