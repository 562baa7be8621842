/**
 * `npm run bench`: a benchmark, not a test. Builds, serves the build with `npm start`, and has
 * Lighthouse (its default mode: mobile, simulated throttling; a fresh Chromium per run) audit
 * every page BENCH_RUNS times (3), each run followed by one of the page's "floor": the same HTML
 * as bare text (every script, module preload, stylesheet and style removed), served by the same
 * server (scripts/bench-floor-server.ts). It prints each page's medians and LCP ours / floor, what
 * our styles and JavaScript cost the first paint (docs/decisions/0008-first-paint.md: at most
 * 1.05). Accessibility, best practices or SEO under 100 fails the bench; performance under 90 is
 * a warning (a busy shared machine lowers it). Every report (JSON and HTML) is written to
 * var/bench/reports/, the summary to var/bench/latest.json.
 *
 *   BENCH_RUNS=1 BENCH_ROUTES=/,/ContactUs npm run bench
 *
 * Unknown paths are not audited: Lighthouse refuses a page served with status 404 (the
 * accessibility end-to-end tests cover it). CHROMIUM_PATH picks the browser.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import puppeteer from "puppeteer-core";

import { pages } from "~/pages.ts";
import { CLIENT_DIR, ROOT_DIR } from "../hosting/build-layout.ts";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium.ts";
import { freePort, stopChild, waitForPort } from "../tests/harness/processes.ts";

const OUT_DIR = path.join(ROOT_DIR, "var", "bench");
const FLOOR_DIR = path.join(OUT_DIR, "floor");
const REPORTS_DIR = path.join(OUT_DIR, "reports");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTE_FILTER = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());

const SIDES = ["ours", "floor"] as const;
type Side = (typeof SIDES)[number];

/** A run's figures, by the table's column: Lighthouse's category, audit or resource type. */
const SCORES = { perf: "performance", a11y: "accessibility", "b.p.": "best-practices", seo: "seo" };
const TIMINGS = {
  "FCP ms": "first-contentful-paint",
  "LCP ms": "largest-contentful-paint",
  "TBT ms": "total-blocking-time",
  CLS: "cumulative-layout-shift",
  "SI ms": "speed-index",
};
/** Bytes transferred, by resource type. */
const BYTES = {
  "HTML KB": "document",
  "CSS KB": "stylesheet",
  "JS KB": "script",
  "img KB": "image",
};
type Figures = Record<string, number>;

