/**
 * "Open now" in this engine's Intl, in the office's time zone, for a visitor in California
 * (./fixtures.ts starts the engines there), at instants on both sides of the daylight-saving
 * changes, as ../office-hours.spec.ts does in Chromium.
 */
import { expect, test, VISITOR_TIME_ZONE } from "./fixtures.ts";
import { OFFICE_STATUS } from "./site-parts.ts";

test("the contact page says the right thing, in office time, for a visitor in California", async ({
  engine,
  observer,
}) => {
  for (const [instant, text] of [
    // A Tuesday morning in tax season, and a Saturday outside it.
    ["2026-03-03T10:00:00-05:00", "Open nowToday until 9:00 pm"],
    ["2026-11-21T11:00:00-05:00", "Closed nowOpens Monday at 9:00 am"],
    // 9:00 pm EDT after spring forward, and 9:00 am EST after fall back.
    ["2026-03-10T01:00:00Z", "Closed nowOpens tomorrow at 9:00 am"],
    ["2026-11-02T14:00:00Z", "Open nowToday until 9:00 pm"],
  ] as const) {
    observer.startClockAt(new Date(instant));
    await engine.goto("/ContactUs");
    expect(await engine.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      VISITOR_TIME_ZONE,
    );
    await expect.poll(() => engine.texts(OFFICE_STATUS), { message: instant }).toEqual([text]);
  }
});
