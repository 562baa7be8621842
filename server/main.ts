/** Starts the server on HOST:PORT (127.0.0.1:3000 by default) and stops cleanly on SIGTERM. */
import { readFileSync } from "node:fs";

import { BUILD_INFO_FILE, type BuildInfo } from "./build-layout";
import { createServer } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const buildInfo = JSON.parse(readFileSync(BUILD_INFO_FILE, "utf8")) as BuildInfo;

const app = await createServer({ buildInfo, emailStandIn: { file: process.env.INQUIRY_LOG } });
await app.listen({ port, host });
console.log(`Serving on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
