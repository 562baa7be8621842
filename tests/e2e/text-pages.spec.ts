/**
 * The pages beyond the eight (docs/product.md §14, §21, §26): the privacy notice, "How we will
 * contact you" and the accessibility statement, prerendered from their Markdown files with the
 * office's figures filled in and the day each last changed (what the privacy notice says of the
 * inquiries and the third parties is tests/unit/content-files.test.ts's); the contact form's note
 * links two of them. The questions and answers, linked from Services and
 * Contact Us, with FAQPage data. That every page's footer links them, and the header does not,
 * is every-page.spec.ts's.
 */
import { formatIsoDate } from "~/rules/calendar-day.ts";

import { expect, test } from "./fixtures.ts";
import { fixture, office } from "./site.ts";

const textPages = [
  ["/Privacy", fixture.privacy],
  ["/HowWeContactYou", fixture.howWeContactYou],
  ["/Accessibility", fixture.accessibility],
] as const;

for (const [path, content] of textPages) {
  test(`${path} shows its heading, the day it last changed, and the office's figures filled in`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
    await expect(
      page.getByText(`Last changed: ${formatIsoDate(content.lastChanged ?? "")}`),
    ).toBeVisible();
    const main = page.getByRole("main");
    // Each names the office's email or phone, written in the text as a figure.
    await expect(main).toContainText(
      new RegExp(`${office.email}|${office.phone.replace(/[()]/g, "\\$&")}`),
    );
    await expect(main).not.toContainText(/\{\w+\}/);
  });
}

test("the contact form's note links the privacy notice and How we will contact you, and both open", async ({
  page,
}) => {
  for (const [name, [path, content]] of [
    ["our privacy notice", textPages[0]],
    ["how we will contact you", textPages[1]],
  ] as const) {
    await page.goto("/ContactUs");
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
  }
});

test("/Questions is linked from Services and Contact Us, and answers each question, as FAQPage data too", async ({
  page,
}) => {
  const { questions } = fixture;
  for (const path of ["/Services", "/ContactUs"]) {
    await page.goto(path);
    await page.getByRole("main").getByRole("link", { name: questions.linkText }).click();
    await expect(page).toHaveURL(/\/Questions$/);
  }
  for (const { question } of questions.questions) {
    await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
  }
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
  ) as unknown;
  // The answers as the page shows them, figures filled in ({howWeMeet} from site.yaml).
  expect(data).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  });
});
