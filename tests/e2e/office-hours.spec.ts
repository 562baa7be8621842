/**
 * "Open now" is computed in the browser, in the office's time zone, wherever the visitor is: the
 * contact page read in Los Angeles on named days, across a daylight-saving change and on the
 * fixture's closures. Every rule behind it, day by day, is tests/unit/hours.test.ts's.
 */
import { expect, test } from "./fixtures.ts";

test.use({ timezoneId: "America/Los_Angeles" });

test("the contact page says the right thing, in office time, for a visitor in Los Angeles", async ({
  page,
}) => {
  for (const [instant, text] of [
    // A Saturday in tax season, and one outside it.
    ["2026-03-07T11:00:00-05:00", "Open nowToday until 5:00 pm"],
    ["2026-11-21T11:00:00-05:00", "Closed nowOpens Monday at 9:00 am"],
    // Before opening, and at closing time the evening after spring forward (EDT).
    ["2026-11-23T08:00:00-05:00", "Closed nowOpens today at 9:00 am"],
    ["2026-03-10T01:00:00Z", "Closed nowOpens tomorrow at 9:00 am"],
    // The fixture's closures (hours.yaml): on its day, and the evening before one.
    [
      "2098-12-03T08:00:00-05:00",
      "Closed todayfor Fixture training day. Opens tomorrow at 9:00 am",
    ],
    ["2098-12-31T21:30:00-05:00", "Closed nowOpens Friday at 9:00 am"],
  ] as const) {
    await page.clock.setFixedTime(new Date(instant));
    await page.goto("/ContactUs");
    await expect(page.getByTestId("office-status"), instant).toHaveText(text);
  }
});
