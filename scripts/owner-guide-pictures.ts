/**
 * `npm run docs:pictures`: the pictures of the owner's guide (docs/owner-guide.md), taken as she
 * sees the CMS on her phone (375 px wide), and the two of the operator's manual
 * (docs/operations.md › On your computer, 1280 px), in `npm run cms` on a copy of the project
 * with the fictional practice's data (tests/harness/cms-copy.ts). Run it after a change to
 * /admin/ and look at each picture before committing it.
 */
import path from "node:path";

import { chromium, type Page } from "@playwright/test";

import { contentFiles } from "~/schemas/data-files.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { addDays, formatIsoDate, weekdayOf } from "~/rules/calendar-day.ts";
import { startCms } from "../tests/harness/cms-copy.ts";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium.ts";
import { ROOT_DIR } from "../hosting/build-layout.ts";

const PICTURES = path.join(ROOT_DIR, "docs", "owner-guide");
const DESKTOP_PICTURES = path.join(ROOT_DIR, "docs", "editing");

const copy = await startCms();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  // She leaves an entry she did not publish (yes), and declines the unsaved copy Decap offers.
  page.on("dialog", (dialog) => {
    const isLeaving = dialog.type() === "beforeunload" || /leave this page/.test(dialog.message());
    void (isLeaving ? dialog.accept() : dialog.dismiss());
  });
  const picture = (name: string) => page.screenshot({ path: path.join(PICTURES, `${name}.png`) });
  /** An entry by its name, in its list ("Pages" or "Across the site"). */
  const open = async (entry: string) => {
    const { collection } = Object.values(contentFiles).find(({ label }) => label === entry) ?? {};
    await page.goto(`${copy.base}/admin/#/collections/${collection ?? "content"}`);
    await page.getByText(entry, { exact: true }).click();
  };
  const publish = async (target: Page) => {
    await target.getByRole("button", { name: "Publish", exact: true }).click();
    await target.getByRole("menuitem", { name: "Publish now" }).click();
  };

  await page.goto(`${copy.base}/admin/`);
  await page.getByRole("button", { name: "Log in" }).waitFor();
  await picture("1-sign-in");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("About Us", { exact: true }).waitFor();
  await picture("2-entries");
  // The launch checklist, its list open.
  await page.locator(".site-launch summary").first().click();
  await picture("8-checklist");

  await open("Site-wide notice");
  await page.getByLabel(/^Notice/).fill("Our office closes at 3 pm on Friday, April 9.");
  await page.getByLabel(/^Last day/).fill("2027-04-09");
  await page.getByLabel(/^Link words/).fill("See our hours");
  await page.getByLabel(/^Link to a page/).fill("Contact Us");
  await page.keyboard.press("Enter");
  await page.getByLabel(/^Last day/).scrollIntoViewIfNeeded();
  await picture("3-notice");
  await publish(page);
  await page.locator('.site-publish-status[data-standing="publishing"]').waitFor();
  await picture("4-being-published");
  await page.locator('.site-publish-status[data-standing="live"]').waitFor({ timeout: 60_000 });
  await picture("5-live");
  const closeLine = page.getByRole("button", { name: "Close this message" });
  await closeLine.click();

  await open("Office hours and closures");
  await page.getByRole("button", { name: "Add a closure" }).click();
  // A snow day on a weekday ten days or so ahead: "live" then says from when it shows.
  let snowDay = addDays(officeDateAt(new Date(), "America/New_York"), 10);
  while (/^S/.test(weekdayOf(snowDay))) snowDay = addDays(snowDay, 1);
  await page.getByLabel("Date", { exact: true }).first().fill(snowDay);
  await page.getByLabel("Name", { exact: true }).first().fill("Snow day");
  await page
    .getByLabel(/^Message on the site/)
    .first()
    .fill(`Closed ${formatIsoDate(snowDay)} for snow. Questions: (937) 555-0187.`);
  await page.getByLabel("Date", { exact: true }).first().scrollIntoViewIfNeeded();
  await picture("6-closure");
  // Published: "live" says when the closure shows.
  await publish(page);
  await page
    .locator('.site-publish-status[data-standing="live"]', { hasText: "Office hours" })
    .waitFor({ timeout: 60_000 });
  await picture("9-closure-live");
  await closeLine.click();

  await open("Tax dates");
  await page.getByRole("button", { name: "Add a date" }).click();
  await page.getByLabel("Who sets it").first().fill("IRS");
  await page.keyboard.press("Enter");
  await page.getByLabel("What is due").first().fill("Form 990 for a calendar-year organization");
  await page.getByLabel("Who it concerns").first().fill("Non-profits");
  await page.getByLabel("For", { exact: true }).first().fill("Non-profits");
  await page.keyboard.press("Enter");
  await page.getByLabel("Source").first().fill("IRS Publication 509 (2027)");
  // Refused as she picks the day, before Publish.
  await page.getByLabel("Date", { exact: true }).first().fill("2027-05-15");
  await page.getByText("is a Saturday").waitFor();
  await page.getByText("is a Saturday").scrollIntoViewIfNeeded();
  await picture("7-refused");

  // The operator's manual: the list of pages, and an entry beside its preview, on a desktop
  // (a page opened as a phone's keeps the phone's layout: /admin/ decides once).
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  await desktop.goto(`${copy.base}/admin/`);
  await desktop.getByRole("button", { name: "Log in" }).click();
  await desktop.goto(`${copy.base}/admin/#/collections/pages`);
  await desktop.getByText("About Us", { exact: true }).waitFor();
  await desktop.screenshot({ path: path.join(DESKTOP_PICTURES, "1-files.png") });
  await desktop.goto(`${copy.base}/admin/#/collections/content/entries/testimonials`);
  await desktop.frameLocator("iframe").getByText("Client since").first().waitFor();
  await desktop.screenshot({ path: path.join(DESKTOP_PICTURES, "2-preview.png") });
  console.log(
    `Pictures in ${path.relative(ROOT_DIR, PICTURES)} and ${path.relative(ROOT_DIR, DESKTOP_PICTURES)}: look at each before committing.`,
  );
} finally {
  await browser.close();
  await copy.stop();
}
