/**
 * Starts the server on HOST:PORT (127.0.0.1:3000 by default). On SIGTERM or SIGINT it stops
 * accepting connections, lets in-flight requests finish, runs the plugins' onClose hooks (the
 * email stand-in closes its inquiry file there) and exits 0; a shutdown that takes longer than
 * SHUTDOWN_GRACE_MS exits 1 rather than hang.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";

import { createServer } from "./app.ts";
import { isStandInOn } from "./email-stand-in.ts";
import { readServerSettings, type ServerSettings, SettingsError } from "./settings.ts";
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

let settings: ServerSettings;
try {
  settings = readServerSettings(process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`npm start cannot start:\n${error.message}`);
  process.exit(1);
}
const { PORT: port, HOST: host } = settings;
const buildInfo = readBuildJson<BuildInfo>(BUILD_INFO_FILE);
const { headers, adminHeaders } = readBuildJson<SecurityHeadersFile>(SECURITY_HEADERS_FILE);

const app = await createServer({
  buildInfo,
  securityHeaders: headers,
  adminHeaders,
  emailStandIn: {
    file: settings.INQUIRY_LOG,
    // The email stand-in answers the world only when asked to (PRODUCT.md §17).
    enabled: isStandInOn(host, settings.EMAIL_STAND_IN),
    maxPerMinute: settings.INQUIRY_RATE_LIMIT,
  },
  gitHubOAuth: settings.gitHubOAuth,
  trustProxy: settings.TRUST_PROXY,
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
