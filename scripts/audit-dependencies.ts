/**
 * `npm run audit:dependencies`, CI's step after `npm ci` (docs/product.md §16, .ci/run): every package
 * installed was signed by the registry it came from (`npm audit signatures`), and none has a known
 * advisory of high or critical severity (`npm audit --audit-level=high`). Either failing fails CI.
 * Where the registry cannot be asked (a machine that reaches the npm registry through a mirror
 * without its audit endpoint or Sigstore's keys, as this workplace's), it says so and goes on:
 * that is not a finding. On GitHub's runners (GITHUB_ACTIONS=true) both checks must run: a
 * registry that cannot be asked there fails the run, so a hiccup never skips the check silently.
 */
import { spawnSync } from "node:child_process";

/** What npm prints when it could not ask, rather than when it found something. */
const UNANSWERED =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|network request to|audit endpoint returned an error|405 Method Not Allowed|503 Service Unavailable/;

let isFailed = false;
for (const check of [
  { what: "registry signatures", args: ["audit", "signatures"] },
  { what: "known advisories (high and critical)", args: ["audit", "--audit-level=high"] },
]) {
  const run = spawnSync("npm", check.args, { encoding: "utf8" });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status === 0) {
    console.log(`npm ${check.args.join(" ")}: ${check.what} checked.`);
  } else if (UNANSWERED.test(output) && process.env.GITHUB_ACTIONS !== "true") {
    console.warn(
      `npm ${check.args.join(" ")}: the registry could not be asked (${UNANSWERED.exec(output)?.[0]}); ${check.what} not checked here.`,
    );
  } else {
    console.error(output);
    console.error(
      UNANSWERED.test(output)
        ? `npm ${check.args.join(" ")}: the registry could not be asked; on GitHub that fails the run (${check.what} must be checked): run it again.`
        : `npm ${check.args.join(" ")}: ${check.what} failed.`,
    );
    isFailed = true;
  }
}
if (isFailed) process.exit(1);
