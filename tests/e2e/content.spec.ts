/** Each page's key facts, written literally from the specification (the contract). */
import { expect, test } from "./fixtures.ts";
import { office, routes } from "./site.ts";

test("home: hero, three feature columns, sections, one testimonial", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  for (const title of ["Tax Preparation", "Advantage", "Referral Discounts"]) {
    await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "Tax preparation done carefully" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "The advantage of experience" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "What our clients say" })).toBeVisible();
  await expect(
    main.getByRole("heading", { name: "Referral discounts", exact: true }),
  ).toBeVisible();
  await expect(main.locator("blockquote")).toHaveCount(1);
  await expect(main).toContainText("35 years of experience");
  await expect(main).toContainText("256-bit encrypted client portal");
  await expect(main).toContainText("$100 credit");
  await expect(main).not.toContainText(/lorem|ipsum|TODO/i);
});

test("planning: the process as steps, with the prior two years of returns", async ({ page }) => {
  await page.goto("/Planning");
  const steps = page.getByRole("main").getByRole("listitem");
  expect(await steps.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole("main")).toContainText(
    "New clients provide the prior two years of returns.",
  );
});

test("services: the services list and a table of the seven return types", async ({ page }) => {
  await page.goto("/Services");
  const main = page.getByRole("main");
  for (const service of [
    "Tax planning",
    "Debt settlement and negotiation",
    "Amended and delinquent returns",
    "W-2 and 1099 preparation",
  ]) {
    await expect(main.getByRole("heading", { name: service, exact: true })).toBeVisible();
  }
  const table = main.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Return type", "Form"]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(7);
  const expected: Array<[string, string]> = [
    ["Individual", "1040"],
    ["Sole Proprietors", "Sch C"],
    ["Single or Multi member LLC", "Sch C / 1065"],
    ["Partnerships", "1065"],
    ["Sub S Corps", "1120S"],
    ["Estate & Trusts", "1041"],
    ["Non-Profit", "990"],
  ];
  for (const [index, [taxpayer, form]] of expected.entries()) {
    await expect(rows.nth(index).locator("th")).toHaveText(taxpayer);
    await expect(rows.nth(index).locator("td")).toHaveText(form);
  }
  await expect(main).not.toContainText("$");
});

test("reviews: the four referral terms, the review invitation and seven testimonials", async ({
  page,
}) => {
  await page.goto("/Reviews");
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "A $100 credit on your next invoice for each referred client who signs an engagement letter and uses our services.",
  );
  await expect(main).toContainText("There is no limit to the number of clients you can refer.");
  await expect(main).toContainText(
    "Any credit above the current year's fees is carried forward to the next year.",
  );
  await expect(main).toContainText(
    "The referral credit cannot be combined with other discounts or offers.",
  );
  await expect(main.getByRole("link", { name: "Email us your review" })).toHaveAttribute(
    "href",
    `mailto:${office.email}?subject=My%20review`,
  );
  const testimonials = main.locator("figure");
  await expect(testimonials).toHaveCount(7);
  for (let index = 0; index < 7; index += 1) {
    const caption = testimonials.nth(index).locator("figcaption");
    await expect(caption).toContainText(/^[A-Z]{2}[A-Z][a-z]+ [A-Z]\.Client since (19|20)\d\d$/);
  }
});

test("resources: both tips and the nine official links, opening in a new tab", async ({ page }) => {
  await page.goto("/Resources");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { name: "Sign your return electronically" }),
  ).toBeVisible();
  await expect(
    main.getByRole("heading", { name: "Scan your documents before you send them" }),
  ).toBeVisible();
  const expected: Array<[string, RegExp]> = [
    ["IRS Newsroom", /^https:\/\/www\.irs\.gov\/newsroom$/],
    ["IRS: Where's My Refund?", /^https:\/\/www\.irs\.gov\//],
    ["Kentucky", /^https:\/\/[\w.]*ky\.gov\//],
    ["Ohio", /^https:\/\/[\w.]*ohio\.gov\//],
    ["Massachusetts", /^https:\/\/mtc\.dor\.state\.ma\.us\//],
    ["Maryland", /^https:\/\/[\w.]*marylandtaxes\.gov\//],
    ["Louisiana", /^https:\/\/[\w.]*louisiana\.gov\//],
    ["South Carolina", /^https:\/\/[\w.]*sc\.gov\//],
    ["Virginia", /^https:\/\/[\w.]*virginia\.gov\//],
  ];
  // Every link that leaves the site (the calendar feed's Subscribe and Download, one pair shown
  // for the chosen audience, are the site's own).
  const links = main.locator('a[target="_blank"]');
  await expect(links).toHaveCount(expected.length);
  await expect(main.getByRole("link")).toHaveCount(expected.length + 2);
  for (const [index, [name, href]] of expected.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("videos: four training chapters at 853x480, responsive", async ({ page }) => {
  await page.goto("/Videos");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: "Open the client portal (opens in a new tab)" }),
  ).toHaveAttribute("href", "https://portal.example.com/");
  const chapters = [
    ["Link Training Chapter 1", /log/i],
    ["Link Training Chapter 2", /To Do page/],
    ["Link Training Chapter 3", /Document management/i],
    ["Link Training Chapter 4", /Completing preparation and retrieving returns/i],
  ] as const;
  for (const [title, topic] of chapters) {
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText(topic);
    const slot = card.locator(".aspect-\\[853\\/480\\]");
    const box = await slot.boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.width / box.height).toBeCloseTo(853 / 480, 1);
  }
});

test("about us: the owner's biography with 35 years of experience", async ({ page }) => {
  await page.goto("/AboutUs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Patricia Ellison");
  await expect(main).toContainText("35 years of experience");
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
  const rows = main.getByRole("table").getByRole("row");
  const hours = [
    ["Monday", "9:00 am–9:00 pm"],
    ["Tuesday", "9:00 am–9:00 pm"],
    ["Wednesday", "9:00 am–9:00 pm"],
    ["Thursday", "9:00 am–9:00 pm"],
    ["Friday", "9:00 am–7:00 pm"],
    ["Saturday* (tax season only)", "10:00 am–5:00 pm"],
    ["Sunday* (tax season only)", "12:00 pm–5:00 pm"],
  ];
  await expect(rows).toHaveCount(hours.length + 1);
  for (const [index, [day, time]] of hours.entries()) {
    await expect(rows.nth(index + 1)).toHaveText(`${day}${time}`);
  }
  await expect(main).toContainText("Weekend hours apply during tax season only");
  await expect(main).toContainText("Holidays may affect hours.");
  await expect(page.getByTestId("office-status")).toHaveText(/^(Open now|Closed now)/);
});

test("the site states the claims on every page", async ({ page }) => {
  for (const { path } of routes) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo")).toContainText("35 years of experience");
    await expect(page.getByRole("contentinfo")).toContainText("256-bit encrypted client portal");
  }
});

test("no page shows a price: the only dollar amount is the referral credit", async ({ page }) => {
  // The fixture's referral credit (tests/fixtures/content/referral.yaml) is $100.
  const amounts = new Set<string>();
  for (const { path } of routes) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    for (const match of text.matchAll(/\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:USD|dollars)\b/gi)) {
      amounts.add(match[0]);
    }
  }
  expect([...amounts]).toEqual(["$100"]);
});
