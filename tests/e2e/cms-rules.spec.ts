/**
 * Every rule the build enforces on a value is refused in the CMS before it saves (docs/product.md
 * §18), tried as the owner would on her phone (375 px) in `npm run cms`: she writes the value,
 * taps Publish, and the CMS says, at the field, what the build would say, and writes nothing
 * (the file's bytes are unchanged). The expected words are the build's own: each case's value
 * goes through the build's check (schemas/check.ts) here, and the CMS must show its message
 * after the field's label. One case per kind of field and place the CMS shows a refusal at (a
 * date in a new list item, a repeated entry, a time against another, a choice of several, fields
 * that go together, a text's format, a number, an item of a list of texts, the Markdown text):
 * every rule itself, each field and value, is the unit tests' (tests/unit/cms-config.test.ts
 * checks each CMS field accepts and refuses what the build does).
 */
import type { Page } from "@playwright/test";
import { parseDocument, stringify } from "yaml";

import { checkData } from "~/schemas/check.ts";
import { parseMarkdownFile } from "~/schemas/load.server.ts";
import { contentFiles, type ContentName } from "~/schemas/data-files.ts";

import type { CmsCopy } from "../harness/cms-copy.ts";
import {
  addItem,
  answerDialogs,
  field,
  openEntry,
  publish,
  publishSaved,
  retypeProse,
  tap,
  test,
} from "./cms-owner.ts";
import { expect } from "./fixtures.ts";

