/**
 * What guards the packages that ship: CI's check of the
 * registry's signatures and advisories (scripts/audit-dependencies.ts), which fails closed on
 * GitHub, and the lockfile comparison
 * that lets a test tool's update merge by itself only when nothing that ships moves
 * (scripts/shipped-changes.ts, .github/workflows/dependabot-auto-merge.yml).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  groupPatterns,
  SELF_MERGING_GROUP,
  shippedChanges,
} from "../../scripts/shipped-changes.ts";

describe("CI's check of the dependencies", () => {
  /**
   * Runs the check with an `npm` that answers each audit as told, on GitHub's runners or not;
   * its exit status and output.
   */
  function auditWith(
    answers: { signatures: [number, string]; advisories: [number, string] },
    onGitHub = false,
  ) {
    const bin = mkdtempSync(path.join(tmpdir(), "fake-npm-"));
    const reply = ([status, text]: [number, string]) =>
      `printf '%s\\n' ${JSON.stringify(text)}; exit ${status}`;
    writeFileSync(
      path.join(bin, "npm"),
      [
        "#!/bin/sh",
        `echo "$@" >> "${bin}/asked"`,
        `if [ "$2" = "signatures" ]; then ${reply(answers.signatures)}; fi`,
        reply(answers.advisories),
      ].join("\n"),
      { mode: 0o755 },
    );
    try {
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/audit-dependencies.ts"],
        {
          encoding: "utf8",
          env: {
            ...process.env,
            PATH: `${bin}:${process.env.PATH}`,
            GITHUB_ACTIONS: onGitHub ? "true" : undefined,
          },
        },
      );
      const asked = readFileSync(path.join(bin, "asked"), "utf8").trim().split("\n");
      return { status: run.status, output: `${run.stdout}${run.stderr}`, asked };
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  }

  it("asks the registry for the signatures and the high advisories", () => {
    const run = auditWith({ signatures: [0, "verified"], advisories: [0, "found 0"] });
    expect(run.asked).toEqual(["audit signatures", "audit --audit-level=high"]);
    expect(run.status).toBe(0);
  });

  it("fails on a signature that does not verify, or a known high advisory", () => {
    expect(
      auditWith({
        signatures: [1, "1 package has an invalid registry signature"],
        advisories: [0, ""],
      }).status,
    ).toBe(1);
    expect(
      auditWith({ signatures: [0, ""], advisories: [1, "1 high severity vulnerability"] }).status,
    ).toBe(1);
  });

  it("goes on, saying so, only where the registry cannot be asked, and never on GitHub", () => {
    const unanswered = {
      signatures: [
        1,
        "npm error network request to https://tuf-repo-cdn.sigstore.dev failed, reason: getaddrinfo ENOTFOUND",
      ],
      advisories: [
        1,
        "npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      ],
    } satisfies Parameters<typeof auditWith>[0];
    const run = auditWith(unanswered);
    expect(run.status).toBe(0);
    expect(run.output).toContain("the registry could not be asked");
    const onGitHub = auditWith(unanswered, true);
    expect(onGitHub.status).toBe(1);
    expect(onGitHub.output).toContain(
      "on GitHub that fails the run (registry signatures must be checked)",
    );
  });
});

describe("the shipped closure", () => {
  const patterns = groupPatterns(
    readFileSync(".github/dependabot.yml", "utf8"),
    SELF_MERGING_GROUP,
  );
  const isSelfMerging = (name: string) => patterns.some((pattern) => pattern.test(name));
  /**
   * A small tree: fastify (npm start) needs ajv; vite (the build) needs picomatch; vitest (a
   * test tool) needs both, and chai, and its own older picomatch.
   */
  const lockfile = (versions: Record<string, string> = {}) => {
    const at = (name: string, version: string, dependencies?: Record<string, string>) => ({
      version: versions[name] ?? version,
      ...(dependencies && { dependencies }),
    });
    return {
      packages: {
        "": { dependencies: { fastify: "^5" }, devDependencies: { vite: "^8", vitest: "^4" } },
        "node_modules/fastify": at("fastify", "5.0.0", { ajv: "^8" }),
        "node_modules/ajv": at("ajv", "8.0.0"),
        "node_modules/vite": at("vite", "8.0.0", { picomatch: "^4" }),
        "node_modules/picomatch": at("picomatch", "4.0.0"),
        "node_modules/vitest": at("vitest", "4.0.0", { ajv: "^8", chai: "^5", picomatch: "^3" }),
        "node_modules/vitest/node_modules/picomatch": at("vitest/picomatch", "3.0.0"),
        "node_modules/chai": at("chai", "5.0.0"),
      },
    };
  };

  it("reads the group that merges by itself from dependabot.yml", () => {
    expect(["vitest", "eslint", "@types/node"].every(isSelfMerging)).toBe(true);
    expect(["fastify", "vite", "decap-cms-app", "zod"].some(isSelfMerging)).toBe(false);
  });

  it("lets a tool's update merge when only what the tools alone use moves", () => {
    const after = lockfile({ vitest: "4.1.0", chai: "5.1.0", "vitest/picomatch": "3.0.1" });
    expect(shippedChanges(lockfile(), after, isSelfMerging)).toEqual([]);
  });

  it("refuses one that moves a package the runtime or the build shares, naming each", () => {
    const after = lockfile({ vitest: "4.1.0", ajv: "8.1.0", picomatch: "4.0.1" });
    expect(shippedChanges(lockfile(), after, isSelfMerging)).toEqual([
      "ajv: 8.0.0 -> 8.1.0",
      "picomatch: 4.0.0 -> 4.0.1",
    ]);
  });
});
