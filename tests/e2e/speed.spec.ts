/**
 * Faster than the floor (docs/product.md §15), in Chromium against `npm start` (every page's
 * inline stylesheet is every-page.spec.ts's, in its one load of each page): the next page is
 * fetched before the click, and pages change with a short view transition that reduced
 * motion turns off.
 *
 * Chromium refuses to prerender while DevTools is attached (and Playwright is DevTools):
 * its Preload domain then reports `PrerenderingDisabledByDevTools`. So the tests prove the
 * prefetch by the navigation's delivery type, and the prerender rule by the attempt the
 * browser makes on hover, whose only failure may be that refusal.
 */
import type { CDPSession, Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";
import { allRoutes, routes } from "./site.ts";

// The browser's own clock: these read its performance timeline, which Playwright's clock replaces.
test.use({ clockStartsAt: null });

/** Timing fields Chromium has and TypeScript's DOM types do not list yet. */
type NavigationTiming = PerformanceNavigationTiming & {
  deliveryType?: string;
  activationStart?: number;
};

/** Long enough for Chromium's hover triggers (eager on reaching the link, moderate ~200 ms). */
const HOVER_MS = 400;

interface Candidates {
  /** URLs the page's speculation rules made candidates of, by action. */
  sources: Map<string, Set<string>>;
  /** Final prerender status per URL. */
  prerender: Map<string, string>;
  /** Final prefetch status per URL. */
  prefetch: Map<string, string>;
}

/** Listens to Chromium's Preload domain: what the rules matched and what became of it. */
async function watchPreloading(page: Page): Promise<{ cdp: CDPSession; seen: Candidates }> {
  const cdp = await page.context().newCDPSession(page);
  const seen: Candidates = { sources: new Map(), prerender: new Map(), prefetch: new Map() };
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    seen.sources.clear();
    for (const source of event.preloadingAttemptSources) {
      const urls = seen.sources.get(source.key.action) ?? new Set<string>();
      urls.add(source.key.url);
      seen.sources.set(source.key.action, urls);
    }
  });
  cdp.on("Preload.prerenderStatusUpdated", (event) => {
    seen.prerender.set(event.key.url, `${event.status} ${event.prerenderStatus ?? ""}`.trim());
  });
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    seen.prefetch.set(event.key.url, event.status);
  });
  await cdp.send("Preload.enable");
  return { cdp, seen };
}

test.describe("the next page before the click", () => {
  test("a hovered navigation link is served from the prefetch", async ({ page, baseURL }) => {
    const { seen } = await watchPreloading(page);
    await page.goto("/");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Planning",
    });
    await page.setViewportSize({ width: 1280, height: 800 }); // the inline navigation
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    const target = `${baseURL}/Planning`;
    await expect.poll(() => seen.prefetch.get(target)).toBe("Ready");
    // The moderate rule asked for a prerender on hover; DevTools is the only refusal allowed.
    await expect
      .poll(() => seen.prerender.get(target))
      .toMatch(/^(Ready|Success|Failure PrerenderingDisabledByDevTools)$/);

    await link.click();
    await expect(page).toHaveURL(/\/Planning$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1].h1);
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as NavigationTiming;
      return { deliveryType: entry.deliveryType, activationStart: entry.activationStart };
    });
    expect(
      navigation.deliveryType === "navigational-prefetch" || (navigation.activationStart ?? 0) > 0,
      JSON.stringify(navigation),
    ).toBe(true);
  });

  test("the rules match this site's pages only: never the CMS, the API, files or other sites", async ({
    page,
    baseURL,
  }) => {
    const { seen } = await watchPreloading(page);
    await page.goto("/Resources");
    const probes = {
      page: "/Planning?from=probe",
      cms: "/admin/",
      cmsEntry: "/admin/#/collections/pages",
      api: "/api/v1.0/email/send",
      file: "/files/tax-dates.ics",
      asset: "/favicon.svg",
      otherSite: "https://www.irs.gov/refunds",
    };
    await page.evaluate((hrefs) => {
      const list = document.createElement("ul");
      for (const [id, href] of Object.entries(hrefs)) {
        const item = document.createElement("li");
        const anchor = document.createElement("a");
        anchor.href = href;
        anchor.id = `probe-${id}`;
        anchor.textContent = id;
        item.append(anchor);
        list.append(item);
      }
      document.querySelector("main")?.prepend(list);
    }, probes);
    for (const id of Object.keys(probes)) {
      await page.locator(`#probe-${id}`).hover();
      await page.waitForTimeout(HOVER_MS);
    }
    // The candidates arrive as events: both rules' lists are waited for before they are read.
    for (const action of ["Prefetch", "Prerender"]) {
      await expect
        .poll(() => [...(seen.sources.get(action) ?? [])], { message: action })
        .toContain(`${baseURL}${probes.page}`);
    }

    for (const action of ["Prefetch", "Prerender"]) {
      const urls = [...(seen.sources.get(action) ?? [])];
      expect(urls, action).toContain(`${baseURL}${probes.page}`);
      for (const url of urls) {
        const { origin, pathname } = new URL(url);
        expect(origin, url).toBe(baseURL);
        expect(
          allRoutes.map((route) => route.path as string),
          url,
        ).toContain(pathname);
      }
    }
    const attempted = [...seen.prefetch.keys(), ...seen.prerender.keys()];
    for (const href of Object.values(probes).slice(1)) {
      expect(attempted, href).not.toContain(new URL(href, baseURL).href);
    }
  });
});

test.describe("view transitions between pages", () => {
  const REVEALED = "revealedWithTransition";

  /**
   * Clicks from the home page to Services. Each page records, per path, whether its `pagereveal`
   * event came with a view transition: the event may fire after the new page's heading is in
   * the DOM, so its record is waited for, and the home page's own cannot be mistaken for it.
   */
  async function clickToServices(page: Page) {
    await page.addInitScript((key) => {
      window.addEventListener("pagereveal", (event) => {
        sessionStorage.setItem(
          `${key} ${location.pathname}`,
          String(event.viewTransition !== null),
        );
      });
    }, REVEALED);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL(/\/Services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[2].h1);
  }

  /** What Services' `pagereveal` recorded: "true", "false", or null before it fired. */
  const servicesRevealed = (page: Page) =>
    page.evaluate((key) => sessionStorage.getItem(`${key} /Services`), REVEALED);

  test("a click between pages cross-fades", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await clickToServices(page);
    await expect.poll(() => servicesRevealed(page)).toBe("true");
  });

  test("none with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await clickToServices(page);
    await expect.poll(() => servicesRevealed(page)).toBe("false");
  });
});
