/**
 * Adds the platform-specific optional packages that `npm install` could not record.
 *
 * Why: this workplace's npm registry serves native builds for Linux only, so `npm install`
 * leaves the macOS, Windows and other builds of rolldown, Tailwind's oxide, lightningcss and
 * friends out of package-lock.json, and `npm ci` then refuses the lock as "Missing: ... from
 * lock file". Each added entry carries the `os`/`cpu`/`libc` fields npm uses to skip it on a
 * machine it does not fit, so `npm ci` installs exactly what it did before, and on a real
 * macOS or Windows machine npm fetches the right build from the public registry.
 *
 * Run `npm run lock:complete` after `npm install` changes the lock.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const LOCK_FILE = path.resolve(process.cwd(), "package-lock.json");

type LockPackage = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  license?: string;
};

const OS_NAMES = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "netbsd",
  "aix",
];
const CPU_NAMES = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "wasm32",
  "mips64el",
];

/** Other spellings in package names: workerd's builds are `darwin-64`, `windows-64`. */
const ALIASES: Record<string, string> = { windows: "win32", "64": "x64" };

/** The platform a native build's package name targets, e.g. "rollup-linux-arm-musleabihf". */
export function platformOf(name: string): Pick<LockPackage, "os" | "cpu" | "libc"> | undefined {
  const parts = path
    .basename(name)
    .split("-")
    .map((part) => ALIASES[part] ?? part);
  const os = parts.find((part) => OS_NAMES.includes(part));
  const cpu = parts.find((part) => CPU_NAMES.includes(part));
  if (!cpu) return undefined;
  const platform: Pick<LockPackage, "os" | "cpu" | "libc"> = { cpu: [cpu] };
  if (os) platform.os = [os];
  if (os === "linux")
    platform.libc = [parts.some((part) => part.startsWith("musl")) ? "musl" : "glibc"];
  return platform;
}

/** Adds the missing entries to a parsed lock; returns the names added. */
export function completeLock(lock: { packages: Record<string, LockPackage> }): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`.replace(/^\//, "");
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[hoisted] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(LOCK_FILE, "utf8")) as {
    packages: Record<string, LockPackage>;
  };
  const added = completeLock(lock);
  writeFileSync(LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `Added ${added.length} platform entries:\n  ${added.join("\n  ")}`
      : "Lock file already complete.",
  );
}
