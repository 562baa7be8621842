/**
 * The daily rebuild (PRODUCT.md §14): a GitHub Actions workflow asks the host to rebuild every
 * day through its deploy hook, a repository secret, so past tax dates drop off the live site.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Workflow {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, { steps: { env?: Record<string, string>; run?: string }[] }>;
}

const workflow = parse(readFileSync(".github/workflows/daily-rebuild.yml", "utf8")) as Workflow;
const step = Object.values(workflow.jobs)
  .flatMap((job) => job.steps)
  .find((candidate) => candidate.env?.DEPLOY_HOOK_URL);

const runStep = (env: Record<string, string>) =>
  spawnSync("bash", ["-e", "-c", step?.run ?? ""], { env: { PATH: process.env.PATH, ...env } });

describe("the daily rebuild workflow", () => {
  it("runs once a day, and on demand, with a token that can only read the repository", () => {
    expect(workflow.on.schedule).toEqual([{ cron: "20 5 * * *" }]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.permissions).toEqual({ contents: "read" });
  });

  it("posts to the deploy hook kept in the DEPLOY_HOOK_URL secret", () => {
    expect(step?.env).toEqual({ DEPLOY_HOOK_URL: "${{ secrets.DEPLOY_HOOK_URL }}" });
    expect(step?.run).toMatch(/curl .*--request POST "\$DEPLOY_HOOK_URL"/s);
  });

  it("fails with a clear message when the secret is missing or not https", () => {
    const missing = runStep({ DEPLOY_HOOK_URL: "" });
    expect(missing.status).toBe(1);
    expect(missing.stdout.toString()).toContain("The repository secret DEPLOY_HOOK_URL is not set");
    const plain = runStep({ DEPLOY_HOOK_URL: "http://api.netlify.com/build_hooks/x" });
    expect(plain.status).toBe(1);
    expect(plain.stdout.toString()).toContain("must be the https:// URL");
  });

  it("is documented in the README for each host (Cloudflare Pages, a server of your own)", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const words of ["DEPLOY_HOOK_URL", "Deploy hooks", "crontab"]) {
      expect(readme).toContain(words);
    }
  });
});
