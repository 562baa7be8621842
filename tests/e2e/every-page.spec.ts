/**
 * What holds on every page (docs/product.md §1, §2, §10 to §14, §21, §26), each page loaded once and
 * checked for all of it: its status, title, description and canonical link, one h1, the header's
 * navigation (the eight pages, the current one marked, the client portal beside them) and the
 * footer's (with the pages beyond the eight), the office's details; no script but on the contact
 * page, no request to another origin, no cookie, no CSP violation; each fact once; axe (WCAG 2.2
 * A and AA) at 1280 and 375 px; no sideways scrolling at 320 px, where the header's brand, portal
 * link and Menu do not overlap, or at 200% zoom; no motion with reduced motion; one round trip to
 * the first paint (§15): the stylesheet inline, no stylesheet requested, no style attribute.
 */
import type { Page } from "@playwright/test";

import { axeViolations } from "./axe.ts";
import { expect, NOT_FOUND_DOCUMENT_ERROR, test } from "./fixtures.ts";
import { expectedSecurityHeaders } from "./http-contract.ts";
import { allRoutes, fixture, office, routes } from "./site.ts";

const UNKNOWN = { path: "/no-such-page", label: "", h1: "We couldn't find that page" };
const views = [...allRoutes, UNKNOWN];
/** The pages beyond the specification's navigation: in the footer only (docs/product.md §14). */
const footerOnly = allRoutes.filter((route) => !routes.some((spec) => spec.path === route.path));
/** The default VITE_SITE_URL: the tests' build sets no overrides. */
const SITE_URL = "https://www.example.com";

const { site, siteTexts } = fixture;
const YEARS = `${site.yearsOfExperience} years`;
const CREDIT = `$${fixture.referral.amount}`;
/** The claims, each with the figure that states it. */
const claims = [
  [siteTexts.experience, YEARS],
  [siteTexts.portal, `${site.portalEncryptionBits}-bit`],
] as const;

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every CSP violation the page reports, by event or console message, from its load on. */
async function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...((await page.evaluate(() => window.cspViolations)) ?? []), ...refused];
}

/** The page's widest overflow to the side, in CSS pixels (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The longest transition or animation on the page, in ms, and any smooth scrolling. */
const motionOf = (page: Page) =>
  page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value.split(",").map((part) => parseFloat(part) * (part.includes("ms") ? 0.001 : 1)),
      );
    let longest = 0;
    let smooth = 0;
    for (const element of [document.documentElement, ...document.querySelectorAll("body *")]) {
      const style = getComputedStyle(element);
      longest = Math.max(
        longest,
        seconds(style.transitionDuration),
        seconds(style.animationDuration),
      );
      if (style.scrollBehavior === "smooth") smooth += 1;
    }
    return { longestMs: longest * 1000, smooth };
  });

test.use({ expectedConsoleErrors: [NOT_FOUND_DOCUMENT_ERROR] });
// Two axe runs and four layouts a page.
test.describe.configure({ timeout: 60_000 });

