/**
 * Starts the server on HOST:PORT (127.0.0.1:3000 by default). On SIGTERM or SIGINT it stops
 * accepting connections, lets in-flight requests finish, runs the plugins' onClose hooks (the
 * email stand-in closes its inquiry file there) and exits 0; a shutdown that takes longer than
 * SHUTDOWN_GRACE_MS exits 1 rather than hang.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";

import { createServer } from "./app.ts";
import { INQUIRIES_PER_MINUTE, isStandInOn } from "./email-stand-in.ts";
import {
  BUILD_INFO_FILE,
  type BuildInfo,
  SECURITY_HEADERS_FILE,
  type SecurityHeadersFile,
} from "./build-layout.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function readBuildJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first.`, { cause: error });
  }
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const buildInfo = readBuildJson<BuildInfo>(BUILD_INFO_FILE);
const { headers, adminHeaders } = readBuildJson<SecurityHeadersFile>(SECURITY_HEADERS_FILE);

const perMinute = Number(process.env.INQUIRY_RATE_LIMIT ?? INQUIRIES_PER_MINUTE);
if (!Number.isInteger(perMinute) || perMinute < 1) {
  console.error(
    `INQUIRY_RATE_LIMIT must be a whole number of inquiries a minute, got "${process.env.INQUIRY_RATE_LIMIT}".`,
  );
  process.exit(1);
}

const app = await createServer({
  buildInfo,
  securityHeaders: headers,
  adminHeaders,
  emailStandIn: {
    file: process.env.INQUIRY_LOG,
    // The email stand-in answers the world only when asked to (PRODUCT.md §17).
    enabled: isStandInOn(host, process.env.EMAIL_STAND_IN),
    maxPerMinute: perMinute,
  },
  gitHubOAuth: process.env,
  trustProxy: process.env.TRUST_PROXY?.split(",")
    .map((proxy) => proxy.trim())
    .filter(Boolean),
});
await app.listen({ port, host });
const { port: boundPort } = app.server.address() as AddressInfo;
console.log(`Serving on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${boundPort}`);

let isStopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal}: finishing in-flight requests, then stopping.`);
    setTimeout(() => {
      console.error(`Still busy after ${SHUTDOWN_GRACE_MS} ms: exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
