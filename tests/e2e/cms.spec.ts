/**
 * The owner's journeys in the real CMS (docs/product.md §18: "the owner cannot break it, and always
 * knows where her change stands"), in `npm run cms` on a copy of the project whose data files are
 * the fixture's: decap-server writes the copy's files, and the site rebuilds beside itself after
 * each save. Most run on her phone, 375 px wide.
 *
 * - A change is live within seconds, /admin/ says "being published", then "live on the site",
 *   and neither the site nor /admin/ refuses a request while it rebuilds.
 * - A value the build refuses, written to the file by other means, leaves the last good site up,
 *   and /admin/ says what failed, in the build's words, until a good build replaces it.
 * - Removing asks first; a new item opens in view; rows read in words; times are taken as she
 *   writes them; the entry she jumps to by its address is the one she gets.
 * - A closure for today closes "Open now" and shows its message in every page's notice (the next
 *   day's build drops it: tests/unit/notices.test.ts).
 * - The phone and a new testimonial reach every page, every tel: link and the structured data;
 *   the spelling and format checks pass on her files as the CMS wrote them (names no dictionary
 *   holds included).
 */
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";

import { loadContentAndSources, parseMarkdownFile } from "~/schemas/load.server.ts";
import { pages } from "~/pages.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { addDays, formatIsoDate } from "~/rules/calendar-day.ts";
import { CLOSURE_NOTICE_DAYS } from "~/rules/notices.ts";
import { BUILD_STATUS_PATH } from "~/shared/paths.ts";

import { checkMadeUp, madeUpWords } from "../../build-tools/made-up-check.ts";
import { ROOT_DIR } from "../../hosting/build-layout.ts";
import { FIXTURE_NOW } from "../fixtures/content-dir.ts";
import type { CmsCopy } from "../harness/cms-copy.ts";
import {
  addItem,
  answerDialogs,
  field,
  LIVE_WITHIN_MS,
  openEntry,
  publish,
  publishSaved,
  retypeProse,
  tap,
  test,
} from "./cms-owner.ts";
import { expect } from "./fixtures.ts";
import { fixture, office } from "./site.ts";

// Numbers a real-domain build takes (not 555), so the launch checklist below lists only the fixture's.
const NEW_PHONE = "(937) 462-0144";
const NEW_TEL = "tel:+19374620144";
/** Her words that no dictionary holds: a client's name, a town in a tax date she renames. */
const NEW_TESTIMONIAL = { name: "Priya N.", clientSince: "2021", text: "Clear answers, on time." };
const RENAMED_DATE = "Fixture moved to Beavercreek";

const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

// In order, in one worker, on one copy: each journey starts from what the one before left.
test.describe.configure({ mode: "default", timeout: 120_000 });

let copy: CmsCopy;
test.beforeAll(({ cms }) => {
  copy = cms;
});

