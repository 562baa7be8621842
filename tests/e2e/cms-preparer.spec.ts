/**
 * Who does the work (PRODUCT.md §21), filled in by the owner in the real CMS on her phone, in
 * `npm run cms` on a copy of the project whose data files are the fixture's (no preparer yet):
 * she uploads her photo, chooses a credential from the fixed list, adds a membership and
 * publishes; About Us then shows them, the photo made at build, and the IRS directory link.
 */
import path from "node:path";

import { IRS_PREPARER_DIRECTORY_URL, preparerCredentials } from "~/content/preparer-credentials.ts";

import type { CmsCopy } from "../harness/cms-copy.ts";
import { addItem, answerDialogs, openEntry, publish, test } from "./cms-owner.ts";
import { expect } from "./fixtures.ts";
import { fixture } from "./site.ts";

const PHOTO = path.resolve("tests/fixtures/content-owner-options/uploads/fixture-preparer.jpg");
const CREDENTIAL = preparerCredentials.find(({ id }) => id === "cpa")?.label ?? "";
const MEMBERSHIP = "Fernhill Guild of Fixture Accountants";
const LIVE_WITHIN_MS = 30_000;

test.describe.configure({ timeout: 180_000 });
test.use({
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  // Known limitation of `npm run cms`: the CMS shows the photo just uploaded from the served site,
  // which has it only once the publish has rebuilt it (one 404, its address checked below).
  expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/],
});

let copy: CmsCopy;
test.beforeAll(({ cms }) => {
  copy = cms;
});

test("the owner uploads her photo, chooses a credential and adds a membership; About Us shows them", async ({
  page,
}) => {
  expect(fixture.site.preparer?.photo ?? "").toBe("");
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
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(page.getByRole("button", { name: "Remove image" })).toBeVisible();

  // A credential from the fixed list, in its allowed words.
  const credentials = page.getByLabel("Credentials (optional)");
  await credentials.click();
  await page.getByText(CREDENTIAL, { exact: true }).click();

  await addItem(page, "Add a membership", "Membership");
  await page.getByLabel("Membership", { exact: true }).fill(MEMBERSHIP);

  await publish(page);
  await expect(page.locator(".site-publish-status")).toContainText(
    "Live on the site: “Business details”",
    { timeout: LIVE_WITHIN_MS },
  );
  const saved = copy.read("site.yaml") as { preparer?: Record<string, unknown> };
  expect(saved.preparer).toMatchObject({
    photo: "/uploads/fixture-preparer.jpg",
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
  expect(notFound.filter((address) => address !== "/uploads/fixture-preparer.jpg")).toEqual([]);
});
