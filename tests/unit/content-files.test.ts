/**
 * The owner's data files: the shipped ones are valid, and a wrong value stops the build with a
 * message naming the file, the entry and the field (the loader is what the build runs).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { z } from "zod";

import { contentDirsOf, contentFilePath } from "~/schemas/content-dirs.server.ts";
import { ContentError, loadContent } from "~/schemas/load.server.ts";
import { contentFiles, type DataFile } from "~/schemas/data-files.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

/** The owner's data files as shipped: one smoke test; the rest runs on the fixture content. */
const SHIPPED_CONTENT_DIR = path.resolve("app/content");
let copies: string[] = [];

/** A copy of the fixture content with one file's data changed (parsed, changed, written back). */
function contentWith<T>(file: string, change: (data: T) => void): string {
  const directory = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(FIXTURE_CONTENT_PATH, directory, { recursive: true });
  const target = path.join(directory, file);
  const data = parse(readFileSync(target, "utf8")) as T;
  change(data);
  writeFileSync(target, stringify(data));
  copies.push(directory);
  return directory;
}

afterEach(() => {
  for (const directory of copies) rmSync(directory, { recursive: true, force: true });
  copies = [];
});

describe("the shipped data files", () => {
  it("are every file the data-file list (and so the CMS) names", () => {
    for (const { file } of Object.values(contentFiles)) {
      expect(existsSync(path.join(SHIPPED_CONTENT_DIR, file)), file).toBe(true);
    }
  });

  it("are valid, with every figure filled into the texts", () => {
    const content = loadContent(SHIPPED_CONTENT_DIR);
    expect(JSON.stringify(content)).not.toMatch(/\{(\w+)\}/);
  });
});

describe("the fixture data files", () => {
  it("are valid, with every figure filled into the texts", () => {
    expect(JSON.stringify(loadContent(FIXTURE_CONTENT_PATH))).not.toMatch(/\{(\w+)\}/);
  });
});

