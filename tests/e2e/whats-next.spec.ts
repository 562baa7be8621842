/**
 * What visitors come for next (PRODUCT.md §14), in the default build: the tax dates and their
 * calendar file, the what-to-bring checklist, the portal link, directions, holiday closures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import ICAL from "ical.js";
import { parse } from "yaml";

import { expect, test } from "./fixtures.ts";
import { FIXTURE_CONTENT_DIR, routes } from "./site.ts";

const fixture = <T>(file: string) =>
  parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8")) as T;
const { closures } = fixture<{ closures: { date: string; name: string }[] }>("hours.yaml");

test("Resources lists the tax dates from the day of the build on, by day, each with its source", async ({
  page,
}) => {
  await page.goto("/Resources");
  const dates = page.getByRole("region", { name: "Important tax dates" });
  const april15 = dates.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Wednesday, April 15, 2099" }),
  });
  await expect(april15).toContainText("Fixture federal return");
  await expect(april15).toContainText("Fixture individuals");
  await expect(april15).toContainText("Source: Fixture publication P-2");
  await expect(april15).toContainText("Fixture Ohio return");
  await expect(april15).toContainText("Source: Fixture Ohio instructions");
  await expect(dates.getByRole("heading", { name: "Monday, February 2, 2099" })).toBeVisible();
  for (const authority of ["IRS", "Ohio", "RITA"]) {
    await expect(dates.getByText(authority, { exact: true }).first()).toBeVisible();
  }
  // Dates before the build's day are gone from the page.
  await expect(dates).not.toContainText("Fixture past");
  await expect(dates.getByRole("heading", { name: /2024/ })).toHaveCount(0);
  await expect(dates.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Monday, December 15, 2098",
  );
});

test("the calendar file is linked, served as text/calendar, and keeps the whole season with sources", async ({
  page,
  request,
}) => {
  await page.goto("/Resources");
  const link = page.getByRole("link", { name: "Add these dates to your calendar" });
  await expect(link).toHaveAttribute("href", "/tax-dates.ics");
  const response = await request.get("/tax-dates.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents("vevent");
  const { dates } = fixture<{ dates: { date: string; title: string; source: string }[] }>(
    "tax-dates.yaml",
  );
  expect(events).toHaveLength(dates.length);
  for (const event of events) {
    expect(event.getFirstPropertyValue("uid")).toMatch(/@/);
    expect(event.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).isDate).toBe(true);
  }
  const byStart = (day: string) =>
    events.filter(
      (event) => (event.getFirstPropertyValue("dtstart") as ICAL.Time).toString() === day,
    );
  // A past date stays in the calendar, with its source.
  const [past] = byStart("2024-04-15");
  expect(past?.getFirstPropertyValue("summary")).toBe("Fixture past federal return");
  expect(past?.getFirstPropertyValue("description")).toContain("Source: Fixture publication P-1");
  expect(byStart("2099-04-15").map((event) => event.getFirstPropertyValue("summary"))).toEqual([
    "Fixture federal return",
    "Fixture Ohio return",
  ]);
});

test("Planning has a what-to-bring checklist that prints without the header, menu and footer", async ({
  page,
}) => {
  await page.goto("/Planning");
  const checklist = page.getByRole("region", { name: "What to bring" });
  await expect(checklist.getByRole("heading", { name: "New clients" })).toBeVisible();
  for (const item of [
    "Your federal and state returns for the prior two years",
    "W-2s from every employer",
    "1099s (1099-NEC",
    "1098 mortgage interest statements",
    "Estimated tax payments you made this year",
    "Any notices or letters from the IRS",
    "Business income and expenses",
  ]) {
    await expect(checklist.getByText(item)).toBeVisible();
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
      await expect(portal).toHaveAttribute("href", "https://portal.example.com/");
      await expect(portal).toHaveAttribute("target", "_blank");
      await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(8);
    });
  }
});

test("Contact Us links directions to a map search for the office, and embeds no map", async ({
  page,
}) => {
  await page.goto("/ContactUs");
  const directions = page.getByRole("link", { name: "Get directions (opens in a new tab)" });
  const href = new URL((await directions.getAttribute("href")) ?? "");
  expect(href.origin).toBe("https://www.google.com");
  expect(href.searchParams.get("query")).toBe("Montgomery, OH 45242");
  await expect(page.locator("iframe")).toHaveCount(0);
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

test.describe("a holiday closure, for a visitor in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("on Thanksgiving 2026 at 10 am office time the office is closed and the holiday named", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-26T10:00:00-05:00"));
    await page.goto("/ContactUs");
    await expect(page.getByTestId("office-status")).toHaveText(
      "Closed todayfor Thanksgiving Day. Opens tomorrow at 9:00 am",
    );
  });

  test("the evening before, the next opening skips Thanksgiving", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-25T21:30:00-05:00"));
    await page.goto("/ContactUs");
    await expect(page.getByTestId("office-status")).toHaveText("Closed nowOpens Friday at 9:00 am");
  });
});

test("the hours table and the structured data carry the upcoming closures", async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = closures.filter((closure) => closure.date >= today);
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
        validThrough: closure.date,
        opens: "00:00",
        closes: "00:00",
      })),
    );
  }
});
