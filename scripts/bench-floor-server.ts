/**
 * Serves the benchmark's floor copy (FLOOR_DIR) on 127.0.0.1:PORT with the same server as
 * `npm start`, so both sides of the comparison get the same headers. Started by bench.ts.
 */
import { readFileSync } from "node:fs";

import { createServer } from "../server/app.ts";
import {
  BUILD_INFO_FILE,
  type BuildInfo,
  SECURITY_HEADERS_FILE,
  type SecurityHeadersFile,
} from "../hosting/build-layout.ts";

const clientDir = process.env.FLOOR_DIR;
if (!clientDir) throw new Error("FLOOR_DIR is not set.");
const buildInfo = JSON.parse(readFileSync(BUILD_INFO_FILE, "utf8")) as BuildInfo;
const { headers } = JSON.parse(readFileSync(SECURITY_HEADERS_FILE, "utf8")) as SecurityHeadersFile;

const app = await createServer({ clientDir, buildInfo, securityHeaders: headers });
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });

process.once("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
