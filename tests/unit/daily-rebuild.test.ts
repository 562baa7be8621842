/**
 * What the daily workflow promises the owner (docs/operations.md › The daily rebuild): the site
 * is rebuilt every day, after midnight at the office and before it opens (past dates drop off),
 * and the content check runs first, so the run fails, and GitHub emails her, when she must act
 * (tests/unit/check-content.test.ts: the check exits 1 then).
 */
import { readFileSync } from "node:fs";

import { expect, it } from "vitest";
import { parse } from "yaml";

const workflow = parse(readFileSync(".github/workflows/daily-rebuild.yml", "utf8")) as {
  on: { schedule: { cron: string }[] };
  jobs: Record<string, { needs?: string; steps: { run?: string; env?: Record<string, string> }[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

it("rebuilds once every day, after midnight in Ohio and before 9 am, winter and summer", () => {
  const [schedule, ...others] = workflow.on.schedule;
  expect(others).toEqual([]);
  const [minute = "", hour = "", ...days] = (schedule?.cron ?? "").split(" ");
  expect(days).toEqual(["*", "*", "*"]);
  const inOhio = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    timeStyle: "short",
    hourCycle: "h23",
  });
  for (const day of ["2027-01-15", "2027-07-15"]) {
    const run = new Date(`${day}T${hour.padStart(2, "0")}:${minute.padStart(2, "0")}:00Z`);
    const time = inOhio.format(run);
    expect(time > "00:00" && time < "09:00", `${day} ${time}`).toBe(true);
  }
});

it("checks the content before it asks the host to rebuild, from a job that alone holds the hook", () => {
  const check = steps.findIndex((step) => step.run === "npm run check:content");
  const rebuild = steps.findIndex((step) => step.env?.DEPLOY_HOOK_URL);
  expect(check).toBeGreaterThan(-1);
  expect(rebuild).toBeGreaterThan(check);
  const jobs = Object.entries(workflow.jobs);
  const withHook = jobs.find(([, job]) => job.steps.includes(steps[rebuild] ?? {}));
  const others = jobs.filter((job) => job !== withHook);
  // Nothing but the request, once the check passed: no checkout, no install, no project code.
  expect(withHook?.[1].steps).toEqual([steps[rebuild]]);
  expect(others.map(([name]) => name)).toEqual([withHook?.[1].needs]);
  expect(JSON.stringify(others)).not.toContain("secrets.");
});
