/**
 * `npm run cms`: edit the site locally, in the real CMS, without any account. Starts Decap's
 * local backend (decap-server, which writes the data files in app/content/ of this checkout)
 * and the site (`npm start`, scripts/start.ts, which builds first when needed), and after each
 * save asks the site to rebuild (SIGHUP): it builds beside the site it serves and switches when
 * the build has succeeded, so the site and /admin/ stay up throughout, and /admin/ says when the
 * change is live or why not (docs/product.md §18). Open http://127.0.0.1:3000/admin/ (PORT changes
 * the site's port; CMS_PORT, default 8081, decap-server's). The site is built with
 * VITE_CMS_LOCAL_BACKEND naming decap-server: only this build's /admin/ carries a local backend
 * (a production build has none).
 */
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { CONTENT_DIR } from "~/schemas/content-dirs.server.ts";
import { DEFAULT_PORTS } from "~/shared/paths.ts";
import { ROOT_DIR } from "../hosting/build-layout.ts";
import { stopChild } from "../tests/harness/processes.ts";

const sitePort = process.env.PORT ?? String(DEFAULT_PORTS.site);
const cmsPort = process.env.CMS_PORT ?? String(DEFAULT_PORTS.cms);
const decapServer = fileURLToPath(import.meta.resolve("decap-server/dist/index.js"));
/** A save writes one file; the few milliseconds after it gather any other it writes. */
const SETTLE_MS = 150;

// Each child leads its own process group (detached), so stopping it stops what it started too.
const backend = spawn(process.execPath, [decapServer], {
  cwd: ROOT_DIR,
  stdio: "inherit",
  detached: true,
  env: {
    ...process.env,
    PORT: cmsPort,
    BIND_HOST: "127.0.0.1",
    GIT_REPO_DIRECTORY: ROOT_DIR,
    MODE: "fs",
  },
});

// The site: `npm start`'s own script, on this Node, so a signal reaches it and nothing between.
const site = spawn(process.execPath, ["--import", "tsx", path.join(ROOT_DIR, "scripts/start.ts")], {
  cwd: ROOT_DIR,
  stdio: "inherit",
  detached: true,
  env: {
    ...process.env,
    PORT: sitePort,
    VITE_CMS_LOCAL_BACKEND: `http://localhost:${cmsPort}/api/v1`,
  },
});
console.log(`\nEdit the site at http://127.0.0.1:${sitePort}/admin/ (Ctrl+C stops)\n`);

// A saved edit changes a data file: the site rebuilds beside itself and switches when done.
let settle: NodeJS.Timeout | undefined;
watch(CONTENT_DIR, { recursive: true }, (_event, file) => {
  if (!file || !/\.(ya?ml|md)$/.test(file)) return;
  clearTimeout(settle);
  settle = setTimeout(() => {
    console.log(`\n${path.join("app/content", file)} changed: rebuilding beside the site…\n`);
    if (site.pid !== undefined && site.exitCode === null) process.kill(site.pid, "SIGHUP");
  }, SETTLE_MS);
});

site.on("exit", (code) => {
  console.error(`The site stopped (${code ?? "signal"}); stopping the CMS.`);
  void stopChild(backend).then(() => process.exit(code ?? 1));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    site.removeAllListeners("exit");
    void Promise.all([stopChild(site), stopChild(backend)]).then(() => process.exit(0));
  });
}
