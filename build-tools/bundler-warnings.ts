/**
 * The bundler's warnings about other people's code that `npm run build` does not print, each
 * named by its code and where it comes from, with the reason beside it. Every other warning
 * still prints: a new one, or one of these about our own code or another package, is seen.
 */
import type { UserConfig } from "vite";

type OnLog = NonNullable<NonNullable<NonNullable<UserConfig["build"]>["rolldownOptions"]>["onLog"]>;
type BundlerLog = Parameters<OnLog>[1];

interface KnownWarning {
  code: string;
  /** Only about these packages' modules; undefined: about any module. */
  packages?: readonly string[];
  /** Only with these words in the message. */
  message?: string;
  reason: string;
}

const KNOWN_WARNINGS: readonly KnownWarning[] = [
  {
    code: "MODULE_LEVEL_DIRECTIVE",
    message: '"use client"',
    reason: "marks a server-components boundary, and this site has no server components",
  },
  {
    code: "EVAL",
    packages: ["js-sha256", "@iarna/toml", "gray-matter"], // Decap CMS's, in /admin/ only
    reason: "only on paths the CMS never takes in a browser (Node's require, JS front matter)",
  },
];

/**
 * The package a module is in, from its path (`…/node_modules/@iarna/toml/lib/x.js`: `@iarna/toml`);
 * undefined for our own code.
 */
function packageOf(id: string): string | undefined {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll("\\", "/"));
  return match?.[1];
}

/** Whether a log is one of the known warnings above. */
function isKnownWarning(level: string, log: BundlerLog): boolean {
  if (level !== "warn") return false;
  const where = log.id ?? log.loc?.file;
  const from = where === undefined ? undefined : packageOf(where);
  return KNOWN_WARNINGS.some(
    (known) =>
      known.code === log.code &&
      (known.message === undefined || log.message.includes(known.message)) &&
      (known.packages === undefined || (from !== undefined && known.packages.includes(from))),
  );
}

/** `build.rolldownOptions.onLog`: drops the known warnings, hands everything else on. */
export const onBundlerLog: OnLog = (level, log, handler) => {
  if (!isKnownWarning(level, log)) handler(level, log);
};
