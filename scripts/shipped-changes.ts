/**
 * What a lockfile change moves in what ships, for the Dependabot auto-merge workflow
 * (.github/workflows/dependabot-auto-merge.yml): the test and lint tools' group merges by itself
 * only if no shipped package changed. The shipped closure is every package reachable from the
 * project's direct dependencies outside that group (dependabot.yml's `test-and-lint-tools`):
 * `npm start`'s runtime (`dependencies`), the build and /admin/ (the other `devDependencies`),
 * and everything they depend on. A tool's update that pulls a newer `zod` or `picomatch` it
 * shares with them moves the closure, and waits for a person.
 *
 * `node scripts/shipped-changes.ts <lockfile before> <lockfile after>`: exit 0 when no shipped
 * package changed, 1 listing those that did (added, removed or another version), 2 on bad input.
 * Plain Node, no dependency: the workflow runs it from the base branch, before any install.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The group dependabot.yml lets merge by itself. */
export const SELF_MERGING_GROUP = "test-and-lint-tools";

interface LockedPackage {
  name?: string;
  version?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
interface Lockfile {
  packages: Record<string, LockedPackage>;
}
interface Shipped {
  name: string;
  version: string;
}

/** The patterns of dependabot.yml's group (a name, `*` for any run of characters). */
export function groupPatterns(dependabotYml: string, group: string): RegExp[] {
  const block = new RegExp(`^( *)${group}:\\n((?:\\1 .*\\n|\\s*\\n)*)`, "m").exec(dependabotYml);
  if (!block) throw new Error(`dependabot.yml has no group ${group}.`);
  return [...(block[2] ?? "").matchAll(/^\s*- "?([^"\s#]+)"?/gm)].map(
    ([, pattern = ""]) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`),
  );
}

/**
 * Every package reachable from the roots, by `name@version integrity`, resolved the way Node
 * does: from a package's own node_modules up to the project's.
 */
function closureOf(lockfile: Lockfile, roots: readonly string[]): Map<string, Shipped> {
  const shipped = new Map<string, Shipped>();
  const seen = new Set<string>();
  const visit = (from: string, name: string) => {
    for (let at = from; ; at = at.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, "")) {
      const key = `${at ? `${at}/` : ""}node_modules/${name}`;
      const entry = lockfile.packages[key];
      if (entry) {
        if (seen.has(key)) return;
        seen.add(key);
        const { name: packageName = name, version = "?", integrity = "" } = entry;
        shipped.set(`${packageName}@${version} ${integrity}`, { name: packageName, version });
        // What it needs: its dependencies, each platform's binary, and the peers it requires.
        const peers = Object.keys(entry.peerDependencies ?? {}).filter(
          (peer) => !entry.peerDependenciesMeta?.[peer]?.optional,
        );
        for (const next of [
          ...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }),
          ...peers,
        ])
          visit(key, next);
        return;
      }
      if (!at) return; // not installed: an optional package of another platform
    }
  };
  for (const root of roots) visit("", root);
  return shipped;
}

/** The shipped packages that differ between two lockfiles: `name: before -> after`, each once. */
export function shippedChanges(
  before: Lockfile,
  after: Lockfile,
  isSelfMerging: (name: string) => boolean,
): string[] {
  const [was, is] = [before, after].map((lockfile) => {
    const { dependencies, devDependencies } = lockfile.packages[""] ?? {};
    const roots = Object.keys({ ...dependencies, ...devDependencies });
    return closureOf(
      lockfile,
      roots.filter((name) => !isSelfMerging(name)),
    );
  }) as [Map<string, Shipped>, Map<string, Shipped>];
  const moved = new Set(
    [...was, ...is].flatMap(([key, { name }]) => (was.has(key) && is.has(key) ? [] : [name])),
  );
  const versions = (closure: Map<string, Shipped>, name: string) =>
    [...closure.values()]
      .filter((shipped) => shipped.name === name)
      .map((shipped) => shipped.version)
      .join(", ") || "none";
  return [...moved]
    .sort()
    .map((name) => `${name}: ${versions(was, name)} -> ${versions(is, name)}`);
}

if (import.meta.main) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  try {
    if (!beforeFile || !afterFile) throw new Error("two lockfiles are needed");
    const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Lockfile;
    const patterns = groupPatterns(
      readFileSync(path.join(import.meta.dirname, "../.github/dependabot.yml"), "utf8"),
      SELF_MERGING_GROUP,
    );
    const changes = shippedChanges(read(beforeFile), read(afterFile), (name) =>
      patterns.some((pattern) => pattern.test(name)),
    );
    if (changes.length === 0) {
      console.log("No package that ships (npm start's runtime, the build, /admin/) changed.");
    } else {
      console.log(
        `This update changes ${changes.length} package(s) that ship (npm start's runtime, the build or /admin/), so it waits for a person:\n${changes.map((line) => `- ${line}`).join("\n")}`,
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(
      `node scripts/shipped-changes.ts <lockfile before> <lockfile after>: ${(error as Error).message}`,
    );
    process.exitCode = 2;
  }
}