/** A value the build refuses, written as the owner writes it. */
interface RefusedValue {
  rule: string;
  /** The data file, as the data-file list names it. */
  name: ContentName;
  /** The CMS entry the owner opens. */
  entry: string;
  /** The same value, written into the file's data: the build's check says what it makes of it. */
  change: (data: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Where the build finds the problem, and the label of the field the CMS shows it at. */
  at: PropertyKey[];
  label: string;
  /** What the owner does in the entry. */
  write: (page: Page) => Promise<void>;
}

/** Adds a tax date as the owner fills it in (a new date opens on top), the date first. */
async function addTaxDate(
  page: Page,
  date: string,
  authority: string,
  title: string,
  afterDate?: () => Promise<void>,
) {
  await addItem(page, "Add a date", "Date");
  await field(page, "Date").first().fill(date);
  await afterDate?.();
  await field(page, "Who sets it").first().fill(authority);
  await page.keyboard.press("Enter");
  await field(page, "What is due").first().fill(title);
  await field(page, "Who it concerns").first().fill("Fixture owners testing the CMS");
  await field(page, "For").first().fill("Individuals");
  await page.keyboard.press("Enter");
  await field(page, "Source").first().fill("Fixture instructions");
}

const newTaxDate = (date: string, authority: string, title: string) => ({
  date,
  authority,
  title,
  who: "Fixture owners testing the CMS",
  audiences: ["individuals"],
  source: "Fixture instructions",
  id: "fixture-cms-rule", // what the CMS's uuid field writes by itself
});

/** Opens the first folded row of a list by its words, as the owner taps it. */
const openRow = (page: Page, words: string) =>
  page.locator("[data-cms-item-summary]", { hasText: words }).first().click();

/** Types into a field as the owner does: everything in it replaced. */
async function retype(page: Page, label: string, value: string) {
  const input = field(page, label).first();
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.pressSequentially(value);
}

const cases: RefusedValue[] = [
  {
    rule: "a due date on a Saturday",
    name: "taxDates",
    entry: "Tax dates",
    change: (data) => data.dates.unshift(newTaxDate("2027-05-15", "IRS", "Fixture weekend")),
    at: ["dates", 0, "date"],
    label: "Date",
    write: (page) =>
      // Refused at once, before any other field of the new row is filled.
      addTaxDate(page, "2027-05-15", "IRS", "Fixture weekend", () =>
        expect(
          page.getByText(
            "Date 2027-05-15 is a Saturday: the due date moves to the next business day, Monday 2027-05-17.",
          ),
        ).toBeVisible(),
      ),
  },
  {
    rule: "a tax date listed twice",
    name: "taxDates",
    entry: "Tax dates",
    change: (data) =>
      data.dates.unshift(newTaxDate("2098-12-15", "RITA", "Fixture city estimate for businesses")),
    at: ["dates", 3, "title"],
    label: "What is due",
    write: (page) => addTaxDate(page, "2098-12-15", "RITA", "Fixture city estimate for businesses"),
  },
  {
    rule: "a closing time before the opening time",
    name: "hours",
    entry: "Office hours and closures",
    change: (data) => void (data.weekly[0].closes = "08:00"),
    at: ["weekly", 0, "closes"],
    label: "Closes",
    write: async (page) => {
      await openRow(page, "Monday–Thursday");
      await retype(page, "Closes", "8 am");
    },
  },
  {
    rule: "a weekday in two rows",
    name: "hours",
    entry: "Office hours and closures",
    change: (data) => data.weekly[1].days.push("Monday"),
    at: ["weekly", 1, "days"],
    label: "Days",
    write: async (page) => {
      await openRow(page, "Friday");
      await field(page, "Days").first().fill("Monday");
      await page.keyboard.press("Enter");
    },
  },
  {
    rule: "link words without a link address",
    name: "notice",
    entry: "Site-wide notice",
    change: (data) => {
      data.text = "Fixture notice with a link.";
      data.linkText = "See the hours";
    },
    at: ["linkPage"],
    label: "Link to a page",
    write: async (page) => {
      await field(page, "Notice").fill("Fixture notice with a link.");
      await field(page, "Link words").fill("See the hours");
    },
  },
  {
    rule: "a phone number without its area code",
    name: "site",
    entry: "Business details",
    change: (data) => void (data.phone = "555-0187"),
    at: ["phone"],
    label: "Office phone",
    write: (page) => field(page, "Office phone").fill("555-0187"),
  },
  {
    rule: "a referral credit of no dollars",
    name: "referral",
    entry: "Referral program",
    change: (data) => void (data.amount = 0),
    at: ["amount"],
    label: "Referral credit ($)",
    write: (page) => retype(page, "Referral credit ($)", "0"),
  },
  {
    rule: "a figure that does not exist",
    name: "referral",
    entry: "Referral program",
    change: (data) => void (data.terms[1] = "Fixture credits never expire, {amont} each."),
    at: ["terms", 1],
    label: "Term",
    write: async (page) => {
      await openRow(page, "Fixture credits never expire.");
      await retype(page, "Term", "Fixture credits never expire, {amont} each.");
    },
  },
  {
    rule: "a privacy notice that no longer says where the list of outside services goes",
    name: "privacy",
    entry: "Privacy",
    change: (data) => void (data.body = "Fixture notice keeping {retention} only."),
    at: ["body"],
    label: "Notice",
    write: (page) => retypeProse(page, "Fixture notice keeping {retention} only."),
  },
];

/** The data of a data file as the build reads it, YAML or a Markdown file's front matter. */
function dataOf(name: ContentName, text: string): Record<string, unknown> {
  return contentFiles[name].format === "markdown"
    ? parseMarkdownFile(text)
    : (parseDocument(text).toJS() as Record<string, unknown>);
}

/** What the build says of the case's value at its place, after the field's label. */
function buildsWords(copy: CmsCopy, refused: RefusedValue): string {
  const data = dataOf(refused.name, copy.text(contentFiles[refused.name].file));
  refused.change(data);
  const result = checkData(contentFiles[refused.name], data);
  const issue = result.ok
    ? undefined
    : result.issues.find((found) => refused.at.every((key, index) => found.path[index] === key));
  if (!issue) throw new Error(`${refused.rule}: the build accepts it (${JSON.stringify(result)})`);
  return `${refused.label} ${issue.message}.`;
}

// In order, in one worker, on one copy.
test.describe.configure({ mode: "default", timeout: 120_000 });
test.use({
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  // Decap rejects a publish it refuses with a promise that has no reason (decap-cms-core's
  // persistEntry), which Chromium reports as a page error; the owner sees the CMS's words.
  expectedConsoleErrors: [/^pageerror: undefined$/],
});

let copy: CmsCopy;
test.beforeAll(({ cms }) => {
  copy = cms;
});

test.beforeEach(async ({ page }) => {
  answerDialogs(page);
  await page.goto(`${copy.base}/admin/`);
  await page.getByRole("button", { name: "Log in" }).click();
});

// One visit for every case, entry after entry, as the owner goes: Decap starts once.
test("the CMS refuses each rule's value in the build's words at the field, and writes nothing", async ({
  page,
}) => {
  test.setTimeout(cases.length * 30_000);
  for (const refused of cases) {
    await test.step(refused.rule, async () => {
      const { file } = contentFiles[refused.name];
      const before = copy.text(file);
      const words = buildsWords(copy, refused);

      await openEntry(page, copy.base, refused.entry);
      await refused.write(page);
      await publish(page);

      const refusal = page.getByText("Not published: a field marked in red needs a change.");
      await expect(refusal).toBeVisible();
      await tap(page.getByRole("button", { name: "close", exact: true }));
      await expect(refusal).toHaveCount(0);
      const shown = page.getByText(words, { exact: true });
      await expect(shown).toBeVisible();
      await expect(shown).toBeInViewport();
      await expect(page.getByRole("button", { name: "Published" })).toHaveCount(0);
      expect(copy.text(file), "the file is unchanged").toBe(before);
    });
  }
});

test("the owner checks the proposed tax dates, each with why it is on its day, and marks a group reviewed in one step", async ({
  page,
}) => {
  const proposed = [
    ["2099-02-02", "IRS", "Fixture proposed W-2 filing"],
    ["2099-04-15", "IRS", "Fixture proposed return (Form 1040)"],
    ["2099-04-15", "Ohio", "Fixture proposed Ohio return (IT 1040)"],
  ].map(([date = "", authority = "", title = ""], index) => ({
    ...newTaxDate(date, authority, title),
    id: `fixture-proposed-${index}`,
    needsReview: true,
  }));
  const { dates } = copy.read("tax-dates.yaml") as { dates: object[] };
  copy.write("tax-dates.yaml", stringify({ dates: [...dates, ...proposed] }));

  await openEntry(page, copy.base, "Tax dates");
  const review = page.getByRole("region", { name: "Waiting for your review: 3 dates" });
  const irs = review.locator("details").filter({ hasText: "IRS: 2 dates" });
  await tap(irs.locator("summary"));
  await expect(
    irs.getByText("January 31 is a Saturday and February 1 a Sunday: Monday, February 2."),
  ).toBeVisible();
  await expect(irs.getByText("The day the law sets: Wednesday, April 15.")).toBeVisible();
  await tap(irs.getByRole("button", { name: "Mark these 2 dates reviewed" }));
  await expect(page.getByRole("region", { name: "Waiting for your review: 1 date" })).toBeVisible();
  await publishSaved(page);
  const written = (copy.read("tax-dates.yaml").dates as { id: string; needsReview?: boolean }[])
    .filter(({ id }) => id.startsWith("fixture-proposed-"))
    .map(({ needsReview }) => needsReview);
  expect(written).toEqual([false, false, true]);
});
