/**
 * The MDN HTTP Observatory's own scan, pointed at local ports. Its CLI (`scan(hostname)`) can
 * only reach ports 80 and 443, so this runs the same steps as its src/scanner/index.js with
 * the retriever's `httpPort` / `httpsPort` options: the package's retriever, all ten of its
 * tests and its grader, unchanged. Prints the result as JSON.
 *
 * The package is no dependency of the site: scripts/audit-headers.ts runs this file through
 * `npx --package=@mdn/mdn-http-observatory@<pinned>`, which installs it on first use into npm's
 * cache and puts its command on PATH; the package is found from there. Its postinstall (skipped:
 * it downloads the HSTS preload and TLD lists from the web) would write the preload list: an
 * empty one is written instead (`localhost` is on no preload list anyway).
 *
 * Usage: npx --package=… -- node observatory-scan.mjs <hostname> <httpPort> <httpsPort>
 * (with NODE_EXTRA_CA_CERTS trusting the local certificate; see scripts/audit-headers.ts).
 */
import { existsSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The scanner package's folder, from the command npx put on PATH. */
function scannerRoot() {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const command = path.join(dir, "mdn-http-observatory-scan");
    if (existsSync(command)) return path.resolve(path.dirname(realpathSync(command)), "..");
  }
  throw new Error(
    "No MDN HTTP Observatory on PATH: run this through npx (scripts/audit-headers.ts).",
  );
}

const root = scannerRoot();
const preloadList = path.join(root, "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");
const load = (file) => import(pathToFileURL(path.join(root, "src", file)).href);
const { ALGORITHM_VERSION, ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
const { retrieve } = await load("retriever/retriever.js");

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error("Usage: node observatory-scan.mjs <hostname> <httpPort> <httpsPort>");
  process.exit(2);
}

const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`Nothing answered at ${hostname}.`);

const tests = {};
let passed = 0;
let scoreWithExtraCredit = 100;
let uncurvedScore = 100;
for (const test of ALL_TESTS) {
  const result = test(requests);
  const scoreModifier = result.result ? getScoreModifier(result.result) : 0;
  passed += result.pass ? 1 : 0;
  scoreWithExtraCredit += scoreModifier;
  if (scoreModifier < 0) uncurvedScore += scoreModifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier };
}
// As the scanner does: extra credit only counts once the score without it is an A.
const final = getGradeForScore(
  uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore,
);
console.log(
  JSON.stringify(
    {
      scan: {
        algorithmVersion: ALGORITHM_VERSION,
        grade: final.grade,
        score: final.score,
        statusCode: requests.responses.auto.status,
        testsPassed: passed,
        testsQuantity: NUM_TESTS,
      },
      tests,
    },
    null,
    2,
  ),
);
