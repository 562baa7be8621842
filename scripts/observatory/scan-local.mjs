/**
 * The MDN HTTP Observatory's own scan, pointed at local ports. Its CLI (`scan(hostname)`) can
 * only reach ports 80 and 443, so this runs the same steps as its src/scanner/index.js with
 * the retriever's `httpPort` / `httpsPort` options: the package's retriever, all ten of its
 * tests and its grader, unchanged. Prints the result as JSON.
 *
 * Usage: node scan-local.mjs <hostname> <httpPort> <httpsPort>
 * (with NODE_EXTRA_CA_CERTS trusting the local certificate; see scripts/audit-headers.ts).
 */
import {
  ALGORITHM_VERSION,
  ALL_TESTS,
  NUM_TESTS,
} from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error("Usage: node scan-local.mjs <hostname> <httpPort> <httpsPort>");
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
