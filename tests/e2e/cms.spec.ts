/**
 * The owner's journey in the real CMS (PRODUCT.md: the owner edits without code), on a copy of
 * the project so the repository stays as it is, with the fixture data files in place of the
 * owner's live ones (which she changes): /admin/ against Decap's local backend
 * (decap-server, writing the copy's data files), change the phone, add a testimonial,
 * publish, see the YAML change on disk, rebuild, and see the change on every page, in every
 * tel: link and in the structured data; and, on a phone 375 px wide, publish the site-wide
 * notice with every field and the Publish button on screen (docs/decisions/0015).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { parse } from "yaml";

import type { Locator, Page } from "@playwright/test";

import { freePort, stopChild, waitForPort } from "../harness/processes.ts";
import { expect, test } from "./fixtures.ts";
import { FIXTURE_CONTENT_DIR, office, routes } from "./site.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PROJECT_FILES = [
  "app",
  "build-tools",
  "public",
  "scripts",
  "server",
  "package.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];
const NEW_PHONE = "(513) 555-0177";
const NEW_TEL = "tel:+15135550177";
const NEW_TESTIMONIAL = {
  name: "Nora B.",
  clientSince: "2021",
  text: "Clear answers, on time, every year.",
};

test.describe.configure({ timeout: 240_000 });

/** The CMS on a copy of the project, its data files the fixture's: decap-server and the site. */
async function startCmsOnACopy() {
  const copy = mkdtempSync(path.join(tmpdir(), "site-cms-"));
  const children: ChildProcess[] = [];
  for (const file of PROJECT_FILES)
    cpSync(path.join(ROOT, file), path.join(copy, file), { recursive: true });
  // The CMS edits app/content: the fixture's data files stand in for the owner's there.
  cpSync(path.join(ROOT, FIXTURE_CONTENT_DIR), path.join(copy, "app/content"), {
    recursive: true,
  });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    BUILD_DIR: "build",
    CONTENT_DIR: "",
    VITE_CMS_LOCAL_BACKEND: `http://127.0.0.1:${cmsPort}/api/v1`,
  };
  const build = () => execFileSync("npm", ["run", "build"], { cwd: copy, env, stdio: "ignore" });
  const serve = async () => {
    const site = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: copy,
      env: {
        ...env,
        PORT: String(sitePort),
        INQUIRY_LOG: path.join(copy, "var/inquiries.jsonl"),
      },
      detached: true,
      stdio: "ignore",
    });
    children.push(site);
    await waitForPort(sitePort, site);
    return site;
  };
  const stopAll = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    build();
    const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
    const backend = spawn(process.execPath, [decapServer], {
      cwd: copy,
      env: {
        ...env,
        PORT: String(cmsPort),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: copy,
        MODE: "fs",
      },
      detached: true,
      stdio: "ignore",
    });
    children.push(backend);
    await waitForPort(cmsPort, backend);
    const site = await serve();
    const read = (file: string) =>
      parse(readFileSync(path.join(copy, "app/content", file), "utf8")) as Record<string, unknown>;
    return { base: `http://127.0.0.1:${sitePort}`, site, build, serve, read, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Publish → Publish now, and Decap's own sign that the file is written. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
}

