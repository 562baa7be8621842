/**
 * What the daily workflow promises the owner (docs/operations.md › The daily rebuild): the site
 * is rebuilt every day, after midnight at the office and before it opens (past dates drop off),
 * after the content check, which stops it only for what would stop a build (reminders exit 0:
 * tests/unit/check-content.test.ts); next year's tax dates are proposed when due, and only the
 * tax-dates file is committed.
 */
import { readFileSync } from "node:fs";

import { expect, it } from "vitest";
import { parse } from "yaml";

const workflow = parse(readFileSync(".github/workflows/daily-rebuild.yml", "utf8")) as {
  on: { schedule: { cron: string }[] };
  jobs: Record<
    string,
    {
      needs?: string;
      permissions?: Record<string, string>;
      steps: { run?: string; env?: Record<string, string> }[];
    }
  >;
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
  expect(withHook?.[1].needs).toBe(
    jobs.find(([, job]) => job.steps.includes(steps[check] ?? {}))?.[0],
  );
  expect(JSON.stringify(others)).not.toContain("secrets.");
});

it("proposes next year's tax dates when due and commits the tax-dates file alone", () => {
  const propose = Object.values(workflow.jobs).find((job) =>
    job.steps.some((step) => step.run === "npm run tax-dates:propose -- --when-due"),
  );
  expect(propose?.permissions).toEqual({ contents: "write", issues: "write" });
  const commands = propose?.steps.map((step) => step.run ?? "").join("\n") ?? "";
  expect(commands.match(/git add .*/g)).toEqual(["git add app/content/tax-dates.yaml"]);
  expect(commands).toContain("gh issue close");
});
