/**
 * Runs first in every npm script (package.json): on another Node than the one named in
 * .node-version, the script stops here with one line that says which Node it needs and how to
 * get it, instead of failing later in a dependency's own words (or not at all, and wrongly).
 * npm's `engine-strict` guards installs only; `npm run` never reads `engines`.
 *
 * Plain JavaScript with nothing imported but Node's own modules, and no syntax newer than
 * Node 14's, because it runs on whatever Node is first on PATH.
 */
import { readFileSync } from "node:fs";

const pinned = readFileSync(new URL("../.node-version", import.meta.url), "utf8")
  .trim()
  .replace(/^v/, "")
  .split(".")[0];
const running = process.versions.node.split(".")[0];

if (running !== pinned) {
  const command = "`. scripts/pinned-node.sh`";
  console.error(
    `Node ${pinned} is needed (this is Node ${process.versions.node}): run ${command} first, then the command again.`,
  );
  process.exit(1);
}
