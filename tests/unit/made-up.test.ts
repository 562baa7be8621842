/**
 * Nothing made-up goes live (docs/product.md §19): each rule of app/rules/made-up.ts flags a made-up
 * value and passes a real one; the lines name the CMS screen and field; a build for a real
 * domain stops on them and any other lists them once; the daily check reports them for a real
 * domain. On the fixtures and their launched variant, never the owner's files.
 */
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { contentFiles } from "~/schemas/data-files.ts";
import { loadContentAndSources } from "~/schemas/load.server.ts";
import {
  isRealSiteUrl,
  isReservedHost,
  launchPlacesOf,
  MADE_UP_TEXT,
  madeUpValuesOf,
  placeKeyOf,
} from "~/rules/made-up.ts";
import type { ContentName } from "~/schemas/data-files.ts";
import { contentProblems } from "../../build-tools/check-content.ts";
import { DEFAULT_SITE_URL } from "../../build-tools/env.ts";
import { checkMadeUp, MadeUpError, madeUpLines } from "../../build-tools/made-up-check.ts";
import {
  FIXTURE_CONTENT_PATH,
  OWNER_OPTIONS_CONTENT_DIRS,
  REAL_SITE_URL as REAL_SITE,
} from "../fixtures/content-dir.ts";

const fixtures = loadContentAndSources(FIXTURE_CONTENT_PATH);
const launched = OWNER_OPTIONS_CONTENT_DIRS.map((dir) => path.resolve(dir));
const realValues = loadContentAndSources(launched);

describe("a reserved host name (RFC 2606, RFC 6761)", () => {
  it.each([
    "example.com",
    "www.example.com",
    "portal.example.org",
    "EXAMPLE.NET",
    "fernhill.example",
    "acme.test",
    "site.invalid",
    "localhost",
    "app.localhost",
    "printer.local",
    "router.home.arpa",
    "intranet",
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.10",
    "169.254.1.1",
    "192.0.2.7",
    "[::1]",
    "[fd00::1]",
    "[2001:db8::1]",
  ])("%s is reserved", (host) => expect(isReservedHost(host)).toBe(true));

  it.each([
    "www.montgomerytax.com",
    "examples.com",
    "example.com.au",
    "notexample.org",
    "tax.testing.com",
    "portal.clientportal.net",
    "8.8.8.8",
    "172.32.0.1",
    "[2606:4700::1111]",
  ])("%s is not", (host) => expect(isReservedHost(host)).toBe(false));

  it("decides whether a site address is a real domain", () => {
    expect(isRealSiteUrl(DEFAULT_SITE_URL)).toBe(false);
    expect(isRealSiteUrl("http://127.0.0.1:3000")).toBe(false);
    expect(isRealSiteUrl("https://acme.test")).toBe(false);
    expect(isRealSiteUrl(REAL_SITE)).toBe(true);
  });
});

/** What the rules find in one text field of the site's details. */
const found = (value: string) =>
  madeUpValuesOf("site", { businessName: value }).map(({ value, says }) => ({ value, says }));

