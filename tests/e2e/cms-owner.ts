/**
 * The owner's moves in the CMS, written once for its journeys: the dialogs she answers, an entry
 * opened by its name, Publish, each control tapped at least 44 px high.
 */
import type { Locator, Page } from "@playwright/test";

import { contentFiles } from "~/schemas/data-files.ts";

import { type CmsCopy, startCms } from "../harness/cms-copy.ts";
import { expect, test as base } from "./fixtures.ts";

/**
 * The CMS journeys' test: one `npm run cms` on a copy of the project per worker, shared by the
 * journeys' files in turn (the CMS project runs one worker: playwright.config.ts), so its first
 * build, the slowest part, is made once.
 */
export const test = base.extend<object, { cms: CmsCopy }>({
  cms: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const copy = await startCms();
      await use(copy);
      await copy.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

/**
 * How long a saved edit may take to reach the site in these journeys: about 5 s on an idle machine
 * (`npm run bench:cms` measures it), up to about 20 s here, where the other copy's journeys and
 * another engine's run beside them on two cores.
 */
export const LIVE_WITHIN_MS = 30_000;

/**
 * The dialogs the owner answers as she goes: leaving an entry with unsaved changes (yes), and
 * Decap's offer to bring back the unsaved changes of an earlier visit (no, they were refused).
 */
export function answerDialogs(page: Page): void {
  page.on("dialog", async (dialog) => {
    if (dialog.type() === "beforeunload" || /leave this page/i.test(dialog.message())) {
      await dialog.accept();
    } else if (/backup/i.test(dialog.message())) {
      await dialog.dismiss();
    }
  });
}

/**
 * Opens an entry by the name the owner reads in its list ("Pages" or "Across the site", as the
 * data-file list puts it).
 */
export async function openEntry(page: Page, base: string, label: string): Promise<void> {
  const entry = Object.values(contentFiles).find((file) => file.label === label);
  if (!entry) throw new Error(`No CMS entry is called ${label}`);
  await page.goto(`${base}/admin/#/collections/${entry.collection}`);
  await page.getByText(label, { exact: true }).click();
}

/**
 * Rewrites the entry's first Markdown text as the owner does: a tap in it, select all, delete, type, and
 * again if what she sees is not what she typed (the rich-text editor follows the browser's
 * selection a moment late: "select all" right after a tap can replace one paragraph only). Then
 * waits for the entry's "unsaved changes", which says the CMS holds the words, not only the page.
 */
export async function retypeProse(page: Page, text: string): Promise<void> {
  const prose = page.locator('[data-slate-editor="true"]').first();
  await expect(async () => {
    await prose.click();
    await expect(prose).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    // Cleared first, as the editor's own deletion: a key typed over a whole selection can land
    // in the page's text but not in the editor's (its "Cannot resolve a Slate point").
    await page.keyboard.press("Backspace");
    await expect(prose).toHaveText(/^\W*$/, { timeout: 2_000 });
    await page.keyboard.type(text);
    await expect(prose).toHaveText(text, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
}

/** A control the owner taps: at least 44 px high (docs/product.md §24), then tapped. */
export async function tap(control: Locator): Promise<void> {
  await expect.poll(async () => (await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await control.click();
}

/** Publish → Publish now, as the owner taps it. */
export async function publish(page: Page): Promise<void> {
  await tap(page.getByRole("button", { name: "Publish", exact: true }));
  await tap(page.getByRole("menuitem", { name: "Publish now" }));
}

/** Publish, then the CMS's "Published": the file is saved (live once the site has rebuilt). */
export async function publishSaved(page: Page): Promise<void> {
  await publish(page);
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
}

/**
 * "Add a …" on a list, then waits for the new item (one more field labelled `firstField`): under
 * load Decap may render it a moment after the tap, and a field filled before then would be
 * another item's.
 */
export async function addItem(page: Page, button: string, firstField: string): Promise<void> {
  const add = page.getByRole("button", { name: button });
  const fields = page.getByLabel(firstField, { exact: true });
  // The list's items render with its button: counted before it shows, an entry still loading
  // would count none.
  await expect(add).toBeVisible();
  const before = await fields.count();
  await tap(add);
  await expect(fields).toHaveCount(before + 1);
}

/**
 * A field by the label the owner reads above it: Decap adds "(optional)" to the label of a field
 * that may stay empty.
 */
export const field = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .or(page.getByLabel(`${label} (optional)`, { exact: true }))
    .filter({ visible: true });
