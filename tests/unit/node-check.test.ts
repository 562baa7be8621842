/**
 * The wrong Node stops every npm script at once with one line naming the Node needed and the
 * command that gets it (scripts/check-node.mjs); the build keeps Node's own Web Storage away from
 * the prerender (build-tools/no-node-storage-plugin.ts), which .npmrc once did with a switch
 * Node 20 refuses.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

const CHECK = "node scripts/check-node.mjs";
const [pinned = ""] = readFileSync(".node-version", "utf8").trim().split(".");
/** The machine's own Node, when it is another major than the project's (Debian's Node 20 here). */
const SYSTEM_NODE = "/usr/bin/node";
const systemVersion = existsSync(SYSTEM_NODE)
  ? spawnSync(SYSTEM_NODE, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim()
  : undefined;

/** The one line scripts/check-node.mjs says on Node `version` when the project needs `needed`. */
const oneLine = (needed: string, version: string) =>
  `Node ${needed} is needed (this is Node ${version}): run \`. scripts/pinned-node.sh\` first, then the command again.\n`;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the Node every npm script runs on", () => {
  it("is checked first in every script", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const [name, command] of Object.entries(scripts)) {
      expect(command.startsWith(CHECK), `npm run ${name}`).toBe(true);
    }
  });

  it("passes on the pinned Node, saying nothing", () => {
    const result = spawnSync(process.execPath, ["scripts/check-node.mjs"], { encoding: "utf8" });
    expect([result.status, result.stdout, result.stderr]).toEqual([0, "", ""]);
  });

  it("stops another Node with one line: the Node needed, and the command that gets it", () => {
    // A project that pins another major than the one running: the wrong Node on any machine.
    const project = mkdtempSync(path.join(tmpdir(), "node-check-"));
    made.push(project);
    mkdirSync(path.join(project, "scripts"));
    copyFileSync("scripts/check-node.mjs", path.join(project, "scripts/check-node.mjs"));
    const other = String(Number(pinned) - 2);
    writeFileSync(path.join(project, ".node-version"), `${other}\n`);
    const result = spawnSync(process.execPath, ["scripts/check-node.mjs"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(oneLine(other, process.versions.node));
  });

  it.skipIf(!systemVersion || systemVersion.split(".")[0] === pinned)(
    "stops `npm start` on the machine's other Node before anything else runs",
    () => {
      // npm's own environment is left out: only the PATH a newcomer's shell would have.
      const result = spawnSync("npm", ["start"], {
        env: { PATH: `/usr/bin:/bin:${process.env.PATH ?? ""}`, HOME: process.env.HOME },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(oneLine(pinned, systemVersion as string));
      // Nothing but npm's banner naming the script: the server never started.
      expect(result.stdout.split("\n").filter((line) => line && !line.startsWith("> "))).toEqual(
        [],
      );
    },
  );
});

describe("Node's own Web Storage", () => {
  /** What Node prints while loading the EmailJS SDK, as the prerender does. */
  function warningsLoadingTheSdk(withPlugin: boolean): string {
    const script = [
      'import { noNodeStoragePlugin } from "./build-tools/no-node-storage-plugin.ts";',
      withPlugin ? "noNodeStoragePlugin().config();" : "",
      'await import("@emailjs/browser");',
    ].join("\n");
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } },
    );
    expect(result.status).toBe(0);
    return result.stderr;
  }

  it("is out of the build's way: the EmailJS SDK loads without Node's warning", () => {
    expect(warningsLoadingTheSdk(false)).toContain("localStorage is not available");
    expect(warningsLoadingTheSdk(true)).toBe("");
  });
});
