/**
 * Starts the server on HOST:PORT (127.0.0.1:3000 by default), serving the build in BUILD_DIR.
 * On SIGTERM or SIGINT it stops accepting connections, lets in-flight requests finish, runs the
 * plugins' onClose hooks (the email stand-in closes its inquiry file there) and exits 0; a
 * shutdown that takes longer than SHUTDOWN_GRACE_MS exits 1 rather than hang.
 *
 * Run directly (`node --import tsx server/main.ts`) it serves the build as it is; `npm start`
 * (scripts/start.ts) starts it the same way, builds first when needed and switches it to each
 * new build it makes (`switchBuild`).
 */
import { readFileSync, realpathSync } from "node:fs";
import type { AddressInfo } from "node:net";

import type { FastifyInstance } from "fastify";

import { createServer, type ServedBuild } from "./app.ts";
import { standInOffReason } from "./email-stand-in.ts";
import { readServerSettings, type ServerSettings, SettingsError } from "./settings.ts";
import {
  BUILD_DIR,
  type BuildInfo,
  buildLayoutOf,
  type SecurityHeadersFile,
} from "../hosting/build-layout.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function readBuildJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first.`, { cause: error });
  }
}

/**
 * The build in a folder as the server serves it. A folder that is a link (npm start's, to the
 * build it switched to) is followed once, here: the requests of this build read its own files
 * even after the link moves on.
 */
export function servedBuildAt(buildDir: string): ServedBuild {
  const layout = buildLayoutOf(realpathSync(buildDir));
  const { headers, adminHeaders } = readBuildJson<SecurityHeadersFile>(layout.securityHeadersFile);
  return {
    clientDir: layout.clientDir,
    buildInfo: readBuildJson<BuildInfo>(layout.buildInfoFile),
    securityHeaders: headers,
    adminHeaders,
  };
}

/** The settings from the environment, or a clear message and exit 1. */
export function settingsOrExit(): ServerSettings {
  try {
    return readServerSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`npm start cannot start:\n${error.message}`);
    process.exit(1);
  }
}

/** Serves a build folder with the settings; resolves once it listens. */
export async function startServer(
  settings: ServerSettings,
  buildDir: string = BUILD_DIR,
  buildStatus?: () => unknown,
): Promise<FastifyInstance> {
  const { PORT: port, HOST: host } = settings;
  const build = servedBuildAt(buildDir);
  const app = await createServer({
    ...build,
    emailStandIn: {
      file: settings.INQUIRY_LOG,
      // The email stand-in answers the world only when asked to (docs/product.md §17).
      offReason: standInOffReason(host, settings.EMAIL_STAND_IN, build.buildInfo.isRealDomain),
      answersEveryone: settings.EMAIL_STAND_IN === "on",
      maxPerMinute: settings.INQUIRY_RATE_LIMIT,
    },
    gitHubOAuth: settings.gitHubOAuth,
    trustProxy: settings.TRUST_PROXY,
    buildStatus,
  });
  await app.listen({ port, host });
  const trusted = settings.TRUST_PROXY;
  console.log(
    `Visitors' addresses are read from X-Forwarded-For sent by ${
      trusted.length === 0
        ? "no proxy (TRUST_PROXY=none)"
        : trusted.join(", ").replace("loopback", "a proxy on this machine (127.0.0.0/8, ::1)")
    }.`,
  );
  const { port: boundPort } = app.server.address() as AddressInfo;
  console.log(`Serving on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${boundPort}`);
  stopOnSignals(app);
  return app;
}

/** SIGTERM and SIGINT finish the requests under way, then stop (within SHUTDOWN_GRACE_MS). */
function stopOnSignals(app: FastifyInstance): void {
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
}

if (import.meta.main) await startServer(settingsOrExit());
