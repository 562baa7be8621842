/**
 * Who does the work (docs/product.md §21): site.yaml's optional `preparer` fields, checked as the build
 * checks them; what the pages and the JSON-LD make of them, with them filled in and empty; the
 * credentials' wording (Circular 230 §10.30); the photo the build makes, and every upload
 * without its metadata; the CMS's fields.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";

import { cmsFiles } from "~/admin/cms-fields.server.ts";
import { loadContent, validateFile } from "~/schemas/load.server.ts";
import { IRS_PREPARER_DIRECTORY_URL, preparerCredentials } from "~/rules/preparer-credentials.ts";
import type { Picture } from "~/lib/picture.ts";
import { preparerOf } from "~/lib/preparer-profile.ts";
import { siteConfigOf } from "~/lib/site-config.ts";
import { accountingService } from "~/lib/structured-data.ts";
import { readDeployment } from "../../build-tools/env.ts";
import { PHOTO_SIZE, preparePhoto } from "../../build-tools/preparer-photo.ts";
import { writeUploads } from "../../build-tools/uploads-without-metadata.ts";
import { UPLOADS } from "~/rules/uploads.ts";
import { FIXTURE_CONTENT_PATH, OWNER_OPTIONS_CONTENT_DIRS } from "../fixtures/content-dir.ts";

const { site, hours } = loadContent(FIXTURE_CONTENT_PATH);
const OPTIONS_DIRS = OWNER_OPTIONS_CONTENT_DIRS.map((folder) => path.resolve(folder));
const { site: filled } = loadContent(OPTIONS_DIRS);
const deployment = readDeployment({ VITE_SITE_URL: "https://acme.test" });
const builtAt = new Date("2026-11-21T12:00:00-05:00");

const picture: Picture = {
  width: 160,
  height: 200,
  src: "/assets/preparer-abc-160.jpg",
  srcSet: "/assets/preparer-abc-160.jpg 1x, /assets/preparer-abc-320.jpg 2x",
  largest: "/assets/preparer-abc-320.jpg",
  sources: [],
};

const withPreparer = (preparer: unknown) => ({ ...site, preparer });

describe("site.yaml's preparer fields", () => {
  it("may be left out, or empty", () => {
    const { preparer: _preparer, ...without } = site;
    expect(() => validateFile("site", without)).not.toThrow();
    expect(() =>
      validateFile("site", withPreparer({ name: "", photo: "", credentials: [], memberships: [] })),
    ).not.toThrow();
  });

  it("take a credential from the fixed list only, each once, naming the file and the field", () => {
    expect(() => validateFile("site", withPreparer({ credentials: ["irs-certified"] }))).toThrow(
      /^content\/site\.yaml: preparer\.credentials: entry 1: must be among enrolled-agent, cpa, /,
    );
    expect(() => validateFile("site", withPreparer({ credentials: ["cpa", "cpa"] }))).toThrow(
      "content/site.yaml: preparer.credentials must name each credential once",
    );
  });

  it("take a photo from the site's uploads only, as a JPEG, PNG, WebP or AVIF", () => {
    for (const photo of ["/uploads/me.jpg", "/uploads/2027/Me Smiling.JPEG", "/uploads/a.webp"]) {
      expect(() => validateFile("site", withPreparer({ photo })), photo).not.toThrow();
    }
    for (const photo of [
      "https://elsewhere.example/me.jpg",
      "/uploads/../secrets.jpg",
      "/uploads/drawing.svg",
      "/assets/me.jpg",
    ]) {
      expect(() => validateFile("site", withPreparer({ photo })), photo).toThrow(
        /^content\/site\.yaml: preparer\.photo must be a picture uploaded to the site/,
      );
    }
  });

  it("refuse an empty membership", () => {
    expect(() => validateFile("site", withPreparer({ memberships: [" "] }))).toThrow(
      "content/site.yaml: preparer.memberships: entry 1: is required",
    );
  });
});

describe("the credentials' words (Circular 230 §10.30(a)(2))", () => {
  it("never say certified by the IRS, and describe an enrolled agent as the rule allows", () => {
    for (const { label } of preparerCredentials) {
      expect(label).not.toMatch(/certified by|IRS[- ]certified|certified (tax|enrolled)/i);
      expect(label.replace("Certified Public Accountant", "")).not.toMatch(/certif/i);
    }
    const enrolledAgent = preparerCredentials.find(({ id }) => id === "enrolled-agent");
    expect(enrolledAgent?.label).toContain(
      "enrolled to represent taxpayers before the Internal Revenue Service",
    );
  });
});

describe("the preparer as the site shows them", () => {
  it("is nothing when nothing is filled in (no credential assumed)", () => {
    expect(preparerOf({ ...site, preparer: undefined })).toBeUndefined();
    expect(
      preparerOf({ ...site, preparer: { name: "", photo: "", credentials: [], memberships: [] } }),
    ).toBeUndefined();
  });

  it("is the owner when the name is left empty, with the chosen credentials in the list's words", () => {
    const preparer = preparerOf({ ...site, preparer: { name: "", credentials: ["cpa"] } });
    expect(preparer).toEqual({
      name: site.ownerName,
      credentials: [
        expect.objectContaining({ id: "cpa", label: "Certified Public Accountant (CPA)" }),
      ],
      memberships: [],
      directoryUrl: IRS_PREPARER_DIRECTORY_URL,
    });
  });

  it("links the IRS directory only for a credential it lists (not a PTIN alone)", () => {
    expect(preparerOf({ ...site, preparer: { credentials: ["ptin"] } })?.directoryUrl).toBe(
      undefined,
    );
    expect(preparerOf({ ...site, preparer: { credentials: ["ptin", "afsp"] } })?.directoryUrl).toBe(
      "https://irs.treasury.gov/rpo/rpo.jsf",
    );
  });

  it("has the photo the build made, and shows with a photo alone", () => {
    expect(preparerOf({ ...site, preparerPhoto: picture })).toMatchObject({
      name: site.ownerName,
      photo: picture,
    });
  });
});

describe("the JSON-LD's preparer", () => {
  it("is not there when the fields are empty", () => {
    const data = accountingService(siteConfigOf(site, deployment), builtAt, hours);
    expect(data).not.toHaveProperty("employee");
  });

  it("is a Person with the photo, each credential and each membership", () => {
    const config = { ...siteConfigOf(filled, deployment), preparerPhoto: picture };
    expect(accountingService(config, builtAt, hours)).toMatchObject({
      employee: {
        "@type": "Person",
        name: "Dana Quill-Ortega",
        image: "https://acme.test/assets/preparer-abc-320.jpg",
        hasCredential: [
          {
            "@type": "EducationalOccupationalCredential",
            name: "Enrolled Agent (EA), enrolled to represent taxpayers before the Internal Revenue Service",
            credentialCategory: "license",
          },
          {
            "@type": "EducationalOccupationalCredential",
            name: "Annual Filing Season Program Record of Completion",
            credentialCategory: "certificate",
          },
        ],
        memberOf: [{ "@type": "Organization", name: "Fernhill Society of Fixture Preparers" }],
      },
    });
  });
});

describe("the photo the build makes", () => {
  it("is upright at 1x and 2x, in AVIF, WebP and JPEG, named after the upload's bytes", async () => {
    const photo = await preparePhoto("/uploads/fixture-preparer.jpg", OPTIONS_DIRS);
    expect(photo.picture).toMatchObject({ width: PHOTO_SIZE.width, height: PHOTO_SIZE.height });
    expect(photo.picture.src).toMatch(/^\/assets\/preparer-[0-9a-f]{16}-160\.jpg$/);
    expect(photo.picture.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect([...photo.files.keys()].map((file) => file.replace(/-[0-9a-f]{16}-/, "-#-"))).toEqual([
      "/assets/preparer-#-160.avif",
      "/assets/preparer-#-320.avif",
      "/assets/preparer-#-160.webp",
      "/assets/preparer-#-320.webp",
      "/assets/preparer-#-160.jpg",
      "/assets/preparer-#-320.jpg",
    ]);
    for (const [file, bytes] of photo.files) {
      const { width, height, format } = await sharp(bytes).metadata();
      const density = file.includes("-320.") ? 2 : 1;
      expect([width, height], file).toEqual([160 * density, 200 * density]);
      expect(format, file).toBe(
        { avif: "heif", webp: "webp", jpg: "jpeg" }[file.split(".").at(-1) as string],
      );
      expect(bytes.length, file).toBeLessThan(20_000);
    }
  });

  it("stops the build naming the field when the upload is not there", () => {
    expect(() => preparePhoto("/uploads/missing.jpg", OPTIONS_DIRS)).toThrow(
      "content/site.yaml: preparer.photo: /uploads/missing.jpg is not in content/uploads",
    );
  });
});

describe("the owner's uploads in the build", () => {
  const folders = () => {
    const [content, client] = ["content-", "client-"].map((name) =>
      mkdtempSync(path.join(tmpdir(), name)),
    ) as [string, string];
    mkdirSync(path.join(content, UPLOADS.folder, "2027"), { recursive: true });
    onTestFinished(() => [content, client].forEach((dir) => rmSync(dir, { recursive: true })));
    const upload = (name: string, bytes: string | Buffer) =>
      writeFileSync(path.join(content, UPLOADS.folder, name), bytes);
    return { content, client, upload };
  };

  it("are encoded again, upright and without metadata: a phone photo's place and owner never ship", async () => {
    const { content, client, upload } = folders();
    // Taken at home on a phone held upright: a 40 × 20 sensor image with orientation 6, GPS and owner.
    const original = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#a33" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Artist: "Dana at home" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 13/1 41/1" },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    upload("2027/me.jpg", original);
    expect(await writeUploads([content], client)).toBe(1);
    const served = readFileSync(path.join(client, "uploads/2027/me.jpg"));
    const { width, height, format, exif, xmp, iptc, icc } = await sharp(served).metadata();
    expect({ width, height, format, exif, xmp, iptc, icc }).toMatchObject({
      ...{ width: 20, height: 40, format: "jpeg" },
      ...{ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined },
    });
    expect(served.includes("Dana at home")).toBe(false);
    // The preparer's photo made from it is as clean.
    const photo = await preparePhoto("/uploads/2027/me.jpg", [content]);
    for (const bytes of photo.files.values())
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      "steal.js",
      ": the site takes only images (.jpg, .jpeg, .png, .gif, .webp, .avif) in its uploads",
    ],
    ["page.html", ": the site takes only images"],
    ["drawing.svg", ": the site takes only images"],
    ["script.jpg", " could not be read as a picture"],
  ])("stop the build on %s, naming it", async (name, says) => {
    const { content, client, upload } = folders();
    upload(name, "<script>alert(1)</script>");
    await expect(writeUploads([content], client)).rejects.toThrow(`content/uploads/${name}${says}`);
    expect(existsSync(path.join(client, "uploads", name))).toBe(false);
  });

  it("stop the build on an upload left in public/, which the bundler copied byte for byte", async () => {
    const { content, client } = folders();
    mkdirSync(path.join(client, "uploads"));
    await expect(writeUploads([content], client)).rejects.toThrow(
      "public/uploads: the site serves uploads from content/uploads only",
    );
  });
});

describe("the CMS's preparer fields", () => {
  it("offer the photo from the media library only, and the credentials as the fixed list", () => {
    const entry = cmsFiles().find((file) => file.name === "site");
    const preparer = entry?.fields.find((field) => field.name === "preparer") as
      { widget: string; fields: { name: string; widget: string }[] } | undefined;
    expect(preparer?.widget).toBe("object");
    const fields = Object.fromEntries(preparer?.fields.map((field) => [field.name, field]) ?? []);
    expect(fields.photo).toMatchObject({ widget: "image", choose_url: false, required: false });
    expect(fields.credentials).toMatchObject({
      widget: "select",
      multiple: true,
      required: false,
      options: preparerCredentials.map(({ id, label }) => ({ value: id, label })),
    });
    expect(fields.memberships).toMatchObject({ widget: "list", required: false });
    expect(fields.name).toMatchObject({ widget: "string", required: false });
  });
});