async function logIn(page: Page) {
  answerDialogs(page);
  await page.goto(`${copy.base}/admin/`);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The line at the foot of /admin/, once it says the change is live, and where. */
async function expectLive(page: Page, entry: string, where = "") {
  const line = page.locator(".site-publish-status");
  await expect(line).toContainText(
    new RegExp(`^Live on ${where}.*“${entry}” is what visitors see`),
    {
      timeout: LIVE_WITHIN_MS,
    },
  );
}

/**
 * Asks the site and /admin/ for a page every 100 ms until `isDone`; every answer must be a 200:
 * a rebuild never takes either down.
 */
async function pollWhile(isDone: () => Promise<boolean>) {
  const refused: string[] = [];
  const started = Date.now();
  for (;;) {
    for (const url of [`${copy.base}/`, `${copy.base}/admin/`]) {
      const answer = await fetch(url).catch((error: unknown) => String(error));
      if (typeof answer === "string" || !answer.ok) {
        refused.push(`${url}: ${typeof answer === "string" ? answer : answer.status}`);
      }
    }
    if (await isDone()) break;
    if (Date.now() - started > LIVE_WITHIN_MS * 2) throw new Error("the site never changed");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { refused, seconds: (Date.now() - started) / 1000 };
}

/** A field of the item she opened, by its label: an item opened before keeps its fields, hidden. */
const shown = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

const served = async (path: string) => (await fetch(`${copy.base}${path}`)).text();

/** Whether the page scrolls sideways, or something is cut at the screen's right edge. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    cut: [...document.querySelectorAll("#nc-root *, #site-publish-status *")]
      .filter((element) => {
        const { left, right, width } = element.getBoundingClientRect();
        return width > 0 && left < window.innerWidth && right > window.innerWidth + 1;
      })
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30) ?? ""}`),
  }));
  expect(overflow.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(overflow.cut, `${where}: cut at the screen's right edge`).toEqual([]);
}

/** Each target a finger taps is at least 44 px high (docs/product.md §30). */
async function expectTargets(targets: Locator) {
  await expect(targets.first()).toBeVisible();
  const heights = await targets.evaluateAll((all) =>
    all.map((target) => [target.textContent, Math.round(target.getBoundingClientRect().height)]),
  );
  // A hidden one (the media library's file input's button) has no height.
  expect(heights.filter(([, height]) => Number(height) > 0 && Number(height) < 44)).toEqual([]);
}

test.describe("on the owner's phone", () => {
  test.use(phone);

  test("the login and the header show the practice's name, not Decap; the entry she jumps to by its address is the one she gets; Log in, the photo's buttons, the media library and a select's options are 44 px", async ({
    page,
  }) => {
    answerDialogs(page);
    await page.goto(`${copy.base}/admin/`);
    await expect(page.getByRole("img", { name: fixture.site.businessName })).toBeVisible();
    await expect(page).toHaveTitle(`Edit ${fixture.site.businessName}`);
    await expectTargets(page.getByRole("button", { name: "Log in" }));
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("img", { name: fixture.site.businessName })).toBeVisible();
    await expect(page.getByText(/decap/i)).toHaveCount(0);

    // From one entry to another by its address: Business details, with its data.
    await openEntry(page, copy.base, "Office hours and closures");
    await page.evaluate(() => (window.location.hash = "#/collections/content/entries/site"));
    await expect(page.getByLabel("Office phone")).toHaveValue(office.phone);
    // Each brings up its keyboard on a phone.
    await expect(page.getByLabel("Office phone")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Office email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Client portal address")).toHaveAttribute("type", "url");
    await field(page, "How you meet clients").click();
    await expectTargets(page.getByRole("option"));
    await page.keyboard.press("Escape");
    await expectTargets(page.getByRole("button", { name: /image/ }));
    await tap(page.getByRole("button", { name: /image/ }).first());
    await expectTargets(page.getByRole("dialog").getByRole("button"));
  });

  test("a notice published from the phone is live within seconds, all on screen, and neither the site nor /admin/ refuses a request while it rebuilds", async ({
    page,
  }) => {
    const NOTICE = "Fixture notice: closed Friday for the county fair.";
    await logIn(page);
    await expectNoSidewaysScroll(page, "the list of entries");
    await openEntry(page, copy.base, "Site-wide notice");
    const notice = page.getByLabel(/^Notice/);
    await notice.fill(NOTICE);
    await expectNoSidewaysScroll(page, "the editor");
    // No preview pane beside the form on a phone: the form has the whole width.
    await expect(page.locator("#preview-pane")).toHaveCount(0);
    for (const label of [/^Notice/, /^Last day/, /^Link words/, /^Or another site/]) {
      await page.getByLabel(label).scrollIntoViewIfNeeded();
      await expect(page.getByLabel(label)).toBeInViewport({ ratio: 1 });
    }
    // Its link: a page of the site, chosen by its name.
    await page.getByLabel(/^Link words/).fill("See our hours");
    await page.getByLabel(/^Link to a page/).fill("Contact Us");
    await page.keyboard.press("Enter");
    const button = page.getByRole("button", { name: "Publish", exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    await publishSaved(page);
    await expect(page.locator(".site-publish-status")).toContainText(
      "Being published: “Site-wide notice” is saved and goes live on the site in a few seconds.",
    );
    expect(copy.read("notice.yaml")).toMatchObject({ text: NOTICE });

    const { refused, seconds } = await pollWhile(async () => (await served("/")).includes(NOTICE));
    expect(refused, "requests refused while the site rebuilt").toEqual([]);
    console.log(`The notice was served ${seconds} s after it was saved.`);
    expect(seconds).toBeLessThan(LIVE_WITHIN_MS / 1000);
    await expectLive(page, "Site-wide notice", "every page now");
    await expect(page.getByRole("link", { name: "View it" })).toHaveAttribute("href", "/");
    await expectTargets(page.getByRole("link", { name: "View it" }));
    await expectNoSidewaysScroll(page, "after publishing, with the line at the foot");
    // Once read, the line does not come back when she opens /admin/ again.
    const answered = page.waitForResponse(`${copy.base}${BUILD_STATUS_PATH}`);
    await page.reload();
    await answered;
    await expect(page.getByLabel(/^Notice/)).toBeVisible();
    await expect(page.locator(".site-publish-status")).toHaveCount(0);
    await page.goto(copy.base);
    await expect(
      page.getByRole("region", { name: "Notice" }).getByRole("link", { name: "See our hours" }),
    ).toHaveAttribute("href", "/ContactUs");
  });

  test("a value the build refuses, written to the file, leaves the last good site up, and /admin/ says what failed until a good build replaces it", async ({
    page,
  }) => {
    const good = copy.text("hours.yaml");
    const bad = good.replace('closes: "21:00"', 'closes: "08:00"');
    expect(bad).not.toBe(good);
    const before = await served("/ContactUs");

    copy.write("hours.yaml", bad);
    await logIn(page);
    const line = page.locator('.site-publish-status[data-standing="failed"]');
    const { refused } = await pollWhile(async () => {
      const status = (await (await fetch(`${copy.base}${BUILD_STATUS_PATH}`)).json()) as {
        failed: unknown;
      };
      return status.failed !== null;
    });
    expect(refused).toEqual([]);
    expect(await served("/ContactUs"), "the last good site").toBe(before);
    await page.reload();
    await expect(line).toContainText(
      "Office hours and closures: weekly: entry 1: closes must be later than the opening time",
    );
    await expect(line).toBeInViewport();

    copy.write("hours.yaml", good);
    await pollWhile(async () => {
      const status = (await (await fetch(`${copy.base}${BUILD_STATUS_PATH}`)).json()) as {
        failed: unknown;
      };
      return status.failed === null;
    });
    const answered = page.waitForResponse(`${copy.base}${BUILD_STATUS_PATH}`);
    await page.reload();
    await answered;
    await expect(page.locator(".site-publish-status")).toHaveCount(0);
  });

  test("the × on a row asks first: cancel keeps it, yes removes it", async ({ page }) => {
    await logIn(page);
    await openEntry(page, copy.base, "Testimonials");
    const [first, second] = fixture.testimonials;
    const remove = (name: string) =>
      page.getByRole("button", { name: new RegExp(`^Remove “${name}`) });
    const questions: string[] = [];
    page.once("dialog", async (dialog) => {
      questions.push(dialog.message());
      await dialog.dismiss();
    });
    await remove(first?.name ?? "").click();
    expect(questions).toEqual([
      `Remove “${first?.name} (client since ${first?.clientSince}) · on the home page”? It leaves the site when you publish.`,
    ]);
    await expect(remove(first?.name ?? "")).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await remove(second?.name ?? "").click();
    await expect(remove(second?.name ?? "")).toHaveCount(0);
    await publishSaved(page);
    const names = (copy.read("testimonials.yaml").testimonials as { name: string }[]).map(
      (testimonial) => testimonial.name,
    );
    expect(names).toContain(first?.name);
    expect(names).not.toContain(second?.name);
  });

  test("a new date opens in view and on top, its first field focused; it gets an identity of its own; an edited date keeps its identity and its feed UID", async ({
    page,
  }) => {
    type Entry = { id: string; date: string; title: string };
    const listed = () => copy.read("tax-dates.yaml").dates as Entry[];
    const before = listed();
    await logIn(page);
    await openEntry(page, copy.base, "Tax dates");
    // A folded date draws no fields (a key typed updates the open ones only): the new one's only.
    await expect(page.locator("[data-cms-item-summary]")).toHaveCount(before.length);
    await expect(page.getByLabel("What is due", { exact: true })).toHaveCount(0);
    await addItem(page, "Add a date", "Date");
    await expect(page.getByLabel("What is due", { exact: true })).toHaveCount(1);
    const date = page.getByLabel("Date", { exact: true }).first();
    await expect(date).toBeFocused();
    await expect(date).toBeInViewport();
    await expect(date).toHaveValue("");
    // The identity is written by itself, once, when the new date opens: never shown, never typed.
    await expect(page.getByLabel("Calendar identity", { exact: true }).first()).toBeHidden();
    await date.fill("2099-04-30");
    await page.getByLabel("Who sets it", { exact: true }).first().fill("IRS");
    await page.keyboard.press("Enter");
    await page.getByLabel("What is due", { exact: true }).first().fill("Fixture added in the CMS");
    await page.getByLabel("Who it concerns", { exact: true }).first().fill("Fixture owners");
    await page.getByLabel("For", { exact: true }).first().fill("Employers");
    await page.keyboard.press("Enter");
    await page.getByLabel("Source", { exact: true }).first().fill("Fixture instructions");
    await publishSaved(page);
    const added = listed();
    const written = added.find((entry) => entry.title === "Fixture added in the CMS")?.id;
    expect(written).toMatch(/^[a-z2-7]{26}$/);
    expect(before.map((entry) => entry.id)).not.toContain(written);
    // Every other entry kept its own.
    expect(added.filter((entry) => entry.id !== written)).toEqual(before);

    // She goes on without waiting: she moves a date and renames it, and the entry, and its
    // calendar event, stay the same one.
    const edited = before[0] as Entry;
    const feedUid = async (title: string) => {
      const feed = await served("/calendar/tax-dates.ics");
      const event = feed
        .replace(/\r\n[ \t]/g, "")
        .split("BEGIN:VEVENT")
        .find((text) => text.includes(`SUMMARY:${title}\r\n`));
      return /\r\nUID:(.+)\r\n/.exec(event ?? "")?.[1];
    };
    const uid = await feedUid(edited.title);
    expect(uid).toMatch(new RegExp(`^${edited.id}@`));
    await page.reload();
    // Its row opens from its words, as she taps it.
    await page
      .getByRole("button", { name: `${edited.date} IRS: ${edited.title}`, exact: true })
      .click();
    const editedDate = shown(page, "Date");
    await expect(editedDate).toHaveValue(edited.date);
    // The phone's own date picker, the weekday beside it: a Saturday is refused as she picks it.
    await expect(editedDate).toHaveAttribute("type", "date");
    await editedDate.fill("2024-04-13");
    await expect(page.getByText("Saturday", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^Date 2024-04-13 is a Saturday: .* Monday 2024-04-15\.$/),
    ).toBeVisible();
    await expect(editedDate).toBeFocused();
    await editedDate.fill("2024-04-17");
    await shown(page, "What is due").fill(RENAMED_DATE);
    await publishSaved(page);
    expect(listed().find((entry) => entry.id === edited.id)).toMatchObject({
      date: "2024-04-17",
      title: RENAMED_DATE,
    });
    await expect.poll(() => feedUid(RENAMED_DATE), { timeout: LIVE_WITHIN_MS }).toBe(uid);
    await expectLive(page, "Tax dates", "Resources");
  });

  test('every row of the hours and closures reads in words, with no code in it; "5 pm" is kept as 17:00 and shown back as 5:00 pm; a closure for today, published with it, closes the office on the contact page and shows its message in the notice every page shares', async ({
    page,
  }) => {
    // The builds' day is the fixture's (BUILD_NOW); the site's pages are visited on it too.
    const today = officeDateAt(new Date(FIXTURE_NOW), fixture.hours.timeZone);
    const MESSAGE = "Fixture: closed today for a staff day. Call (937) 462-0199.";
    await logIn(page);
    await openEntry(page, copy.base, "Office hours and closures");
    await expect(page.locator("[data-cms-item-summary]").first()).toBeVisible();
    const rows = await page.locator("[data-cms-item-summary]").allTextContents();
    expect(rows).toEqual(
      expect.arrayContaining([
        "Monday–Thursday 9:00 am–9:00 pm",
        "Friday 9:00 am–7:00 pm",
        "Saturday 10:00 am–5:00 pm in tax season",
        "Closed 2098-12-24 to 2098-12-27 Fixture winter closure",
      ]),
    );
    for (const row of rows) expect(row).not.toMatch(/[[\]"{}]/);
    // The time zone and the season in words, not as codes.
    await expect(page.getByText("Eastern (New York, Ohio)")).toBeVisible();
    await expect(page.getByLabel("First day").locator("option:checked")).toHaveText("January 15");
    await expect(page.locator("#nc-root")).not.toContainText(fixture.hours.timeZone);
    // Each row opens from its words, not only from the small arrow.
    await page.getByRole("button", { name: "Friday 9:00 am–7:00 pm", exact: true }).click();
    await expect(shown(page, "Opens")).toBeVisible();

    // "5 pm" is taken as she writes it, kept as 17:00 and shown back as 5:00 pm.
    const closes = shown(page, "Closes");
    await closes.click();
    await closes.press("ControlOrMeta+a");
    await closes.pressSequentially("5 pm");
    await closes.blur();
    await expect(closes).toHaveValue("5:00 pm");
    await expect(page.getByRole("button", { name: "Fold “Friday 9:00 am–5:00 pm”" })).toBeVisible();

    // Today's closure, published with it.
    await addItem(page, "Add a closure", "Date");
    await page.getByLabel("Date", { exact: true }).first().fill(today);
    await page.getByLabel("Name", { exact: true }).first().fill("Fixture staff day");
    await page
      .getByLabel(/^Message on the site/)
      .first()
      .fill(MESSAGE);
    await publish(page);
    // /admin/ runs on the browser's own clock (the journeys' builds are timed by it), on which the
    // fixture's day is still to come: "Live" says when the closure shows, not "now".
    await expectLive(page, "Office hours and closures", "Contact Us");
    await expect(page.locator(".site-publish-status")).toContainText(
      `“Closed” shows from ${formatIsoDate(today)}, and its message on every page from ${formatIsoDate(addDays(today, -CLOSURE_NOTICE_DAYS))}.`,
    );

    // Every page's notice is the same one (owner-options.spec.ts opens each page for it): the home
    // page here, and the contact page, which also says "Closed today".
    await page.clock.setFixedTime(new Date(FIXTURE_NOW));
    await page.goto(copy.base);
    await expect(page.getByRole("region", { name: "Notice" })).toContainText(MESSAGE);
    // Its phone number is a tap away.
    await expect(page.getByRole("link", { name: "(937) 462-0199" })).toHaveAttribute(
      "href",
      "tel:+19374620199",
    );
    await page.goto(`${copy.base}/ContactUs`);
    await expect(page.getByRole("region", { name: "Notice" })).toContainText(MESSAGE);
    const status = page.getByTestId("office-status");
    await expect(status).toContainText("Closed today");
    await expect(status).toContainText("for Fixture staff day.");
    const weekly = copy.read("hours.yaml").weekly as { days: string[]; closes: string }[];
    expect(weekly.find((row) => row.days.includes("Friday"))?.closes).toBe("17:00");
    expect(copy.text("hours.yaml")).not.toMatch(/pm|am\b/);
  });
});

test.describe("on the owner's phone, a page's words", () => {
  test.use(phone);

  test("are one entry per page under Pages: About Us's heading and biography, changed in its one entry, reach /AboutUs", async ({
    page,
  }) => {
    const HEADING = "Fixture: about the practice";
    const BIOGRAPHY = "Fixture: a biography written on the phone.";
    // From a quiet site: "live within seconds" is timed from a save with no build under way
    // (one already running finishes first, and the next takes this save).
    await expect
      .poll(
        async () =>
          (
            (await (await fetch(`${copy.base}${BUILD_STATUS_PATH}`)).json()) as {
              building: unknown;
            }
          ).building,
        { timeout: LIVE_WITHIN_MS * 2 },
      )
      .toBeNull();
    await logIn(page);
    await page.goto(`${copy.base}/admin/#/collections/pages`);
    const list = page.getByRole("main").locator('a[href*="/collections/pages/entries/"]');
    await expect(list).toHaveText(pages.map((listed) => new RegExp(`^${listed.navLabel}$`)));

    await openEntry(page, copy.base, "About Us");
    // She reads the heading before she changes it: the entry has loaded.
    const heading = page.getByLabel("Heading", { exact: true });
    await expect(heading).toHaveValue(fixture.aboutUs.heading);
    await heading.fill(HEADING);
    await retypeProse(page, BIOGRAPHY);
    await publish(page);
    await expectLive(page, "About Us", "About Us");
    await expect(page.getByRole("link", { name: "View it" })).toHaveAttribute("href", "/AboutUs");
    const saved = parseMarkdownFile(copy.text("pages/about-us.md"));
    expect(saved).toMatchObject({ heading: HEADING, body: expect.stringContaining(BIOGRAPHY) });

    await page.goto(`${copy.base}/AboutUs`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING);
    await expect(page.getByRole("main")).toContainText(BIOGRAPHY);
  });
});

test("the phone and a new testimonial, published in the CMS, reach the pages, every tel: link and the structured data", async ({
  page,
}) => {
  await logIn(page);
  await openEntry(page, copy.base, "Business details");
  await page.getByLabel("Office phone").fill(NEW_PHONE);
  await publishSaved(page);

  // She goes on without waiting: the build under way stops, and the next one takes both.
  await openEntry(page, copy.base, "Testimonials");
  // A new one opens on top, where the guide says: the one the home page shows.
  await addItem(page, "Add a testimonial", "Name");
  await page.getByLabel("Name", { exact: true }).first().fill(NEW_TESTIMONIAL.name);
  await page.getByLabel("Client since", { exact: true }).first().fill(NEW_TESTIMONIAL.clientSince);
  await page.getByLabel("What they said", { exact: true }).first().fill(NEW_TESTIMONIAL.text);
  // The preview pane shows the site's own testimonial card with it.
  await expect(page.frameLocator("iframe").getByText(`“${NEW_TESTIMONIAL.text}”`)).toBeVisible();
  await publish(page);
  // The new one replaced another on Home: the line names both pages.
  await expectLive(page, "Testimonials", "Reviews and Home now");
  expect((copy.read("testimonials.yaml").testimonials as Record<string, unknown>[])[0]).toEqual({
    name: NEW_TESTIMONIAL.name,
    clientSince: Number(NEW_TESTIMONIAL.clientSince),
    text: NEW_TESTIMONIAL.text,
  });

  // Every tel: link but a notice's (her text) and the structured data follow (every page's footer is the same one).
  await page.goto(`${copy.base}/ContactUs`);
  const tels = await page
    .locator('a[href^="tel:"]:not(.site-notice a)')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(tels)).toEqual(new Set([NEW_TEL]));
  await expect(page.locator("body")).not.toContainText(office.phone);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { telephone?: string };
  expect(data.telephone).toBe(NEW_TEL.slice("tel:".length));
  await page.goto(`${copy.base}/Reviews`);
  await expect(page.getByText(`“${NEW_TESTIMONIAL.text}”`)).toBeVisible();
  await expect(page.getByText(`Client since ${NEW_TESTIMONIAL.clientSince}`)).toBeVisible();

  // The checks `npm test` runs over her folder (the spelling, the formatter) pass on her files as
  // the CMS wrote them, with their words no dictionary holds (the tax date renamed above too).
  for (const file of [
    "cspell.config.yaml",
    "cspell-words.txt",
    ".prettierrc.json",
    ".prettierignore",
  ]) {
    cpSync(path.join(ROOT_DIR, file), path.join(copy.dir, file));
  }
  expect(copy.text("testimonials.yaml")).toContain(NEW_TESTIMONIAL.name);
  expect(copy.text("tax-dates.yaml")).toContain(RENAMED_DATE);
  for (const [tool, ...args] of [
    ["cspell", "--no-progress", "--no-summary"],
    ["prettier", "--check", "app/content"],
  ] as const) {
    const run = spawnSync(path.join(ROOT_DIR, "node_modules/.bin", tool), args, {
      cwd: copy.dir,
      encoding: "utf8",
    });
    expect(run.status, `${tool}: ${run.stdout}${run.stderr}`).toBe(0);
  }
});

// Last, since it replaces the copy's made-up values for good.
test("the launch checklist lists what the real-domain build refuses, each opening its field; replaced, it says ready to go live, the same progress on every device", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const madeUp = () => loadContentAndSources(path.join(copy.dir, "app/content")).madeUp;
  const checklist = page.locator(".site-launch");
  await logIn(page);
  await page.goto(`${copy.base}/admin/#/collections/pages`);
  const progress = checklist.getByText(/\d+ of \d+ done$/);
  const [done, total] = ((await progress.textContent())?.match(/\d+/g) ?? []).map(Number);
  expect((total ?? 0) - (done ?? 0)).toBe(madeUp().length);
  // A second device (another browser, nothing stored) shows the same progress: the content's.
  const other = await browser.newPage(phone);
  await logIn(other);
  await other.goto(`${copy.base}/admin/#/collections/pages`);
  await expect(other.locator(".site-launch")).toContainText(`${done} of ${total} done`);
  await other.close();
  await tap(checklist.getByText(/^Replace \d+ made-up details?/));
  await expect(checklist.locator("ol > li > span")).toHaveText(madeUp().map(madeUpWords));
  for (const [index, value] of madeUp().entries()) {
    await tap(checklist.getByRole("link", { name: "Open" }).nth(index));
    // Its field, in view and focused, says that it blocks going live.
    const note = page.locator(".cms-launch-note", {
      hasText: `${value.value} ${value.says}`.trim(),
    });
    await expect(page.locator(":focus")).toBeInViewport();
    await expect(note.first()).toBeVisible();
    await page.goBack();
  }

  // A text's figures read in words, with no switch to the Markdown source.
  await openEntry(page, copy.base, "Privacy");
  await expect(page.locator(".cms-figures")).toContainText(`{email} shows ${office.email}`);
  await expect(page.getByText("Markdown", { exact: true })).toHaveCount(0);

  // She replaces each, entry by entry, as the checklist says.
  await openEntry(page, copy.base, "Business details");
  await field(page, "Office email").fill("desk@fernhill-tax-studio.com");
  await field(page, "Office phone").fill("(937) 462-0187");
  // It blocks going live when clients come to the office: its name is not "Street (optional)".
  await page.getByRole("textbox", { name: "Street", exact: true }).fill("12 Main Street");
  await field(page, "Client portal address").fill("https://portal.fernhill-tax-studio.com/");
  await publishSaved(page);
  await openEntry(page, copy.base, "Videos");
  await tap(page.getByLabel("No videos yet"));
  // Its note goes as she turns it on.
  await expect(page.locator(".cms-launch-note")).toHaveCount(0);
  await publish(page);
  await expectLive(page, "Videos");
  // The answer she has written: the checklist opens it at its switch, which she turns off.
  expect(madeUp().map(({ file }) => file)).toEqual(["questions"]);
  await page.goto(`${copy.base}/admin/#/collections/pages`);
  await page.reload();
  await tap(checklist.getByText(/^Replace 1 made-up detail/));
  await tap(checklist.getByRole("link", { name: "Open" }));
  const needsReview = page.getByRole("switch", { name: "Needs your review" });
  await expect(needsReview).toBeFocused();
  await tap(needsReview);
  await publish(page);
  await expectLive(page, "Questions and answers");
  await page.goto(`${copy.base}/admin/#/collections/pages`);
  await expect(checklist.getByRole("heading")).toHaveText("Ready to go live");
  await expect(checklist).toContainText(`${total} of ${total} done`);
  // A build for the real domain has nothing left to refuse.
  expect(madeUp()).toEqual([]);
  expect(() => checkMadeUp(madeUp(), "https://www.fernhill-tax-studio.com")).not.toThrow();
});
