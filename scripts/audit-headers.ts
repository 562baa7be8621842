/**
 * `npm run audit:headers`: grades the site's headers with the MDN HTTP Observatory's own
 * scanner (scripts/observatory), the way it grades a site on the web, but against `npm start`
 * on this machine:
 *
 * - a throwaway certificate for `localhost` (openssl), trusted only by the scanner process
 *   through NODE_EXTRA_CA_CERTS;
 * - the server (server/main.ts) on a loopback port, behind a TLS front (node:https) that
 *   forwards every request to it as a reverse proxy would, and a plain-HTTP front that
 *   redirects to https, as every TLS deployment does (README › Deploying);
 * - the scanner's retriever, ten tests and grader (scripts/observatory/scan-local.mjs).
 *
 * The scanner is installed on first use with `npm ci --ignore-scripts`: its postinstall only
 * downloads the HSTS preload and TLD lists, which this machine cannot reach; an empty preload
 * list is written instead (`localhost` is on no preload list anyway).
 * Exits 1 unless the grade is A+ and no test costs points.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { ROOT_DIR, SECURITY_HEADERS_FILE } from "../server/build-layout.ts";
import { freePort, stopChild, waitForPort } from "../tests/harness/processes.ts";

const OBSERVATORY_DIR = path.join(ROOT_DIR, "scripts/observatory");
const SCANNER_DIR = path.join(OBSERVATORY_DIR, "node_modules/@mdn/mdn-http-observatory");

interface ScanResult {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function run(command: string, args: string[], cwd = ROOT_DIR): void {
  execFileSync(command, args, { cwd, stdio: "inherit" });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

if (!existsSync(SECURITY_HEADERS_FILE)) run("npm", ["run", "build"]);
if (!existsSync(SCANNER_DIR)) {
  console.log("Installing the MDN HTTP Observatory scanner (scripts/observatory)…");
  run("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], OBSERVATORY_DIR);
}
const preloadList = path.join(SCANNER_DIR, "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

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
    process.execPath,
    [path.join(OBSERVATORY_DIR, "scan-local.mjs"), "localhost", String(httpPort), String(tlsPort)],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
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
