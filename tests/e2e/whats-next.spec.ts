/**
 * What visitors come for next (PRODUCT.md §14), in the default build: the tax dates, the choice
 * of whose dates to see (without JavaScript) and the calendar feeds, the what-to-bring
 * checklist, the portal link, directions, holiday closures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import ICAL from "ical.js";
import { parse } from "yaml";

import { officeDateAt } from "~/lib/hours.ts";
import { taxDateChoices } from "~/lib/tax-calendars.ts";
import { taxCalendarPath } from "~/shared-paths.ts";

import { axeViolations } from "./axe.ts";
import { FIXTURE_NOW } from "../fixtures/content-dir.ts";
import { expect, test } from "./fixtures.ts";
import { fixture, FIXTURE_CONTENT_DIR, routes } from "./site.ts";

const { taxDates: texts } = fixture.resources;

const fixtureFile = <T>(file: string) =>
  parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8")) as T;

test("Resources lists the tax dates from the day of the build on, by day, each with its source", async ({
  page,
}) => {
  await page.goto("/Resources");
  const dates = page.getByRole("region", { name: texts.heading });
  const day = (name: string) =>
    dates.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  // Three months from the next due date first; the rest of the year behind a disclosure.
  await expect(dates.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Monday, December 15, 2098",
  );
  await expect(dates.getByRole("heading", { name: "Monday, February 2, 2099" })).toBeVisible();
  const april15 = day("Wednesday, April 15, 2099");
  await expect(april15).toBeHidden();
  await dates.getByText(texts.laterSummary).click();
  await expect(april15).toBeVisible();
  await expect(april15).toContainText("Fixture federal return");
  await expect(april15).toContainText("Fixture individuals");
  await expect(april15).toContainText("Source: Fixture publication P-2");
  await expect(april15).toContainText("Fixture Ohio return");
  await expect(april15).toContainText("Source: Fixture Ohio instructions");
  for (const authority of ["IRS", "Ohio", "RITA"]) {
    await expect(dates.getByText(authority, { exact: true }).first()).toBeVisible();
  }
  // Dates before the build's day are gone from the page.
  await expect(dates).not.toContainText("Fixture past");
  await expect(dates.getByRole("heading", { name: /2024/ })).toHaveCount(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("choosing Employers on Resources shows the Form 941 dates and their feed, not the 1040-ES", async ({
    page,
  }) => {
    await page.goto("/Resources");
    const dates = page.getByRole("region", { name: texts.heading });
    const choice = dates.getByRole("group", { name: "Show the dates for" });
    await expect(choice.getByRole("radio", { name: "Everyone" })).toBeChecked();
    await expect(dates.getByText("Fixture estimated tax (Form 1040-ES)")).toBeVisible();

    await choice.getByText("Employers", { exact: true }).click();
    await expect(choice.getByRole("radio", { name: "Employers" })).toBeChecked();
    await expect(
      dates.getByText("Fixture fourth-quarter employment tax return (Form 941)"),
    ).toBeVisible();
    await expect(dates.getByText("Fixture W-2 filing")).toBeVisible();
    await expect(dates.getByText("Fixture estimated tax (Form 1040-ES)")).toBeHidden();
    await expect(dates.getByText("Fixture city estimate for businesses")).toBeHidden();
    await expect(dates.getByRole("heading", { level: 3, name: /December 15, 2098/ })).toBeHidden();
    // The calendar links follow the choice: one pair, the employers' feed.
    await expect(dates.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "webcal://www.example.com/calendar/tax-dates-employers.ics",
    );
    await expect(dates.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "https://www.example.com/calendar/tax-dates-employers.ics",
    );
    // The rest of the season: the next Form 941, not the individuals' return.
    await dates.getByText(texts.laterSummary).click();
    await expect(
      dates.getByText("Fixture quarterly employment tax return (Form 941)"),
    ).toBeVisible();
    await expect(dates.getByText("Fixture federal return")).toBeHidden();
  });

  test("the choice works from the keyboard, and a choice with nothing later says so", async ({
    page,
  }) => {
    await page.goto("/Resources");
    const dates = page.getByRole("region", { name: texts.heading });
    const choice = dates.getByRole("group", { name: "Show the dates for" });
    await choice.getByRole("radio", { name: "Everyone" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(choice.getByRole("radio", { name: "Individuals and families" })).toBeChecked();
    await expect(choice.getByRole("radio", { name: "Individuals and families" })).toBeFocused();
    await expect(dates.getByText("Fixture estimated tax (Form 1040-ES)")).toBeVisible();
    await expect(dates.getByText("Fixture W-2 filing")).toBeHidden();

    // The fixture is complete by rule (content/tax-obligations.ts), so every audience has a date
    // ahead: the non-profits' only one (their 1099-NEC) is in the first part, none later. A
    // choice with no date at all is the unit tests' (tax-dates.test.tsx: every date has passed).
    await choice.getByText("Non-profits", { exact: true }).click();
    await expect(dates.getByRole("heading", { level: 3 })).toHaveCount(1);
    await expect(dates.getByText("contractor forms (1099-NEC)")).toBeVisible();
    await dates.getByText(texts.laterSummary).click();
    await expect(dates.getByText(texts.noneLater)).toBeVisible();
    await expect(dates.getByText(texts.noneUpcoming)).toBeHidden();
    await expect(dates.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "webcal://www.example.com/calendar/tax-dates-non-profits.ics",
    );
  });
});

test("each audience has its next estimated payment on Resources, estates and trusts included", async ({
  page,
}) => {
  await page.goto("/Resources");
  const dates = page.getByRole("region", { name: texts.heading });
  const choice = dates.getByRole("group", { name: "Show the dates for" });
  for (const [audience, estimate] of [
    ["Individuals and families", "Fixture estimated tax (Form 1040-ES)"],
    ["Self-employed and sole proprietors", "Fixture estimated tax (Form 1040-ES)"],
    ["Estates and trusts", "Fixture estate estimate (Form 1041-ES)"],
    ["Partnerships, S and C corporations", "Fixture city estimate for businesses"],
  ] as const) {
    await choice.getByText(audience, { exact: true }).click();
    await expect(dates.getByText(estimate), audience).toBeVisible();
  }
});

test("without CSS :has(), every feed's pair of links shows, each under its audience's name", async ({
  page,
}) => {
  await page.goto("/Resources");
  const dates = page.getByRole("region", { name: texts.heading });
  const subscribe = dates.getByRole("link", { name: "Subscribe" });
  const pairOf = (name: string) =>
    dates
      .getByRole("paragraph")
      .filter({ has: page.getByRole("link", { name: "Download" }) })
      .filter({ has: page.getByText(`${name}:`, { exact: true }) });
  // With :has(), the chosen feed's pair only, under its name.
  await expect(subscribe).toHaveCount(1);
  await expect(pairOf(texts.allDates)).toBeVisible();
  // A browser without :has() drops every rule that uses it: remove them from the page's styles.
  const removed = await page.evaluate(() => {
    let count = 0;
    const drop = (rules: CSSStyleSheet | CSSGroupingRule) => {
      for (let index = rules.cssRules.length - 1; index >= 0; index -= 1) {
        const rule = rules.cssRules[index];
        if (rule instanceof CSSStyleRule && rule.selectorText.includes(":has(")) {
          rules.deleteRule(index);
          count += 1;
        } else if (rule instanceof CSSGroupingRule) drop(rule);
      }
    };
    for (const sheet of document.styleSheets) drop(sheet);
    return count;
  });
  expect(removed).toBeGreaterThan(0);
  await expect(subscribe).toHaveCount(taxDateChoices.length);
  for (const feed of taxDateChoices) {
    const name = feed.audience ?? texts.allDates;
    const pair = pairOf(name);
    await expect(pair, name).toBeVisible();
    await expect(pair.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      `webcal://www.example.com${feed.path}`,
    );
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // axe runs as a script, so with JavaScript on: the page itself has none either way.
  test("a choice, with the rest of the season open, has no WCAG 2.2 AA violations", async ({
    page,
  }) => {
    await page.goto("/Resources");
    const dates = page.getByRole("region", { name: texts.heading });
    await dates.getByText("Employers", { exact: true }).click();
    await dates.getByText(texts.laterSummary).click();
    await expect(
      dates.getByText("Fixture quarterly employment tax return (Form 941)"),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("each calendar feed is served as text/calendar and holds its audience's whole season", async ({
  request,
}) => {
  const { dates } = fixtureFile<{ dates: { date: string; title: string; audiences: string[] }[] }>(
    "tax-dates.yaml",
  );
  for (const choice of taxDateChoices) {
    const response = await request.get(choice.path);
    expect(response.status(), choice.path).toBe(200);
    expect(response.headers()["content-type"], choice.path).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString(), choice.path).toBe("P1D");
    const events = calendar.getAllSubcomponents("vevent");
    // In the order of the calendar (the file's order may differ).
    const held = dates
      .filter((entry) => choice.id === "all" || entry.audiences.includes(choice.id))
      .toSorted((a, b) => a.date.localeCompare(b.date));
    expect(
      events.map((event) => event.getFirstPropertyValue("summary")),
      choice.path,
    ).toEqual(held.map((entry) => entry.title));
    for (const event of events) {
      expect(event.getFirstPropertyValue("uid")).toMatch(/@www\.example\.com$/);
      expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).isDate).toBe(true);
      expect(event.getFirstPropertyValue("description")).toMatch(
        new RegExp(
          `Source: .+\\. From ${fixture.site.businessName}: https://www\\.example\\.com/Resources$`,
        ),
      );
    }
  }
  // A past date stays in the whole season's feed, with its source.
  const season = new ICAL.Component(
    ICAL.parse(await (await request.get(taxCalendarPath())).text()),
  );
  const [past] = season
    .getAllSubcomponents("vevent")
    .filter(
      (event) => (event.getFirstPropertyValue("dtstart") as ICAL.Time).toString() === "2024-04-15",
    );
  expect(past?.getFirstPropertyValue("summary")).toBe("Fixture past federal return");
  expect(past?.getFirstPropertyValue("description")).toContain("Source: Fixture publication P-1");
});

test("Planning has a what-to-bring checklist that prints without the header, menu and footer", async ({
  page,
}) => {
  await page.goto("/Planning");
  const { checklist: list } = fixture.planning;
  const checklist = page.getByRole("region", { name: list.heading });
  for (const group of list.groups) {
    await expect(checklist.getByRole("heading", { name: group.title })).toBeVisible();
    for (const item of group.items) await expect(checklist.getByText(item)).toBeVisible();
  }
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(checklist).toBeVisible();
});

test.describe("the client portal link", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of routes) {
    test(`is in the header of ${route.path}, outside the navigation, in a new tab`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const portal = page
        .getByRole("banner")
        .getByRole("link", { name: "Client portal (opens in a new tab)" });
      await expect(portal).toBeVisible();
      await expect(portal).toHaveAttribute("href", fixture.site.portalUrl);
      await expect(portal).toHaveAttribute("target", "_blank");
      await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(8);
    });
  }
});

test("without a street, Contact Us links a map of the town, says so, and embeds no map", async ({
  page,
}) => {
  await page.goto("/ContactUs");
  // The fixture names no street: the link says what it opens (PRODUCT.md §19).
  expect(fixture.site.address.street).toBe("");
  const directions = page.getByRole("link", {
    name: `${fixture.contactUs.townMapAction} (opens in a new tab)`,
  });
  await expect(directions).toContainText(/map of/i);
  await expect(page.getByRole("link", { name: /^Get directions/ })).toHaveCount(0);
  const href = new URL((await directions.getAttribute("href")) ?? "");
  expect(href.origin).toBe("https://www.google.com");
  const { locality, regionCode, postalCode } = fixture.site.address;
  expect(href.searchParams.get("query")).toBe(`${locality}, ${regionCode} ${postalCode}`);
  await expect(page.locator("iframe")).toHaveCount(0);
  // Nor does the structured data name a street.
  const json = page.locator('script[type="application/ld+json"]');
  await expect(json).toHaveCount(1);
  await expect(json).not.toContainText("streetAddress");
});

test("without review or booking addresses set, no such link shows", async ({ page }) => {
  for (const path of ["/", "/Reviews", "/ContactUs"]) {
    await page.goto(path);
    await expect(
      page.getByRole("link", { name: /Review us on Google|Book an appointment/ }),
    ).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Notice" })).toHaveCount(0);
  }
});

test.describe("closures, for a visitor in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  // The fixture's closures (hours.yaml) on named days, in office time.
  for (const [label, instant, text] of [
    [
      "before opening on a closure day",
      "2098-12-03T08:00:00-05:00",
      "Closed todayfor Fixture training day. Opens tomorrow at 9:00 am",
    ],
    ["the evening before it", "2098-12-02T21:30:00-05:00", "Closed nowOpens Thursday at 9:00 am"],
    [
      "inside a closure of several days",
      "2098-12-26T10:00:00-05:00",
      "Closed todayfor Fixture winter closure. Opens Monday at 9:00 am",
    ],
    [
      "New Year's Eve, before a New Year closure",
      "2098-12-31T21:30:00-05:00",
      "Closed nowOpens Friday at 9:00 am",
    ],
  ] as const) {
    test(`the office status ${label}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto("/ContactUs");
      await expect(page.getByTestId("office-status")).toHaveText(text);
    });
  }
});

test("the hours table and the structured data carry the upcoming closures", async ({ page }) => {
  const today = officeDateAt(new Date(FIXTURE_NOW), fixture.hours.timeZone);
  const upcoming = fixture.hours.closures.filter(
    (closure) => (closure.lastDay || closure.date) >= today,
  );
  await page.goto("/ContactUs");
  for (const closure of upcoming.slice(0, 3)) {
    await expect(page.getByText(`${closure.name}:`, { exact: false }).first()).toBeVisible();
  }
  // A closure before the build's day is gone.
  await expect(page.getByText("Fixture past closure")).toHaveCount(0);
  for (const path of ["/", "/ContactUs"]) {
    await page.goto(path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as { specialOpeningHoursSpecification: Record<string, string>[] };
    expect(data.specialOpeningHoursSpecification).toEqual(
      upcoming.map((closure) => ({
        "@type": "OpeningHoursSpecification",
        name: closure.name,
        validFrom: closure.date,
        validThrough: closure.lastDay || closure.date,
        opens: "00:00",
        closes: "00:00",
      })),
    );
  }
});
