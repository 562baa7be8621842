/**
 * `npm run cms`: edit the site locally, in the real CMS, without any account. Starts Decap's
 * local backend (decap-server, which writes the data files in app/content/ of this checkout)
 * and the site (`npm start`, which builds first), and rebuilds the site whenever a data file
 * changes. Open http://127.0.0.1:3000/admin/ (PORT changes the site's port; CMS_PORT,
 * default 8081, decap-server's). The site is built with VITE_CMS_LOCAL_BACKEND naming
 * decap-server: only this build's /admin/ carries a local backend (a production build has none).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { watch } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { CONTENT_DIR } from "~/content/content-dirs.server.ts";
import { DEFAULT_PORTS } from "~/shared-paths.ts";
import { ROOT_DIR } from "../server/build-layout.ts";
import { stopChild } from "../tests/harness/processes.ts";

const sitePort = process.env.PORT ?? String(DEFAULT_PORTS.site);
const cmsPort = process.env.CMS_PORT ?? String(DEFAULT_PORTS.cms);
const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");

// Each child leads its own process group (detached), so stopping it stops what it started too.
let isStopping = false;

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

let site: ChildProcess | undefined;
function startSite() {
  site = spawn("npm", ["start"], {
    cwd: ROOT_DIR,
    stdio: "inherit",
    detached: true,
    env: {
      ...process.env,
      PORT: sitePort,
      VITE_CMS_LOCAL_BACKEND: `http://localhost:${cmsPort}/api/v1`,
    },
  });
}
startSite();
console.log(`\nEdit the site at http://127.0.0.1:${sitePort}/admin/ (Ctrl+C stops)\n`);

// A saved edit changes a data file: rebuild and serve the new site (npm start rebuilds).
let restart: NodeJS.Timeout | undefined;
watch(CONTENT_DIR, (_event, file) => {
  if (!file || !/\.(ya?ml|md)$/.test(file)) return;
  clearTimeout(restart);
  restart = setTimeout(() => {
    console.log(`\n${path.join("app/content", file)} changed: rebuilding the site…\n`);
    void stopChild(site).then(() => {
      if (!isStopping) startSite();
    });
  }, 500);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    isStopping = true;
    void Promise.all([stopChild(site), stopChild(backend)]).then(() => process.exit(0));
  });
}
