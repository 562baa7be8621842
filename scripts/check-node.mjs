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
import { spawn, spawnSync } from "node:child_process";
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

/**
 * Steps joined by "+" (`lint+typecheck`) run side by side, each one's output held and printed
 * whole when it ends: the checks each keep one core busy, and on two cores they take half as long.
 */
function runTogether(names) {
  return Promise.all(
    names.map(
      (name) =>
        new Promise((resolve) => {
          const child = spawn(commandOf(name), { shell: true, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            console.log(`\n> ${name}\n> ${commandOf(name)}\n`);
            process.stdout.write(Buffer.concat(output));
            resolve(status);
          });
        }),
    ),
  );
}

for (const step of process.argv.slice(2)) {
  const names = step.split("+");
  if (names.length > 1) {
    const failed = (await runTogether(names)).find((status) => status !== 0);
    if (failed !== undefined) process.exit(failed ?? 1);
    continue;
  }
  console.log(`\n> ${step}\n> ${commandOf(step)}\n`);
  const { status } = spawnSync(commandOf(step), { shell: true, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}