describe("a wrong value stops the build, naming the file, the entry and the field", () => {
  it("an invalid email in site.yaml", () => {
    const directory = contentWith<{ email: string }>("site.yaml", (site) => {
      site.email = "office.example.com";
    });
    expect(() => loadContent(directory)).toThrow(ContentError);
    expect(() => loadContent(directory)).toThrow(
      "content/site.yaml: email must be an email address such as name@example.com",
    );
  });

  it("a testimonial's client-since year in the future, as of the day it is checked", () => {
    const directory = contentWith<{ testimonials: { clientSince: number }[] }>(
      "testimonials.yaml",
      ({ testimonials }) => {
        testimonials[2] = { ...testimonials[2], clientSince: 2027 } as { clientSince: number };
      },
    );
    const third = loadContent(FIXTURE_CONTENT_PATH).testimonials[2]?.name;
    vi.stubEnv("BUILD_NOW", "2026-12-31T12:00:00Z");
    expect(() => loadContent(directory)).toThrow(
      `content/testimonials.yaml: entry 3 ("${third}"): clientSince must be a year between 1950 and 2026`,
    );
    // The next day, in the same process (a CMS left open over New Year's): the year is read anew.
    vi.stubEnv("BUILD_NOW", "2027-01-01T12:00:00Z");
    expect(loadContent(directory).testimonials[2]?.clientSince).toBe(2027);
  });

  it("a closing time before the opening time", () => {
    const directory = contentWith<{ weekly: { closes: string }[] }>("hours.yaml", ({ weekly }) => {
      weekly[1] = { ...weekly[1], closes: "08:00" } as { closes: string };
    });
    expect(() => loadContent(directory)).toThrow(
      "content/hours.yaml: weekly: entry 2: closes must be later than the opening time",
    );
  });

  it("a link that is not https", () => {
    const directory = contentWith<{ stateRefundLinks: { url: string }[] }>(
      "pages/resources.yaml",
      ({ stateRefundLinks }) => {
        stateRefundLinks[0] = { ...stateRefundLinks[0], url: "http://refund.example/" } as {
          url: string;
        };
      },
    );
    const first = loadContent(FIXTURE_CONTENT_PATH).resources.stateRefundLinks[0]?.title;
    expect(() => loadContent(directory)).toThrow(
      `content/pages/resources.yaml: stateRefundLinks: entry 1 ("${first}"): url must be a full https:// web address`,
    );
  });

  it("an unknown figure in a text", () => {
    const directory = contentWith<{ heading: string }>("pages/services.yaml", (services) => {
      services.heading = "Our {service} services";
    });
    expect(() => loadContent(directory)).toThrow(
      /^content\/pages\/services\.yaml: heading names \{service\}, which is not one of \{years\}/,
    );
  });

  it("a control character pasted into a text, such as a bare carriage return or a line separator", () => {
    const directory = contentWith<{ dates: { title: string }[] }>("tax-dates.yaml", ({ dates }) => {
      dates[2] = { ...dates[2], title: "Fixture city\restimate" } as { title: string };
    });
    // The place names the entry with its control character written out, never raw.
    expect(() => loadContent(directory)).toThrow(
      'content/tax-dates.yaml: dates: entry 3 ("Fixture city\\restimate"): title must not hold an invisible control character',
    );
    // A line separator, which a calendar feed would carry raw: the message stays on one line.
    const separated = contentWith<{ dates: { title: string }[] }>("tax-dates.yaml", ({ dates }) => {
      dates[2] = { ...dates[2], title: "Fixture city\u2028estimate" } as { title: string };
    });
    expect(() => loadContent(separated)).toThrow(
      'content/tax-dates.yaml: dates: entry 3 ("Fixture city\\u2028estimate"): title must not hold an invisible control character',
    );
    const notice = contentWith<{ text: string }>("notice.yaml", (data) => {
      data.text = "Closed\u0007 today";
    });
    expect(() => loadContent(notice)).toThrow(
      "content/notice.yaml: text must not hold an invisible control character (pasted in with the text): type it again",
    );
  });

  it("a YAML mistake, with its line", () => {
    const directory = contentWith("site.yaml", () => undefined);
    writeFileSync(path.join(directory, "site.yaml"), "ownerName: [oops\nemail: x\n");
    expect(() => loadContent(directory)).toThrow(/^content\/site\.yaml: line \d+: /);
  });

  it("a missing file", () => {
    const directory = contentWith("pages/videos.yaml", () => undefined);
    rmSync(path.join(directory, "pages/videos.yaml"));
    expect(() => loadContent(directory)).toThrow("content/pages/videos.yaml: the file is missing.");
  });

  it("a video platform the site cannot embed", () => {
    const directory = contentWith<{ platform: string }>("pages/videos.yaml", (videos) => {
      videos.platform = "tiktok";
    });
    expect(() => loadContent(directory)).toThrow(
      'content/pages/videos.yaml: platform must be "youtube" or "vimeo"',
    );
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the privacy notice, pages/privacy.md", () => {
  const validFrontMatter = 'lastChanged: "2027-01-15"\nretention: "A year."\n';
  /**
   * A copy of the fixture content whose pages/privacy.md is the notice's: the page's title,
   * description and heading, then `frontMatter`, then `body`.
   */
  function privacyWith(body: string, frontMatter = validFrontMatter): string {
    const directory = contentWith("site.yaml", () => undefined);
    writeFileSync(
      path.join(directory, "pages/privacy.md"),
      `---\ntitle: Privacy\ndescription: The notice.\nheading: Privacy notice\n${frontMatter}---\n${body}`,
    );
    return directory;
  }

  it("puts the time the office keeps inquiries where the text names it, with the figures", () => {
    const { privacy, site } = loadContent(
      privacyWith(
        "## Kept\n\n{retention}\n\nWrite to {email}.\n\n{thirdParties}\n",
        'lastChanged: "2027-01-15"\nretention: "{businessName} keeps it six months."\n',
      ),
    );
    expect(privacy.lastChanged).toBe("2027-01-15");
    expect(privacy.html).toMatch(
      new RegExp(
        `^${escapeRegExp(`<h2>Kept</h2>\n<p>${site.businessName} keeps it six months.</p>\n<p>Write to <a href="mailto:${site.email}">${site.email}</a>.</p>\n<ul>\n<li><strong>EmailJS</strong> (api.emailjs.com)`)}`,
      ),
    );
  });

  it("lists the outside services where the text says {thirdParties}: the declared ones, her video platform and her portal", () => {
    const { privacy, site } = loadContent(privacyWith("{retention}\n\n{thirdParties}\n"));
    const items = [...privacy.html.matchAll(/<li><strong>([^<]+)<\/strong> \(([^)]+)\)/g)].map(
      ([, name, hosts]) => `${name} ${hosts}`,
    );
    expect(items).toEqual([
      "EmailJS api.emailjs.com",
      "YouTube www.youtube-nocookie.com",
      "Google Maps www.google.com",
      "Google Calendar calendar.google.com",
      "Outlook.com outlook.live.com",
      `Our secure client portal ${new URL(site.portalUrl).host}`,
      "The other sites we link to the IRS, state tax departments and the like",
    ]);
    expect(privacy.html).not.toContain("{thirdParties}");
    expect(privacy.html).not.toContain("Vimeo");
  });

  it("refuses a text that no longer says where the list of outside services goes", () => {
    expect(() => loadContent(privacyWith("{retention}"))).toThrow(
      "content/pages/privacy.md: body must say {thirdParties} where the list of outside services goes",
    );
  });

  it("refuses a text that no longer says where that time goes, and a date that is no date", () => {
    expect(() => loadContent(privacyWith("Hi."))).toThrow(
      "content/pages/privacy.md: body must say {retention} where the time the office keeps inquiries goes",
    );
    const february30 = validFrontMatter.replace("2027-01-15", "2027-02-30");
    expect(() => loadContent(privacyWith("{retention}", february30))).toThrow(
      "content/pages/privacy.md: lastChanged must be a real calendar date",
    );
    const blank = validFrontMatter.replace('"A year."', '" "');
    expect(() => loadContent(privacyWith("{retention}", blank))).toThrow(
      "content/pages/privacy.md: retention is required",
    );
  });
});

describe("a content variant: folders read in order", () => {
  it("takes each file from the last folder that has it, the rest from the first", () => {
    const variant = mkdtempSync(path.join(tmpdir(), "variant-"));
    copies.push(variant);
    writeFileSync(
      path.join(variant, "notice.yaml"),
      'text: "Closed Friday."\nlinkText: ""\nlinkUrl: ""\n',
    );
    const base = loadContent(FIXTURE_CONTENT_PATH);
    const layered = loadContent([FIXTURE_CONTENT_PATH, variant]);
    expect(layered.notice.text).toBe("Closed Friday.");
    expect(base.notice.text).not.toBe("Closed Friday.");
    expect(layered.site).toEqual(base.site);
  });

  it("reads CONTENT_DIR as folders separated by the path delimiter, relative to the project", () => {
    expect(contentDirsOf(["a", "b/c"].join(path.delimiter))).toEqual([
      path.resolve("a"),
      path.resolve("b/c"),
    ]);
    expect(contentFilePath([FIXTURE_CONTENT_PATH, "/nowhere"], "site.yaml")).toBe(
      path.join(FIXTURE_CONTENT_PATH, "site.yaml"),
    );
  });
});

describe("the data-file list is the one declaration", () => {
  /** The site's list and one more file, declared there alone. */
  const withExtra = {
    ...contentFiles,
    extra: {
      file: "extra.yaml",
      format: "yaml",
      schema: z.object({ count: z.number().int().min(1, "must be 1 or more") }),
      label: "Extra",
      collection: "content",
    },
  } as const satisfies Record<string, DataFile>;

  function folderWith(file: string, text: string): string {
    const directory = mkdtempSync(path.join(tmpdir(), "declared-"));
    copies.push(directory);
    writeFileSync(path.join(directory, file), text);
    return directory;
  }

  it("loads every declared file under its name, and nothing else", () => {
    const content = loadContent(FIXTURE_CONTENT_PATH);
    expect(Object.keys(content)).toEqual(Object.keys(contentFiles));
    for (const { file } of Object.values(contentFiles)) {
      const missing = mkdtempSync(path.join(tmpdir(), "missing-"));
      copies.push(missing);
      cpSync(FIXTURE_CONTENT_PATH, missing, { recursive: true });
      rmSync(path.join(missing, file));
      expect(() => loadContent(missing), file).toThrow(`content/${file}: the file is missing.`);
    }
  });

  it("loads and validates a file declared there and nowhere else", () => {
    const good = folderWith("extra.yaml", "count: 3\n");
    expect(loadContent([FIXTURE_CONTENT_PATH, good], withExtra).extra).toEqual({ count: 3 });
    const wrong = folderWith("extra.yaml", "count: 0\n");
    expect(() => loadContent([FIXTURE_CONTENT_PATH, wrong], withExtra)).toThrow(
      "content/extra.yaml: count must be 1 or more",
    );
  });

  it("renders a Markdown file's body to html, its front matter beside it", () => {
    const { aboutUs, privacy } = loadContent(FIXTURE_CONTENT_PATH);
    expect(aboutUs.html).toMatch(/^<p>/);
    expect(aboutUs.heading).toBe("Fixture about us");
    expect(Object.keys(privacy).sort()).toEqual([
      "description",
      "heading",
      "html",
      "lastChanged",
      "retention",
      "startingPoint",
      "title",
    ]);
  });

  it("lists every problem of every file in one message", () => {
    const wrong = folderWith("extra.yaml", "count: 0\n");
    writeFileSync(path.join(wrong, "notice.yaml"), 'text: ""\nlinkText: "Go"\nlinkUrl: ""\n');
    expect(() => loadContent([FIXTURE_CONTENT_PATH, wrong], withExtra)).toThrow(
      /content\/notice\.yaml: .*\n.*content\/extra\.yaml: count must be 1 or more/s,
    );
  });
});