describe("each made-up rule", () => {
  const rule = (says: RegExp) => MADE_UP_TEXT.find((candidate) => says.test(candidate.says));

  it.each([
    ["an example email", "office@example.com", "office@example.com", /example address/],
    [
      "an email on a .test domain",
      "Write to me@acme.test today",
      "me@acme.test",
      /example address/,
    ],
    [
      "an example web address",
      "https://portal.example.com/",
      "https://portal.example.com",
      /example web address/,
    ],
    [
      "a Markdown link to an example site",
      "[our portal](https://www.example.org/login)",
      "https://www.example.org",
      /example web address/,
    ],
    ["a fictitious 555-01xx number", "(513) 555-0142", "(513) 555-0142", /fictitious phone/],
    ["any 555 number", "call 937.555.7788", "937.555.7788", /fictitious phone/],
    ["a 555 number without area code", "555-0100", "555-0100", /fictitious phone/],
    [
      "a note left in brackets",
      "[To be set by the office: how long]",
      "[To be set by the office: how long]",
      /placeholder/,
    ],
    ["a TODO in brackets", "We are open [TODO: hours].", "[TODO: hours]", /placeholder/],
    ["lorem ipsum", "Lorem ipsum dolor sit amet", "Lorem ipsum", /placeholder text/],
  ])("flags %s", (_what, value, part, says) => {
    expect(rule(says)).toBeDefined();
    expect(found(value)).toEqual([{ value: part, says: rule(says)?.says }]);
  });

  it.each([
    ["a real email", "desk@fernhill-tax-studio.com"],
    ["a real web address", "https://portal.fernhill-tax-studio.com/"],
    ["a Markdown link to a real site", "[the IRS](https://www.irs.gov/payments)"],
    ["a real phone number", "(513) 434-0142"],
    ["a number with 555 inside other digits", "Invoice 45555-01234, ZIP 45552"],
    ["a Markdown reference link", "See [1] and [the IRS][irs]. [irs]: https://www.irs.gov"],
    ["a note in brackets that is no placeholder", "Monday to Friday [by appointment]"],
    ["a reviewed text that says what it is", "This notice explains what the form collects."],
  ])("passes %s", (_what, value) => {
    expect(found(value)).toEqual([]);
  });

  it("reads a 100 KB value in linear time, whatever its shape", () => {
    for (const shape of ["a", "a.", "1-", "x@y.", "[your ", "http://[", "555 "]) {
      const text = shape.repeat((100 * 1024) / shape.length);
      const started = performance.now();
      found(text);
      // Quadratic, a 100 KB word took 6 s at build; linear, tens of milliseconds.
      expect(performance.now() - started, JSON.stringify(shape)).toBeLessThan(1_000);
    }
  });

  it("finds the same text again at each place it is, however often it is checked", () => {
    const text = "Call (513) 555-0142";
    const data = { phone: text, address: { street: text } };
    const places = () => madeUpValuesOf("site", data).map(({ path, value }) => [path, value]);
    const expected = [
      [["phone"], "(513) 555-0142"],
      [["address", "street"], "(513) 555-0142"],
    ];
    expect(places()).toEqual(expected);
    expect(places()).toEqual(expected);
  });

  it("flags videos without an id once, at the No videos yet switch, and passes ids or the switch on", () => {
    const chapter = (id: string) => ({
      chapters: [
        { id, title: "One" },
        { id, title: "Two" },
      ],
    });
    expect(madeUpValuesOf("videos", chapter(""))).toEqual([
      {
        file: "videos",
        path: ["noVideosYet"],
        value: "",
        says: expect.stringMatching(/^is off, but a chapter has no video id/),
      },
    ]);
    expect(madeUpValuesOf("videos", chapter("dQw4w9WgXcQ"))).toEqual([]);
    expect(madeUpValuesOf("videos", { ...chapter(""), noVideosYet: true })).toEqual([]);
  });

  it("flags a legal page's default text while its starting-point switch is on, and passes it off", () => {
    expect(madeUpValuesOf("privacy", { startingPoint: true })).toEqual([
      {
        file: "privacy",
        path: ["startingPoint"],
        value: "",
        says: expect.stringMatching(/^is on/),
      },
    ]);
    expect(madeUpValuesOf("accessibility", { startingPoint: false })).toEqual([]);
  });

  it("flags an empty street only where clients come to the office", () => {
    const site = (meeting: string, street?: string) =>
      madeUpValuesOf("site", { meeting, address: { street } });
    expect([site("office", ""), site("office", "  "), site("office")].flat()).toHaveLength(3);
    // Named, and opened in the CMS, at the field she writes.
    expect(site("office")[0]?.path).toEqual(["address", "street"]);
    expect([site("office", "12 Main St"), site("appointment", ""), site("remote", "")]).toEqual([
      [],
      [],
      [],
    ]);
  });

  it("flags the privacy notice's retention placeholder, and passes a written one", () => {
    const retention = (text: string) =>
      madeUpValuesOf("privacy", { retention: text, body: "{retention}" });
    expect(retention("[To be set by the office: how long inquiries are kept.]")).toHaveLength(1);
    expect(retention("Until two years after our last reply; then deleted.")).toEqual([]);
  });
});

