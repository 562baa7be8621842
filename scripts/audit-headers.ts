/**
 * `npm run audit:headers`: grades the site's headers with the MDN HTTP Observatory's own
 * scanner, the way it grades a site on the web, but against `npm start` on this machine:
 *
 * - a throwaway certificate for `localhost` (openssl), trusted only by the scanner process
 *   through NODE_EXTRA_CA_CERTS;
 * - the server (server/main.ts) on a loopback port, behind a TLS front (node:https) that
 *   forwards every request to it as a reverse proxy would, and a plain-HTTP front that
 *   redirects to https, as every TLS deployment does (docs/operations.md › Deploying);
 * - the scanner's retriever, ten tests and grader (scripts/observatory-scan.mjs), run on demand
 *   with `npx --package=@mdn/mdn-http-observatory@<OBSERVATORY_VERSION>`: npm installs the
 *   pinned release into its cache on first use (about 20 s), not into the site's dependencies,
 *   with install scripts off (its postinstall only downloads lists this machine cannot reach,
 *   and its pg-native would compile a PostgreSQL client the scan never uses).
 * Exits 1 unless the grade is A+ and no test costs points.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { ROOT_DIR, SECURITY_HEADERS_FILE } from "../hosting/build-layout.ts";
import { freePort, stopChild, waitForPort } from "../tests/harness/processes.ts";

/** The scanner's release: pinned, so a grade changes only when we move it. */
const OBSERVATORY_VERSION = "1.4.8";

interface ScanResult {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { cwd: ROOT_DIR, stdio: "inherit" });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

if (!existsSync(SECURITY_HEADERS_FILE)) run("npm", ["run", "build"]);

const work = mkdtempSync(path.join(tmpdir(), "audit-headers-"));
const keyFile = path.join(work, "key.pem");
const certFile = path.join(work, "cert.pem");
// Quiet: openssl prints its key generation progress on stderr.
execFileSync(
  "openssl",
  [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ],
  { stdio: "ignore" },
);

const serverPort = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: ROOT_DIR,
  env: { ...process.env, PORT: String(serverPort), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});

const tlsFront = https.createServer(
  { key: readFileSync(keyFile), cert: readFileSync(certFile) },
  (request, response) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: serverPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  },
);
let tlsPort = 0;
const redirectFront = http.createServer((request, response) => {
  response.writeHead(301, { location: `https://localhost:${tlsPort}${request.url ?? "/"}` }).end();
});

let exitCode: number;
try {
  await waitForPort(serverPort, server);
  tlsPort = await listen(tlsFront);
  const httpPort = await listen(redirectFront);

  const scanner = spawn(
    "npx",
    [
      "--yes",
      `--package=@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      "--",
      "node",
      path.join(ROOT_DIR, "scripts/observatory-scan.mjs"),
      "localhost",
      String(httpPort),
      String(tlsPort),
    ],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile, npm_config_ignore_scripts: "true" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  scanner.stdout.on("data", (data: Buffer) => (output += data.toString()));
  const scannerCode = await new Promise((resolve) => scanner.on("exit", resolve));
  if (scannerCode !== 0) throw new Error(`The scanner failed (exit ${String(scannerCode)}).`);

  const result = JSON.parse(output) as ScanResult;
  console.table(
    Object.entries(result.tests).map(([test, outcome]) => ({
      test,
      pass: outcome.pass,
      result: outcome.result,
      score: outcome.scoreModifier,
    })),
  );
  const penalties = Object.values(result.tests).filter((test) => test.scoreModifier < 0);
  console.log(
    `MDN HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ` +
      `${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed, ${penalties.length} penalties`,
  );
  exitCode = result.scan.grade === "A+" && penalties.length === 0 ? 0 : 1;
} finally {
  tlsFront.close();
  redirectFront.close();
  await stopChild(server);
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
