/**
 * What runs where the repository lives (docs/product.md §16): every workflow passes the schema check of
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

  it.each(workflowFiles)(
    "%s pins each action to a full commit, its version in a comment, and has a timeout",
    (file) => {
      const lines = readFileSync(path.join(WORKFLOWS, file), "utf8").split("\n");
      const uses = lines.filter((line) => /^\s*(- )?uses:/.test(line));
      expect(uses.length).toBe(stepsOf(file).filter((step) => step.uses).length);
      for (const line of uses) {
        expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      }
      for (const job of Object.values(workflow(file).jobs)) {
        expect(job["timeout-minutes"]).toBeGreaterThan(0);
      }
    },
  );

  it("CI runs .ci/run on every push and pull request, in Debian with the pinned Node, by digest", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.permissions).toEqual({ contents: "read" });
    expect(ci.concurrency?.["cancel-in-progress"]).toBe(true);
    const [job] = Object.values(ci.jobs);
    expect(job?.container?.image).toMatch(
      new RegExp(`^node:${pinnedMajor}-bookworm@sha256:[0-9a-f]{64}$`),
    );
    expect(job?.steps.map((step) => step.run).filter(Boolean)).toEqual(["bash .ci/run"]);
    const cache = job?.steps.find((step) => step.uses?.startsWith("actions/cache@"));
    expect(cache?.with).toMatchObject({ path: "~/.npm" });
  });

  it("auto-merge is turned on for the test and lint tools' patch and minor updates only", () => {
    const autoMerge = workflow("dependabot-auto-merge.yml");
    const [job] = Object.values(autoMerge.jobs);
    expect(job?.if).toContain("'dependabot[bot]'");
    const merge = job?.steps.find((step) => step.run?.includes("gh pr merge"));
    expect(merge?.run).toMatch(/gh pr merge --auto/);
    expect(merge?.if).toContain("steps.metadata.outputs.dependency-group == 'test-and-lint-tools'");
    expect(merge?.if).toContain("version-update:semver-patch");
    expect(merge?.if).toContain("version-update:semver-minor");
    expect(merge?.if).not.toContain("semver-major");
    // The group named is the only one that may merge by itself: no other group name appears.
    const groupsNamed = [...(merge?.if ?? "").matchAll(/dependency-group == '([^']+)'/g)];
    expect(groupsNamed.map((match) => match[1])).toEqual(["test-and-lint-tools"]);
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
const cooldown = z.strictObject({
  "default-days": z.number().int().min(1).max(90),
  "semver-major-days": z.number().int().min(1).max(90),
  "semver-minor-days": z.number().int().min(1).max(90),
  "semver-patch-days": z.number().int().min(1).max(90),
  include: z.array(z.string()),
  exclude: z.array(z.string()),
});
const dependabotSchema = z.strictObject({
  version: z.literal(2),
  updates: z.array(
    z.strictObject({
      "package-ecosystem": z.enum(["npm", "github-actions", "docker", "bundler", "pip", "gomod"]),
      directory: z.string().startsWith("/"),
      schedule: schedule.partial().required({ interval: true }),
      cooldown: cooldown.partial().required({ "default-days": true }).optional(),
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

  it("updates npm and the actions weekly, patch and minor in groups, each major on its own", () => {
    const { updates } = dependabotSchema.parse(dependabot);
    expect(updates.map((update) => update["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
    for (const update of updates) {
      expect(update.schedule.interval).toBe("weekly");
      for (const group of Object.values(update.groups ?? {})) {
        expect(group["update-types"]?.slice().sort()).toEqual(["minor", "patch"]);
      }
    }
  });

  it("waits a week before it proposes a release, a month for a major", () => {
    const { updates } = dependabotSchema.parse(dependabot);
    for (const update of updates) expect(update.cooldown?.["default-days"]).toBe(7);
    const npm = updates.find((update) => update["package-ecosystem"] === "npm");
    expect(npm?.cooldown).toMatchObject({ "semver-major-days": 30 });
  });

  const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

  /** The npm group a package's update joins: the first whose patterns match its name. */
  function groupOf(name: string): string | undefined {
    const { updates } = dependabotSchema.parse(dependabot);
    const npm = updates.find((update) => update["package-ecosystem"] === "npm");
    // Dependabot's patterns: a name, with * for any run of characters.
    const matches = (pattern: string) =>
      new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(name);
    return Object.entries(npm?.groups ?? {}).find(([, group]) =>
      (group.patterns ?? []).some(matches),
    )?.[0];
  }

  it("puts every test and lint tool, and nothing that reaches the browser, the server or the deploy, in the group that merges by itself", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies)) {
      expect(groupOf(name), name).toBe("site-and-build");
    }
    for (const name of [
      "decap-cms-app",
      "decap-server",
      "@react-router/dev",
      "vite",
      "@tailwindcss/vite",
      "tailwindcss",
      "wrangler",
      "marked",
      "ics",
      "date-holidays",
      "yaml",
    ]) {
      expect(groupOf(name), name).toBe("site-and-build");
    }
    for (const name of ["vitest", "@playwright/test", "eslint", "prettier", "@types/node"]) {
      expect(groupOf(name), name).toBe("test-and-lint-tools");
    }
  });
});
