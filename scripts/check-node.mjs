/**
 * Runs first in every npm script (package.json). `npm ci` installs Node 26 (the `node` dev
 * dependency), and npm puts node_modules/.bin first on a script's PATH, so scripts run on it
 * whatever Node started npm. Before `npm ci`, or where that package has no build, the script stops
 * here with one line that says which Node it needs and how to get it, instead of failing later in
 * a dependency's own words (or not at all, and wrongly).
 *
 * Given steps (`node scripts/check-node.mjs lint knip spell`: `npm run check` and `npm test`), it
 * then runs each in turn: an npm script's command without its own check, or a command (`knip`):
 * one check per command a person types.
 *
 * Plain JavaScript with nothing imported but Node's own modules, and no syntax newer than
 * Node 14's, because it runs on whatever Node is first on PATH.
 */
import { spawnSync } from "node:child_process";
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
for (const name of process.argv.slice(2)) {
  const command = (scripts[name] ?? name).replace(/^node scripts\/check-node\.mjs && /, "");
  console.log(`\n> ${name}\n> ${command}\n`);
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}