test("the owner changes the phone and adds a testimonial in the CMS, and the rebuilt site shows them", async ({
  page,
}) => {
  const cms = await startCmsOnACopy();
  try {
    const { base, build, serve, read } = cms;
    let { site } = cms;
    const testimonialsBefore = read("testimonials.yaml").testimonials as { name: string }[];
    expect(read("site.yaml").phone).toBe(office.phone);
    expect(NEW_PHONE).not.toBe(office.phone);

    // The CMS, as the owner meets it: log in to the local backend, open an entry, edit, publish.
    await page.goto(`${base}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Business details").click();
    await page.getByLabel("Office phone").fill(NEW_PHONE);
    await publish(page);

    await page.getByRole("link", { name: /Site content collection/ }).click();
    await page.getByText("Testimonials", { exact: true }).click();
    await expect(page.getByLabel("Name").first()).toHaveValue(testimonialsBefore[0]?.name ?? "");
    await page.getByRole("button", { name: /Add testimonials/ }).click();
    await page.getByLabel("Name").last().fill(NEW_TESTIMONIAL.name);
    await page.getByLabel("Client since").last().fill(NEW_TESTIMONIAL.clientSince);
    await page.getByLabel("What they said").last().fill(NEW_TESTIMONIAL.text);
    // The preview pane shows the site's own testimonial card with it.
    await expect(page.frameLocator("iframe").getByText(`“${NEW_TESTIMONIAL.text}”`)).toBeVisible();
    await publish(page);

    // The data files changed on disk, and only as edited.
    expect(read("site.yaml").phone).toBe(NEW_PHONE);
    const testimonials = read("testimonials.yaml").testimonials as Record<string, unknown>[];
    expect(testimonials).toHaveLength(testimonialsBefore.length + 1);
    expect(testimonials.at(-1)).toEqual({
      name: NEW_TESTIMONIAL.name,
      clientSince: Number(NEW_TESTIMONIAL.clientSince),
      text: NEW_TESTIMONIAL.text,
    });

    // Rebuild and serve: the change is on every page, in every tel: link and the JSON-LD.
    await stopChild(site);
    build();
    site = await serve();
    for (const route of routes) {
      await page.goto(`${base}${route.path}`);
      await expect(page.getByRole("contentinfo")).toContainText(NEW_PHONE);
      const tels = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(tels.length).toBeGreaterThan(0);
      expect(new Set(tels)).toEqual(new Set([NEW_TEL]));
      await expect(page.locator("body")).not.toContainText(office.phone);
    }
    for (const route of ["/", "/ContactUs"]) {
      await page.goto(`${base}${route}`);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as { telephone?: string };
      expect(data.telephone).toBe(NEW_TEL.slice("tel:".length));
    }
    await page.goto(`${base}/Reviews`);
    await expect(page.getByText(`“${NEW_TESTIMONIAL.text}”`)).toBeVisible();
    await expect(page.getByText(`Client since ${NEW_TESTIMONIAL.clientSince}`)).toBeVisible();
  } finally {
    await cms.stopAll();
  }
});

test.describe("on the owner's phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("at 375 px she opens the site-wide notice, types it and publishes it, all on screen, and the file is saved", async ({
    page,
  }) => {
    const cms = await startCmsOnACopy();
    try {
      const NOTICE = "Closed today because of snow.";
      expect(cms.read("notice.yaml").text).toBe("");
      /** Where an element lies across the screen, and whether the page scrolls sideways. */
      const onScreen = async (locator: Locator, what: string) => {
        const box = await locator.boundingBox();
        expect(box, what).not.toBeNull();
        expect(box?.x, `${what}: its left edge`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: its right edge`).toBeLessThanOrEqual(
          375,
        );
      };
      const noSidewaysScroll = async (where: string) => {
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          // What the screen's right edge cuts, even where an ancestor hides the overflow.
          cut: [...document.querySelectorAll("#nc-root *")]
            .filter((element) => {
              const { left, right, width } = element.getBoundingClientRect();
              return width > 0 && left < window.innerWidth && right > window.innerWidth + 1;
            })
            .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30) ?? ""}`),
        }));
        expect(overflow.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect(overflow.cut, `${where}: cut at the screen's right edge`).toEqual([]);
      };
      await page.goto(`${cms.base}/admin/`);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByText("Site-wide notice").click();
      const fields = ["Notice", "Link words", "Link address"].map((label) =>
        page.getByLabel(label),
      );
      await expect(fields[0] as Locator).toBeVisible();
      await noSidewaysScroll("the editor");
      for (const [index, field] of fields.entries()) await onScreen(field, `field ${index + 1}`);
      const button = page.getByRole("button", { name: "Publish" });
      await onScreen(button, "the Publish button");
      // No preview pane beside the form on a phone: the form has the whole width.
      await expect(page.locator("#preview-pane")).toHaveCount(0);

      await (fields[0] as Locator).fill(NOTICE);
      await button.click();
      await onScreen(page.getByRole("menuitem", { name: "Publish now" }), "Publish now");
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
      await noSidewaysScroll("after publishing");
      expect(cms.read("notice.yaml")).toEqual({ text: NOTICE, linkText: "", linkUrl: "" });
    } finally {
      await cms.stopAll();
    }
  });
});
