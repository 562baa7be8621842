/** "Open now" is computed in the browser, in the office's time zone, wherever the visitor is. */
import { expect, test } from "./fixtures.ts";

test.use({ timezoneId: "America/Los_Angeles" });

for (const [label, instant, text] of [
  ["a Tuesday morning in tax season", "2026-03-03T10:00:00-05:00", "Open nowToday until 9:00 pm"],
  [
    "a Saturday outside tax season",
    "2026-11-21T11:00:00-05:00",
    "Closed nowOpens Monday at 9:00 am",
  ],
  ["a Saturday in tax season", "2026-03-07T11:00:00-05:00", "Open nowToday until 5:00 pm"],
  ["a Friday at 7:00 pm", "2026-03-06T19:00:00-05:00", "Closed nowOpens tomorrow at 10:00 am"],
  ["a Monday at 8:00 am", "2026-11-23T08:00:00-05:00", "Closed nowOpens today at 9:00 am"],
  // The daylight-saving edges: the Mondays after spring forward and after fall back.
  ["9:00 am EDT after spring forward", "2026-03-09T13:00:00Z", "Open nowToday until 9:00 pm"],
  ["8:59 pm EDT after spring forward", "2026-03-10T00:59:00Z", "Open nowToday until 9:00 pm"],
  [
    "9:00 pm EDT after spring forward",
    "2026-03-10T01:00:00Z",
    "Closed nowOpens tomorrow at 9:00 am",
  ],
  ["8:59 am EST after fall back", "2026-11-02T13:59:00Z", "Closed nowOpens today at 9:00 am"],
  ["9:00 am EST after fall back", "2026-11-02T14:00:00Z", "Open nowToday until 9:00 pm"],
] as const) {
  test(`the contact page says the right thing on ${label}`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(instant));
    await page.goto("/ContactUs");
    await expect(page.getByTestId("office-status")).toHaveText(text);
  });
}
