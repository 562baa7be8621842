/**
 * Runs first in every npm script (package.json). `npm ci` installs Node 26 (the `node` dev
 * dependency), and npm puts node_modules/.bin first on a script's PATH, so scripts run on it
 * whatever Node started npm. Before `npm ci`, or where that package has no build, the script stops
 * here with one line that says which Node it needs and how to get it, instead of failing later in
 * a dependency's own words (or not at all, and wrongly).
 *
 * Given steps (`node scripts/check-node.mjs lint knip spell`: `npm run check` and `npm test`), it
 * then runs each in turn: an npm script's command without its own check, or a command (`knip`):
 * one check per command a person types. Steps joined by "+" run side by side (runTogether).
 *
 * Plain JavaScript with nothing imported but Node's own modules, and no syntax newer than
 * Node 14's, because it runs on whatever Node is first on PATH.
 */
import { exec, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const pinned = read(".node-version").trim().replace(/^v/, "").split(".")[0];
const running = process.versions.node.split(".")[0];

if (running !== pinned) {
  console.error(
    `Node ${pinned} is needed (this is Node ${process.versions.node}): \`npm ci\` installs it (the \`node\` package), then every npm script runs on it.`,
  );
  process.exit(1);
}

const { scripts } = JSON.parse(read("package.json"));
const commandOf = (name) =>
  (scripts[name] ?? name).replace(/^node scripts\/check-node\.mjs && /, "");

const header = (name) => console.log(`\n> ${name}\n> ${commandOf(name)}\n`);

/**
 * Steps joined by "+" (`lint+typecheck`) run side by side, each one's output printed whole when it
 * ends: on two cores the pairs of checks take about half as long, and knip, cspell and the build
 * fill the core the unit tests leave idle while theirs wait on servers (44 s, not 56, here).
 */
const together = (name) =>
  new Promise((resolve) =>
    exec(commandOf(name), { maxBuffer: 2 ** 26 }, (error, stdout, stderr) => {
      header(name);
      process.stdout.write(stdout + stderr);
      resolve(error ? error.code || 1 : 0);
    }),
  );

for (const step of process.argv.slice(2)) {
  const names = step.split("+");
  if (names.length === 1) header(step);
  const statuses =
    names.length === 1
      ? [spawnSync(commandOf(step), { shell: true, stdio: "inherit" }).status]
      : await Promise.all(names.map(together));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}
