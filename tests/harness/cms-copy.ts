/**
 * `npm run cms` as the owner runs it, on a copy of the project whose data files are the
 * fixture's (the repository and the owner's files stay as they are): decap-server writing the
 * copy's app/content, and the site, rebuilt beside itself after each save. Free loopback ports;
 * stopped by its own process id. For the CMS's end-to-end tests and `npm run bench:cms`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { parse } from "yaml";

import { UPLOADS } from "~/rules/uploads.ts";
import { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir.ts";
import { freePort, stopChild, waitForPort } from "./processes.ts";
import { PROJECT_FILES } from "./project-files.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** How long the first build of a copy may take (the CMS's bundle included) on a busy machine. */
const FIRST_BUILD_MS = 180_000;

export interface CmsCopy {
  /** The site, `/admin/` included. */
  base: string;
  /** The copy of the project. */
  dir: string;
  /** A data file of the copy, as text. */
  text(file: string): string;
  /** A data file of the copy, parsed from YAML. */
  read(file: string): Record<string, unknown>;
  /** Writes a data file of the copy, as the CMS would (the site rebuilds). */
  write(file: string, text: string): void;
  stop(): Promise<void>;
}

export async function startCms(): Promise<CmsCopy> {
  const copy = mkdtempSync(path.join(tmpdir(), "site-cms-"));
  // Its code as the project's, to the file times: its build takes the CMS's bundle the
  // project's builds made (build-tools/admin-environment.ts).
  for (const file of PROJECT_FILES) {
    cpSync(path.join(ROOT, file), path.join(copy, file), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  // The CMS edits app/content: the fixture's data files stand in for the owner's there (and
  // none of her uploads).
  const contentDir = path.join(copy, "app/content");
  for (const file of readdirSync(contentDir)) {
    if (/\.(ya?ml|md)$/.test(file) && file !== "README.md") rmSync(path.join(contentDir, file));
  }
  rmSync(path.join(contentDir, "pages"), { recursive: true });
  rmSync(path.join(contentDir, UPLOADS.folder), { recursive: true, force: true });
  cpSync(path.join(ROOT, FIXTURE_CONTENT_DIR), contentDir, { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  const cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(sitePort),
      CMS_PORT: String(cmsPort),
      BUILD_DIR: "build",
      CONTENT_DIR: "",
      INQUIRY_LOG: path.join(copy, "var/inquiries.jsonl"),
    },
    detached: true,
    stdio: process.env.CMS_LOG ? "inherit" : "ignore",
  });
  const stop = async () => {
    await stopChild(cms as ChildProcess);
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    await waitForPort(sitePort, cms, FIRST_BUILD_MS);
    await waitForPort(cmsPort, cms);
  } catch (error) {
    await stop();
    throw error;
  }
  const contentFile = (file: string) => path.join(copy, "app/content", file);
  return {
    base: `http://127.0.0.1:${sitePort}`,
    dir: copy,
    text: (file) => readFileSync(contentFile(file), "utf8"),
    read: (file) => parse(readFileSync(contentFile(file), "utf8")) as Record<string, unknown>,
    write: (file, text) => writeFileSync(contentFile(file), text),
    stop,
  };
}
