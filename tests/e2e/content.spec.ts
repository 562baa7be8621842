/**
 * Each page shows the facts its data file holds: read from the fixture content (tests/e2e/site.ts),
 * never restated, so a change of the owner's facts in the CMS leaves these tests green. The
 * shapes the specification fixes (three feature columns, a table of return types, 853x480 video
 * slots, the hours table) are written here.
 */
import { expect, test } from "./fixtures.ts";
import { fixture, office } from "./site.ts";

const { referral, resources, services, site, testimonials, videos } = fixture;
const claims = [fixture.siteTexts.experience, fixture.siteTexts.portal];

test("home: hero, three feature columns, sections, one testimonial", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const { features, taxPreparation, advantage, testimonialHeading, referral: offer } = fixture.home;
  expect(features).toHaveLength(3);
  for (const { title } of features) {
    await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  for (const heading of [taxPreparation.heading, advantage.heading, testimonialHeading]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: offer.heading, exact: true })).toBeVisible();
  await expect(main.locator("blockquote")).toHaveCount(1);
  await expect(main.locator("blockquote")).toHaveText(`“${testimonials[0]?.text}”`);
  for (const claim of claims) await expect(main).toContainText(claim);
  await expect(main).toContainText(`$${referral.amount} credit`);
  await expect(main).not.toContainText(/lorem|ipsum|TODO|\{\w+\}/i);
});

test("planning: the process as steps, each with its text", async ({ page }) => {
  await page.goto("/Planning");
  const main = page.getByRole("main");
  for (const step of fixture.planning.steps) {
    const item = main.getByRole("listitem").filter({ hasText: step.title });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(step.text);
  }
});

test("services: the services list, a table of the return types and a next step", async ({
  page,
}) => {
  await page.goto("/Services");
  const main = page.getByRole("main");
  for (const service of services.services) {
    await expect(main.getByRole("heading", { name: service.name, exact: true })).toBeVisible();
    await expect(main).toContainText(service.summary);
  }
  const table = main.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Return type", "Form"]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(services.returnTypes.length);
  for (const [index, { taxpayer, forms }] of services.returnTypes.entries()) {
    await expect(rows.nth(index).locator("th")).toHaveText(taxpayer);
    await expect(rows.nth(index).locator("td")).toHaveText(forms);
  }
  for (const clientType of services.clientTypes) await expect(main).toContainText(clientType);
  // It ends with a next step: the contact page and the phone.
  const last = main.locator("section").last();
  await expect(last.getByRole("heading", { level: 2 })).toHaveText(services.nextStep.heading);
  await expect(last).toContainText(services.nextStep.text);
  await expect(last.getByRole("link", { name: services.nextStep.action })).toHaveAttribute(
    "href",
    "/ContactUs",
  );
  await expect(last.getByRole("link", { name: office.phone })).toHaveAttribute("href", office.tel);
});

test("reviews: every referral term, the review invitation and every testimonial", async ({
  page,
}) => {
  await page.goto("/Reviews");
  const main = page.getByRole("main");
  for (const term of referral.terms) await expect(main).toContainText(term);
  await expect(main.getByRole("link", { name: fixture.reviews.reviewAction })).toHaveAttribute(
    "href",
    `mailto:${office.email}?subject=${encodeURIComponent(fixture.reviews.reviewSubject)}`,
  );
  const cards = main.locator("figure");
  await expect(cards).toHaveCount(testimonials.length);
  for (const [index, { name, clientSince, text }] of testimonials.entries()) {
    const initials = name.split(" ").map((word) => word[0]);
    await expect(cards.nth(index).locator("blockquote")).toHaveText(`“${text}”`);
    await expect(cards.nth(index).locator("figcaption")).toHaveText(
      `${initials.join("")}${name}Client since ${clientSince}`,
    );
  }
});

test("resources: the tips and the official links, opening in a new tab", async ({ page }) => {
  await page.goto("/Resources");
  const main = page.getByRole("main");
  for (const tip of resources.tips) {
    await expect(main.getByRole("heading", { name: tip.title, exact: true })).toBeVisible();
    await expect(main).toContainText(tip.text);
  }
  const expected = [...resources.federalLinks, ...resources.stateRefundLinks];
  // Every link that opens a tab (the chosen audience's four calendar links stay in this one).
  const links = main.locator('a[target="_blank"]');
  await expect(links).toHaveCount(expected.length);
  await expect(main.getByRole("link")).toHaveCount(expected.length + 4);
  for (const [index, { title, url }] of expected.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(`${title} (opens in a new tab)`);
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("videos: the four training chapters at 853x480, responsive", async ({ page }) => {
  await page.goto("/Videos");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: `${fixture.videos.portalAction} (opens in a new tab)` }),
  ).toHaveAttribute("href", site.portalUrl);
  expect(videos.chapters).toHaveLength(4);
  for (const { title, summary } of videos.chapters) {
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText(summary);
    const box = await card.locator(".aspect-\\[853\\/480\\]").boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.width / box.height).toBeCloseTo(853 / 480, 1);
  }
});

test("about us: the owner's name and biography, with the years of experience", async ({ page }) => {
  await page.goto("/AboutUs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(site.ownerName);
  await expect(main).toContainText(`${site.yearsOfExperience} years of fixture experience`);
});

test("contact us: office details and the hours table with its notes", async ({ page }) => {
  await page.goto("/ContactUs");
  const main = page.getByRole("main");
  await expect(main).toContainText(office.place);
  await expect(main.getByRole("link", { name: office.email })).toHaveAttribute(
    "href",
    `mailto:${office.email}`,
  );
  await expect(main.getByRole("link", { name: office.phone })).toHaveAttribute("href", office.tel);
  // A row a day, Monday first (how each reads: tests/unit/office-hours.test.tsx).
  const rows = main.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1)).toHaveText(/^Monday/);
  await expect(main).toContainText("Weekend hours apply during tax season only");
  await expect(main).toContainText("Holidays may affect hours.");
  // The fixture's today, a Monday morning (tests/fixtures/content-dir.ts).
  await expect(page.getByTestId("office-status")).toHaveText(/^Open now/);
});
