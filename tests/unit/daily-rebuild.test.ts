/**
 * The daily rebuild (docs/product.md §14): a GitHub Actions workflow asks the host to rebuild every
 * day through its deploy hook, a repository secret, so past tax dates drop off the live site.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { Cron } from "croner";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { loadContent } from "~/schemas/load.server.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

interface Workflow {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: Record<
    string,
    { needs?: string; steps: { env?: Record<string, string>; run?: string; uses?: string }[] }
  >;
}

const workflow = parse(readFileSync(".github/workflows/daily-rebuild.yml", "utf8")) as Workflow;
const step = Object.values(workflow.jobs)
  .flatMap((job) => job.steps)
  .find((candidate) => candidate.env?.DEPLOY_HOOK_URL);

const runStep = (env: Record<string, string>) =>
  spawnSync("bash", ["-e", "-c", step?.run ?? ""], { env: { PATH: process.env.PATH, ...env } });

describe("the daily rebuild workflow", () => {
  it("runs on demand, with a token that can only read the repository", () => {
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.permissions).toEqual({ contents: "read" });
  });

  // What the schedule does, computed from the cron (GitHub reads it in UTC) over a whole year,
  // winter and summer time alike: the day's rebuild comes after midnight at the office, so the
  // day before has passed, and before the office first opens: the fixture's time zone and hours,
  // the specification's (the owner's own never fail a test; her hours are hers to change).
  it("rebuilds once every day, after midnight at the office and before it opens", () => {
    const { hours } = loadContent(FIXTURE_CONTENT_PATH);
    const opensFirst = hours.weekly.map((row) => row.opens).sort()[0] ?? "";
    const [schedule, ...others] = workflow.on.schedule;
    expect(others).toEqual([]);
    const runs = new Cron(schedule?.cron ?? "", { timezone: "Etc/UTC" }).nextRuns(
      366,
      new Date("2026-12-31T12:00:00Z"),
    );
    const atOffice = new Intl.DateTimeFormat("en-CA", {
      timeZone: hours.timeZone,
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    });
    const local = runs.map((run) => {
      const [day = "", time = ""] = atOffice.format(run).split(", ");
      return { day, time };
    });
    // One run on each of the 366 days from January 1, 2027: none missed, none twice.
    expect(new Set(local.map((run) => run.day)).size).toBe(366);
    expect(local[0]?.day).toBe("2027-01-01");
    for (const { day, time } of local) {
      expect(time > "00:00" && time < opensFirst, `${day} ${time}`).toBe(true);
    }
  });

  it("posts to the deploy hook kept in the DEPLOY_HOOK_URL secret", () => {
    expect(step?.env).toEqual({ DEPLOY_HOOK_URL: "${{ secrets.DEPLOY_HOOK_URL }}" });
    expect(step?.run).toMatch(/curl .*--request POST "\$DEPLOY_HOOK_URL"/s);
  });

  it("holds the hook in a job of its own, after the content check, that runs no project code", () => {
    const jobs = Object.entries(workflow.jobs);
    const withHook = jobs.find(([, job]) => job.steps.some((candidate) => candidate === step));
    const others = jobs.filter((job) => job !== withHook);
    // Nothing but the request: no checkout, no install, none of the project's code.
    expect(withHook?.[1].steps).toEqual([step]);
    expect(others.map(([name]) => name)).toEqual([withHook?.[1].needs]);
    expect(JSON.stringify(others)).not.toContain("secrets.");
  });

  it("fails with a clear message when the secret is missing or not https", () => {
    const missing = runStep({ DEPLOY_HOOK_URL: "" });
    expect(missing.status).toBe(1);
    expect(missing.stdout.toString()).toContain("The repository secret DEPLOY_HOOK_URL is not set");
    const plain = runStep({ DEPLOY_HOOK_URL: "http://api.netlify.com/build_hooks/x" });
    expect(plain.status).toBe(1);
    expect(plain.stdout.toString()).toContain("must be the https:// URL");
  });
});
