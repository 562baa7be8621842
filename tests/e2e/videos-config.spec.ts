import { expect, test } from "./fixtures.ts";

test("without configured ids each chapter shows a clear coming-soon card, never a broken frame", async ({
  page,
}) => {
  await page.goto("/Videos");
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByText("Coming soon", { exact: true })).toHaveCount(4);
});