describe("the lines the owner reads", () => {
  it("name each fixture placeholder with its CMS screen and field, and its file", () => {
    const lines = madeUpLines(fixtures.madeUp);
    expect(lines).toHaveLength(fixtures.madeUp.length);
    // One of each kind: an unfinished field in a list's item, and text in a site-wide field.
    expect(lines).toContain(
      "Pages › Questions and answers › Questions › What does a fixture return cost? › Needs your review is on: the answer is a default the office has not reviewed; write it in your words, then switch it off (content/pages/questions.yaml: questions.1.needsReview)",
    );
    expect(lines).toContain(
      "Across the site › Business details › Office email: desk@fernhill.example is an example address (content/site.yaml: email)",
    );
  });

  it("name a nested field by each of its labels (Address › Street)", () => {
    const [line] = madeUpLines(madeUpValuesOf("site", { address: { street: "[Your street]" } }));
    expect(line).toBe(
      "Across the site › Business details › Address › Street: [Your street] is a placeholder for the office to write (content/site.yaml: address.street)",
    );
  });

  it("find nothing in the launched variant (the owner's options)", () => {
    expect(realValues.madeUp).toEqual([]);
  });
});

describe("the launch checklist's progress", () => {
  /** "done of total", from the content alone: what every device reads (docs/product.md §30). */
  const progressOf = (content: Record<string, unknown>) => {
    const entries = Object.entries(content) as [ContentName, unknown][];
    const left = entries.flatMap(([file, data]) => madeUpValuesOf(file, data).map(placeKeyOf));
    const places = entries.flatMap(([file, data]) => launchPlacesOf(file, data));
    return [places.filter((place) => !left.includes(place)).length, places.length];
  };

  it("counts each place once, done or not, so a replaced value is done and the total stays", () => {
    const { site, videos } = fixtures.content;
    expect(progressOf({ site, videos })).toEqual([0, 5]);
    const replaced = { site: { ...site, email: "desk@fernhill-tax-studio.com" } };
    expect(progressOf({ ...replaced, videos: { ...videos, noVideosYet: true } })).toEqual([2, 5]);
  });
});

describe("the build's word on them", () => {
  it("stops a build for a real domain, listing every one", () => {
    const warn = vi.fn();
    expect(() => checkMadeUp(fixtures.madeUp, REAL_SITE, warn)).toThrow(MadeUpError);
    try {
      checkMadeUp(fixtures.madeUp, REAL_SITE, warn);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(
        new RegExp(
          `^The site is built for https://www\\.fernhill-tax-studio\\.com, a real domain, but its content still holds ${fixtures.madeUp.length} made-up values`,
        ),
      );
      for (const line of madeUpLines(fixtures.madeUp))
        expect(message).toContain(`  - ${line}\n`.trimEnd());
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("lets a build for a real domain go on once every value is replaced", () => {
    const warn = vi.fn();
    expect(() => checkMadeUp(realValues.madeUp, REAL_SITE, warn)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([DEFAULT_SITE_URL, "http://127.0.0.1:4173", "https://acme.test"])(
    "lists them once as a notice and goes on for %s",
    (siteUrl) => {
      const warn = vi.fn();
      expect(() => checkMadeUp(fixtures.madeUp, siteUrl, warn)).not.toThrow();
      expect(warn).toHaveBeenCalledOnce();
      for (const line of madeUpLines(fixtures.madeUp)) {
        expect(warn.mock.calls[0]?.[0]).toContain(`  - ${line}`);
      }
    },
  );
});

describe("the daily content check", () => {
  const farFromTheDatesEnd = new Date("2098-07-01T17:00:00Z");

  it("reports each made-up value, by its file, when the site's address is a real domain", () => {
    const problems = contentProblems(FIXTURE_CONTENT_PATH, farFromTheDatesEnd, REAL_SITE);
    expect(problems.map(({ file }) => file)).toEqual(
      fixtures.madeUp.map(({ file }) => contentFiles[file].file),
    );
    expect(problems[0]?.message).toBe(
      `${madeUpLines(fixtures.madeUp)[0]}. Replace it in the CMS; until then the site is not rebuilt for ${REAL_SITE}.`,
    );
  });

  it("says nothing of them for an example address, nor once they are replaced", () => {
    expect(contentProblems(FIXTURE_CONTENT_PATH, farFromTheDatesEnd, DEFAULT_SITE_URL)).toEqual([]);
    expect(contentProblems(launched, farFromTheDatesEnd, REAL_SITE)).toEqual([]);
  });
});