for (const view of views) {
  test(`${view.path}: its head, navigation, footer and facts; no script, no third party, no CSP violation; axe, zoom and motion`, async ({
    page,
    context,
    baseURL,
  }) => {
    const isUnknown = view === UNKNOWN;
    const elsewhere: string[] = [];
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin)
        elsewhere.push(request.url());
      const { pathname } = new URL(request.url());
      if (request.resourceType() === "script") scripts.push(pathname);
      // The contact page's island adds its own (the toasts') stylesheet once it runs.
      if (
        request.resourceType() === "stylesheet" &&
        !pathname.startsWith("/assets/contact-island-")
      )
        stylesheets.push(pathname);
    });
    const cspViolations = await watchCsp(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(view.path);
    expect(response?.status()).toBe(isUnknown ? 404 : 200);
    expect(response?.headers()["content-security-policy"]).toBe(
      expectedSecurityHeaders()["content-security-policy"],
    );

    await test.step("one round trip to the first paint: its styles inline, no stylesheet requested", async () => {
      const html = (await response?.text()) ?? "";
      expect(html).not.toMatch(/<link\b[^>]*\brel="stylesheet"/);
      expect(html).toMatch(/<head>.*<style>.+<\/style>.*<\/head>/s);
      // A style="" attribute is inline style no hash can allow: the CSP would drop it.
      expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
      // The inline CSS was parsed (so the CSP let it in) and applies.
      const inlineRules = await page.evaluate(() =>
        [...document.querySelectorAll("head style")].reduce(
          (sum, style) => sum + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect(inlineRules).toBeGreaterThan(10);
      await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
      expect(stylesheets).toEqual([]);
    });

    await test.step("its head: title, description, canonical link, Open Graph, JSON-LD", async () => {
      expect(await page.title()).toContain(site.businessName);
      const robots = page.locator('meta[name="robots"]');
      const jsonLd = page.locator('script[type="application/ld+json"]');
      if (isUnknown) {
        await expect(robots).toHaveAttribute("content", "noindex");
        await expect(jsonLd).toHaveCount(0);
        return;
      }
      const url = `${SITE_URL}${view.path}`;
      await expect(robots).toHaveCount(0);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        await page.title(),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
      // The home and contact pages describe the practice, the questions page its answers.
      await expect(jsonLd).toHaveCount(
        ["/", "/ContactUs", "/Questions"].includes(view.path) ? 1 : 0,
      );
    });

    await test.step("one h1, the header's navigation and portal link, the footer", async () => {
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(view.h1);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(routes.map((route) => route.label));
      for (const [index, target] of routes.entries()) {
        await expect(nav.getByRole("link").nth(index)).toHaveAttribute("href", target.path);
      }
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      const current = nav.locator('[aria-current="page"]');
      if (routes.some((route) => route.path === view.path))
        await expect(current).toHaveText(view.label);
      else await expect(current).toHaveCount(0);
      const portal = page
        .getByRole("banner")
        .getByRole("link", { name: "Client portal (opens in a new tab)" });
      await expect(portal).toBeVisible();
      await expect(portal).toHaveAttribute("href", site.portalUrl);
      await expect(portal).toHaveAttribute("target", "_blank");
      await expect(portal).toHaveAttribute("rel", "noopener noreferrer");

      const footer = page.getByRole("contentinfo");
      const footerNav = footer.getByRole("navigation", { name: "Footer" });
      await expect(footerNav.getByRole("link")).toHaveText([
        "Home",
        "About Us",
        "Contact Us",
        ...footerOnly.map((beyond) => beyond.label),
      ]);
      for (const beyond of footerOnly) {
        await expect(footerNav.getByRole("link", { name: beyond.label })).toHaveAttribute(
          "href",
          beyond.path,
        );
      }
      await expect(footer.getByRole("link", { name: office.email })).toHaveAttribute(
        "href",
        `mailto:${office.email}`,
      );
      await expect(footer.getByRole("link", { name: office.phone })).toHaveAttribute(
        "href",
        office.tel,
      );
      await expect(footer).toContainText(office.place);
    });

    await test.step("each fact once: the hours, the years, the credit; the claims; no price", async () => {
      const main = await page.getByRole("main").innerText();
      const footer = await page.getByRole("contentinfo").innerText();
      const text = `${await page.getByRole("banner").innerText()}\n${main}\n${footer}`;
      const count = (phrase: string) => text.split(phrase).length - 1;
      expect(count(YEARS)).toBeLessThanOrEqual(1);
      expect(count(CREDIT)).toBeLessThanOrEqual(1);
      const prices = [...text.matchAll(/\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:USD|dollars)\b/gi)];
      expect(new Set(prices.map((match) => match[0]))).toEqual(
        new Set(count(CREDIT) ? [CREDIT] : []),
      );
      // The footer states each claim whose figure the page does not.
      for (const [claim, figure] of claims) {
        if (!main.includes(figure)) expect(footer).toContain(claim);
      }
      // The hours table: on Contact Us in the page, anywhere else in the footer.
      const hours = page.getByRole("heading", { name: fixture.contactUs.hoursHeading });
      await expect(hours).toHaveCount(1);
      expect(footer.includes(fixture.contactUs.hoursHeading)).toBe(view.path !== "/ContactUs");
      // Nothing the owner has not switched on: no notice, review or booking link, nothing of
      // the preparer.
      await expect(page.getByRole("region", { name: "Notice" })).toHaveCount(0);
      await expect(
        page.getByRole("link", { name: /Review us on Google|Book an appointment/ }),
      ).toHaveCount(0);
      await expect(page.getByRole("link", { name: /IRS directory/ })).toHaveCount(0);
      await expect(page.locator("picture")).toHaveCount(0);
    });

    await test.step("axe at 1280 and 375 px, no sideways scrolling at 320 px or zoomed to 200%", async () => {
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const header = page.getByRole("banner");
      const [brand, portal, menu] = await Promise.all(
        [
          header.getByRole("link", { name: site.businessName }),
          header.getByRole("link", { name: /^Client portal/ }),
          header.getByRole("button", { name: "Menu" }),
        ].map((part) => part.boundingBox()),
      );
      for (const [left, right] of [
        [brand, portal],
        [portal, menu],
      ])
        expect((left?.x ?? 0) + (left?.width ?? 0)).toBeLessThanOrEqual(right?.x ?? 0);
      // A 1280 x 800 window at 200% lays pages out in 640 x 400 CSS pixels.
      await page.setViewportSize({ width: 640, height: 400 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    });

    await test.step("no transition, animation or smooth scrolling with reduced motion", async () => {
      // The site does move otherwise (the page's fade, the menu).
      if (view.path === "/") expect((await motionOf(page)).longestMs).toBeGreaterThan(100);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const motion = await motionOf(page);
      expect(motion.smooth).toBe(0);
      expect(motion.longestMs).toBeLessThanOrEqual(0.01);
    });

    await test.step("no script but the contact page's island, nothing from elsewhere, no cookie, no CSP violation", async () => {
      const isContact = view.path === "/ContactUs";
      expect(scripts).toEqual(
        isContact ? [expect.stringMatching(/^\/assets\/contact-island-[\w-]+\.js$/)] : [],
      );
      await expect(
        page.locator('script:not([type="application/ld+json"]), link[rel=modulepreload]'),
      ).toHaveCount(isContact ? 1 : 0);
      // On the contact page the island ran under the policy: it renders the office status.
      // Its late stylesheet (the toasts') is the one a page links, once the island runs.
      if (isContact) {
        await expect(page.getByTestId("office-status")).toBeVisible();
        await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute(
          "href",
          /\/assets\/contact-island-[\w-]+\.css$/,
        );
      }
      expect(elsewhere).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  });
}

test("the not-found page shows the home page's content with a notice and a link home", async ({
  page,
}) => {
  await page.goto(UNKNOWN.path);
  await expect(page.getByRole("status")).toContainText("Here is our home page instead.");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("heading", { name: fixture.home.hero.heading })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(3);
});

test.describe("the CSP watch", () => {
  test.use({ expectedConsoleErrors: [/Content Security Policy/] });

  test("sees an injected inline script being refused", async ({ page }) => {
    const cspViolations = await watchCsp(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran';";
      document.body.append(script);
    });
    await expect.poll(async () => (await cspViolations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});