function figuresOf(lhr: LighthouseResult): Figures {
  const summary = lhr.audits["resource-summary"]?.details;
  const items = (summary && "items" in summary ? summary.items : []) as Array<{
    resourceType?: string;
    transferSize?: number;
  }>;
  const each = (columns: Record<string, string>, value: (id: string) => number) =>
    Object.entries(columns).map(([column, id]) => [column, value(id)]);
  return Object.fromEntries([
    ...each(SCORES, (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    ...each(TIMINGS, (id) => lhr.audits[id]?.numericValue ?? Number.NaN),
    ...each(
      BYTES,
      (type) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024,
    ),
  ]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs. */
const medians = (runs: Figures[]): Figures =>
  Object.fromEntries(
    Object.keys(runs[0] ?? {}).map((key) => [
      key,
      median(runs.map((run) => run[key] ?? Number.NaN)),
    ]),
  );

/** The page as bare text: without scripts, module preloads, stylesheets or styles. */
function floorHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/gi, "");
}

async function writeFloorCopy(): Promise<void> {
  await rm(FLOOR_DIR, { recursive: true, force: true });
  await cp(CLIENT_DIR, FLOOR_DIR, { recursive: true });
  for (const name of await readdir(FLOOR_DIR)) {
    if (!name.endsWith(".html")) continue;
    const file = path.join(FLOOR_DIR, name);
    const html = floorHtml(await readFile(file, "utf8"));
    await writeFile(file, html);
    // A precompressed sibling would still hold the scripts: recompress it from the floor HTML.
    if (existsSync(`${file}.gz`)) await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
    if (existsSync(`${file}.br`)) await writeFile(`${file}.br`, brotliCompressSync(html));
  }
}

/** Starts a server in its own process group, so stopping it stops its children too. */
function startServer(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** One Lighthouse run in a fresh Chromium; its reports are written as `<report>.json` and `.html`. */
async function audit(url: string, report: string): Promise<LighthouseResult> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const port = Number(new URL(browser.wsEndpoint()).port);
    const result = await lighthouse(url, { port, output: ["json", "html"], logLevel: "error" });
    const error = result?.lhr.runtimeError;
    if (!result || error) throw new Error(`Lighthouse could not audit ${url}: ${error?.message}`);
    const [json = "", html = ""] = [result.report].flat();
    await writeFile(`${report}.json`, json);
    await writeFile(`${report}.html`, html);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

function table(rows: Array<{ route: string; ours: Figures; lcpRatio: number }>): string {
  const columns = Object.keys(rows[0]?.ours ?? {});
  const cell = (column: string, value: number) =>
    column === "CLS"
      ? value.toFixed(3)
      : column.endsWith("KB")
        ? value.toFixed(1)
        : String(Math.round(value));
  const lines = rows.map(({ route, ours, lcpRatio }) => [
    route,
    ...columns.map((column) => cell(column, ours[column] ?? Number.NaN)),
    lcpRatio.toFixed(2),
  ]);
  const header = ["route", ...columns, "LCP/floor"];
  const widths = header.map((title, at) =>
    Math.max(title.length, ...lines.map((line) => line[at]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((text, at) => text.padStart(widths[at] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 1) + ":").join("|")}|`;
  return [format(header), rule, ...lines.map(format)].join("\n");
}

async function main(): Promise<void> {
  const routes = pages
    .map((page) => page.path as string)
    .filter((route) => !ROUTE_FILTER || ROUTE_FILTER.includes(route));
  if (routes.length === 0) throw new Error(`BENCH_ROUTES matches no page: ${ROUTE_FILTER}`);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("BENCH_RUNS must be at least 1.");

  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await writeFloorCopy();
  await rm(REPORTS_DIR, { recursive: true, force: true });
  await mkdir(REPORTS_DIR, { recursive: true });

  const ports: Record<Side, number> = { ours: await freePort(), floor: await freePort() };
  const servers: Record<Side, ChildProcess> = {
    ours: startServer("npm", ["start"], {
      PORT: String(ports.ours),
      HOST: "127.0.0.1",
      INQUIRY_LOG: path.join(OUT_DIR, "inquiries.jsonl"),
    }),
    floor: startServer(
      path.join(ROOT_DIR, "node_modules", ".bin", "tsx"),
      ["scripts/bench-floor-server.ts"],
      { PORT: String(ports.floor), FLOOR_DIR },
    ),
  };
  const stopAll = () => Promise.all(Object.values(servers).map(stopChild));
  process.once("SIGINT", () => {
    void stopAll().then(() => process.exit(130));
  });
  const runs = new Map(
    routes.map((route) => [route, { ours: [] as Figures[], floor: [] as Figures[] }]),
  );
  let lighthouseVersion = "";
  try {
    for (const side of SIDES) await waitForPort(ports[side], servers[side], 120_000);
    for (const route of routes) {
      for (let run = 1; run <= RUNS; run += 1) {
        // A page's run, then its floor's: the two sides are measured close in time.
        for (const side of SIDES) {
          const name = `${route.slice(1) || "home"}-${side}-${run}`;
          const lhr = await audit(
            `http://127.0.0.1:${ports[side]}${route}`,
            path.join(REPORTS_DIR, name),
          );
          runs.get(route)?.[side].push(figuresOf(lhr));
          lighthouseVersion = lhr.lighthouseVersion;
        }
      }
    }
  } finally {
    await stopAll();
  }

  const summary = routes.map((route) => {
    const { ours, floor } = runs.get(route) ?? { ours: [], floor: [] };
    const [oursMedians, floorMedians] = [medians(ours), medians(floor)];
    const lcpRatio = (oursMedians["LCP ms"] ?? Number.NaN) / (floorMedians["LCP ms"] ?? Number.NaN);
    return { route, ours: oursMedians, floor: floorMedians, lcpRatio, runs: { ours, floor } };
  });
  const output = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    runsPerRoute: RUNS,
    routes: summary,
  };
  const file = path.join(OUT_DIR, `bench-${output.date.replace(/[:.]/g, "-")}.json`);
  for (const target of [file, path.join(OUT_DIR, "latest.json")]) {
    await writeFile(target, `${JSON.stringify(output, null, 2)}\n`);
  }
  console.log(`\nLighthouse ${lighthouseVersion}, medians of ${RUNS} runs per route:\n`);
  console.log(table(summary));
  console.log(
    `\nWritten: ${path.relative(ROOT_DIR, file)} (every report in ${path.relative(ROOT_DIR, REPORTS_DIR)}/)\n`,
  );

  for (const { route, ours } of summary) {
    if ((ours.perf ?? 0) < 90)
      console.warn(`Warning: ${route}'s performance is ${ours.perf} (under 90).`);
    for (const score of ["a11y", "b.p.", "seo"]) {
      if (ours[score] === 100) continue;
      console.error(`${route}: ${score} is ${ours[score]}, not 100.`);
      process.exitCode = 1;
    }
  }
}

await main();
