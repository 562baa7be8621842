/**
 * Who does the work (docs/product.md §21), filled in by the owner in the real CMS on her phone, in
 * `npm run cms` on a copy of the project whose data files are the fixture's (no preparer yet):
 * she uploads her photo, chooses a credential from the fixed list, adds a membership and
 * publishes; About Us then shows them, the photo made at build, and the IRS directory link.
 * Her photo was taken at home on a phone (its GPS position and her name in its EXIF): nothing
 * the site serves carries them, and the original is nowhere in the build.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { IRS_PREPARER_DIRECTORY_URL, preparerCredentials } from "~/rules/preparer-credentials.ts";

import type { CmsCopy } from "../harness/cms-copy.ts";
import { addItem, answerDialogs, LIVE_WITHIN_MS, openEntry, publish, test } from "./cms-owner.ts";
import { expect } from "./fixtures.ts";
import { fixture } from "./site.ts";

const FIXTURE_PHOTO = path.resolve(
  "tests/fixtures/content-owner-options/uploads/fixture-preparer.jpg",
);
const PHOTO_NAME = "at-home.jpg";
const CREDENTIAL = preparerCredentials.find(({ id }) => id === "cpa")?.label ?? "";
const MEMBERSHIP = "Fernhill Guild of Fixture Accountants";

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let copy: CmsCopy;
test.beforeAll(({ cms }) => {
  copy = cms;
});

test("the owner uploads her photo, chooses a credential and adds a membership; About Us shows them", async ({
  page,
}, testInfo) => {
  expect(fixture.site.preparer?.photo ?? "").toBe("");
  const original = await sharp(readFileSync(FIXTURE_PHOTO))
    .withExif({
      IFD0: { Artist: "Dana Quill-Ortega" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 13/1 41/1" },
    })
    .toBuffer();
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const photoFile = testInfo.outputPath(PHOTO_NAME);
  writeFileSync(photoFile, original);
  answerDialogs(page);
  const notFound: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  await page.goto(`${copy.base}/admin/`);
  await page.getByRole("button", { name: "Log in" }).click();
  await openEntry(page, copy.base, "Business details");

  // The photo: from the CMS's Media, uploaded there.
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(photoFile);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(page.getByRole("button", { name: "Remove image" })).toBeVisible();
  // She sees it at once, before the site has it.
  await expect
    .poll(() =>
      page.getByRole("presentation").evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // A credential from the fixed list, in its allowed words.
  const credentials = page.getByLabel("Credentials (optional)");
  await credentials.click();
  await page.getByText(CREDENTIAL, { exact: true }).click();

  await addItem(page, "Add a membership", "Membership");
  await page.getByLabel("Membership", { exact: true }).fill(MEMBERSHIP);

  await publish(page);
  await expect(page.locator(".site-publish-status")).toContainText(
    "Live on every page now: “Business details”",
    { timeout: LIVE_WITHIN_MS },
  );
  const saved = copy.read("site.yaml") as { preparer?: Record<string, unknown> };
  expect(saved.preparer).toMatchObject({
    photo: `/uploads/${PHOTO_NAME}`,
    credentials: ["cpa"],
    memberships: [MEMBERSHIP],
  });

  await page.goto(`${copy.base}/AboutUs`);
  const main = page.getByRole("main");
  await expect(main.getByText(CREDENTIAL)).toBeVisible();
  await expect(main.getByText(MEMBERSHIP)).toBeVisible();
  const photo = main.locator("picture img");
  await expect(photo).toHaveAttribute("width", "160");
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    main.getByRole("link", { name: "Verify us in the IRS directory (opens in a new tab)" }),
  ).toHaveAttribute("href", IRS_PREPARER_DIRECTORY_URL);
  expect(notFound).toEqual([]);

  // What the site serves at the upload's address is the picture, upright, without metadata.
  const served = await page.request.get(`${copy.base}/uploads/${PHOTO_NAME}`);
  expect(served.status()).toBe(200);
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  // And no file of the build is the original, or has any EXIF.
  const client = path.join(copy.dir, "build", "client");
  for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!/\.(jpe?g|png|gif|webp|avif)$/i.test(file)) continue;
    const bytes = readFileSync(path.join(client, file));
    expect(sha256(bytes), file).not.toBe(sha256(original));
    expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
  }
});
