/**
 * What runs where the repository lives (PRODUCT.md §16): every workflow passes the schema check of
 * `action-validator` (offline, from npm), the Dependabot file passes a schema of the keys
 * GitHub documents (no validator on npm reads it without downloading SchemaStore's schema), and
 * the files do what the README promises: CI runs `.ci/run` on the pinned Node, Dependabot's patch
 * and minor updates merge by themselves, majors wait, and the daily run checks the content before
 * it rebuilds.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";

const WORKFLOWS = ".github/workflows";
const workflowFiles = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress"?: boolean };
  jobs: Record<
    string,
    { "timeout-minutes"?: number; container?: { image: string }; if?: string; steps: Step[] }
  >;
}
const workflow = (file: string) =>
  parse(readFileSync(path.join(WORKFLOWS, file), "utf8")) as Workflow;
const stepsOf = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);

/** Runs the validator from npm on one file; its exit status and what it printed. */
function validate(file: string) {
  const run = spawnSync(process.execPath, ["node_modules/@action-validator/cli/cli.mjs", file], {
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const pinnedMajor = readFileSync(".node-version", "utf8").trim().split(".")[0];

describe("the workflows", () => {
  it.each(workflowFiles)("%s passes action-validator", (file) => {
    expect(validate(path.join(WORKFLOWS, file))).toMatchObject({ status: 0 });
  });

  it("action-validator refuses a workflow with a misspelt trigger and a job with no runner", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "workflow-"));
    const file = path.join(folder, "broken.yml");
    writeFileSync(file, "name: Broken\non: pushh\njobs:\n  test:\n    steps:\n      - run: true\n");
    try {
      const result = validate(file);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain("/jobs/test/runs-on");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each(workflowFiles)("%s pins each action to a major version and has a timeout", (file) => {
    for (const step of stepsOf(file).filter((step) => step.uses)) {
      expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
    }
    for (const job of Object.values(workflow(file).jobs)) {
      expect(job["timeout-minutes"]).toBeGreaterThan(0);
    }
  });

  it("CI runs .ci/run on every push and pull request, in Debian with the pinned Node", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.permissions).toEqual({ contents: "read" });
    expect(ci.concurrency?.["cancel-in-progress"]).toBe(true);
    const [job] = Object.values(ci.jobs);
    expect(job?.container?.image).toBe(`node:${pinnedMajor}-bookworm`);
    expect(job?.steps.map((step) => step.run).filter(Boolean)).toEqual(["bash .ci/run"]);
    const cache = job?.steps.find((step) => step.uses?.startsWith("actions/cache@"));
    expect(cache?.with).toMatchObject({ path: "~/.npm" });
  });

  it("auto-merge is turned on for Dependabot's patch and minor updates only", () => {
    const autoMerge = workflow("dependabot-auto-merge.yml");
    const [job] = Object.values(autoMerge.jobs);
    expect(job?.if).toContain("'dependabot[bot]'");
    const merge = job?.steps.find((step) => step.run?.includes("gh pr merge"));
    expect(merge?.run).toMatch(/gh pr merge --auto/);
    expect(merge?.if).toContain("version-update:semver-patch");
    expect(merge?.if).toContain("version-update:semver-minor");
    expect(merge?.if).not.toContain("semver-major");
  });

  it("the daily run checks the content before it calls the deploy hook", () => {
    const steps = stepsOf("daily-rebuild.yml");
    const check = steps.findIndex((step) => step.run === "npm run check:content");
    const hook = steps.findIndex((step) => step.env?.DEPLOY_HOOK_URL);
    expect(check).toBeGreaterThan(-1);
    expect(hook).toBeGreaterThan(check);
    const setup = steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setup?.with).toMatchObject({ "node-version-file": ".node-version" });
  });
});

/** The keys of dependabot.yml that GitHub documents, strictly: a misspelt key is refused. */
const schedule = z.strictObject({
  interval: z.enum(["daily", "weekly", "monthly", "quarterly", "semiannually", "yearly", "cron"]),
  day: z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]),
  time: z.string().regex(/^\d\d:\d\d$/),
  timezone: z.string(),
  cronjob: z.string(),
});
const group = z.strictObject({
  "applies-to": z.enum(["version-updates", "security-updates"]),
  "dependency-type": z.enum(["development", "production"]),
  patterns: z.array(z.string()),
  "exclude-patterns": z.array(z.string()),
  "update-types": z.array(z.enum(["major", "minor", "patch"])),
});
const dependabotSchema = z.strictObject({
  version: z.literal(2),
  updates: z.array(
    z.strictObject({
      "package-ecosystem": z.enum(["npm", "github-actions", "docker", "bundler", "pip", "gomod"]),
      directory: z.string().startsWith("/"),
      schedule: schedule.partial().required({ interval: true }),
      "open-pull-requests-limit": z.number().int().min(0).optional(),
      groups: z.record(z.string(), group.partial()).optional(),
      "commit-message": z
        .strictObject({ prefix: z.string(), "prefix-development": z.string(), include: z.string() })
        .partial()
        .optional(),
      labels: z.array(z.string()).optional(),
    }),
  ),
});

describe("the Dependabot file", () => {
  const dependabot = parse(readFileSync(".github/dependabot.yml", "utf8")) as unknown;

  it("has only keys and values GitHub documents", () => {
    expect(dependabotSchema.safeParse(dependabot).error?.issues ?? []).toEqual([]);
  });

  it("the schema refuses a misspelt key", () => {
    const typo = {
      version: 2,
      updates: [{ "package-ecosystem": "npm", directory: "/", shedule: {} }],
    };
    expect(dependabotSchema.safeParse(typo).success).toBe(false);
  });

  it("updates npm and the actions weekly, patch and minor together, each major on its own", () => {
    const { updates } = dependabotSchema.parse(dependabot);
    expect(updates.map((update) => update["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
    for (const update of updates) {
      expect(update.schedule.interval).toBe("weekly");
      const groups = Object.values(update.groups ?? {});
      expect(groups.map((entry) => entry["update-types"]?.slice().sort())).toEqual([
        ["minor", "patch"],
      ]);
    }
  });
});
