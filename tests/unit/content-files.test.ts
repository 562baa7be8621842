/**
 * The owner's data files: the shipped ones are valid, and a wrong value stops the build with a
 * message naming the file, the entry and the field (the loader is what the build runs).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { CONTENT_DIR, ContentError, loadContent } from "~/content/load";

const THIS_YEAR = new Date().getFullYear();
/** The owner's data files as shipped (the other tests run on the fixture content). */
const SHIPPED_CONTENT_DIR = path.resolve("app/content");
let copies: string[] = [];

/** A copy of the content folder with one file changed. */
function contentWith(file: string, change: (text: string) => string): string {
  const directory = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(CONTENT_DIR, directory, { recursive: true });
  const target = path.join(directory, file);
  writeFileSync(target, change(readFileSync(target, "utf8")));
  copies.push(directory);
  return directory;
}

afterEach(() => {
  for (const directory of copies) rmSync(directory, { recursive: true, force: true });
  copies = [];
});

describe("the shipped data files", () => {
  it("are valid, with the figures filled into the texts", () => {
    const content = loadContent(SHIPPED_CONTENT_DIR);
    expect(content.site.phone).toBe("(513) 555-0142");
    expect(content.copy.claims.experience).toBe("35 years of experience");
    expect(content.referral.terms[0]).toMatch(/^A \$100 credit/);
    expect(content.aboutHtml).toContain("<p>Patricia Ellison founded this practice in Montgomery");
    expect(JSON.stringify(content)).not.toMatch(/\{(years|bits|amount|owner|locality)\}/);
  });

  it("write the phone, the email and the hours once: no code file repeats them", () => {
    const sources = [
      "components/layout/site-footer.tsx",
      "components/sections/contact-details.tsx",
      "components/sections/office-hours.tsx",
      "lib/read-config.ts",
      "content/hours.ts",
      "content/messages.ts",
    ].map((file) => readFileSync(path.join(SHIPPED_CONTENT_DIR, "..", file), "utf8"));
    for (const source of sources) {
      expect(source).not.toContain("555-0142");
      expect(source).not.toContain("office@example.com");
      expect(source).not.toMatch(/"(09|21|19):00"/);
    }
  });
});

describe("a wrong value stops the build, naming the file, the entry and the field", () => {
  it("an invalid email in site.yaml", () => {
    const directory = contentWith("site.yaml", (text) =>
      text.replace("email: office@example.com", "email: office.example.com"),
    );
    expect(() => loadContent(directory)).toThrow(ContentError);
    expect(() => loadContent(directory)).toThrow(
      "content/site.yaml: email must be an email address such as name@example.com",
    );
  });

  it("a testimonial's client-since year in the future", () => {
    const directory = contentWith("testimonials.yaml", (text) =>
      text.replace("clientSince: 2012", "clientSince: 2099"),
    );
    expect(() => loadContent(directory)).toThrow(
      `content/testimonials.yaml: entry 3 ("Angela T."): clientSince must be a year between 1950 and ${THIS_YEAR}`,
    );
  });

  it("a closing time before the opening time", () => {
    const directory = contentWith("hours.yaml", (text) =>
      text.replace('closes: "19:00"', 'closes: "08:00"'),
    );
    expect(() => loadContent(directory)).toThrow(
      "content/hours.yaml: weekly: entry 2: closes must be later than the opening time",
    );
  });

  it("a link that is not https", () => {
    const directory = contentWith("resources.yaml", (text) =>
      text.replace("https://refund.ky.gov/", "http://refund.ky.gov/"),
    );
    expect(() => loadContent(directory)).toThrow(
      'content/resources.yaml: stateRefundLinks: entry 1 ("Kentucky"): url must be a full https:// web address',
    );
  });

  it("an unknown figure in a text", () => {
    const directory = contentWith("pages.yaml", (text) =>
      text.replace("heading: Our services", "heading: Our {service} services"),
    );
    expect(() => loadContent(directory)).toThrow(
      /^content\/pages\.yaml: services\.heading names \{service\}, which is not one of \{years\}/,
    );
  });

  it("a YAML mistake, with its line", () => {
    const directory = contentWith("site.yaml", (text) =>
      text.replace("ownerName:", "ownerName: [oops"),
    );
    expect(() => loadContent(directory)).toThrow(/^content\/site\.yaml: line \d+: /);
  });

  it("a missing file", () => {
    const directory = contentWith("videos.yaml", (text) => text);
    rmSync(path.join(directory, "videos.yaml"));
    expect(() => loadContent(directory)).toThrow("content/videos.yaml: the file is missing.");
  });

  it("a video platform the site cannot embed", () => {
    const directory = contentWith("videos.yaml", (text) =>
      text.replace("platform: youtube", "platform: tiktok"),
    );
    expect(() => loadContent(directory)).toThrow(
      'content/videos.yaml: platform must be "youtube" or "vimeo"',
    );
  });
});
