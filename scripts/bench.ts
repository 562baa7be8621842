/**
 * `npm run bench`: a benchmark, not a test. Builds, serves the build with `npm start`, and has
 * Lighthouse CI (`lhci collect`: Lighthouse in its default mode, mobile with simulated
 * throttling, a fresh Chromium per run, a failed run retried) audit every page BENCH_RUNS times
 * (3). It also serves a "floor" copy of the build, each page as bare text (the same HTML with
 * every script, module preload, stylesheet and style removed), with the same server, audited in
 * the same collect (LHCI runs a URL's runs in a row: a page's runs of ours, then its floor's): the
 * median LCP of ours / the floor's says what our styles and JavaScript cost the first paint
 * (docs/decisions/0008-first-paint.md: at most 1.05). That comparison is ours, on the medians of
 * all runs as before LHCI; the other figures of each page are those of LHCI's median run (the run nearest
 * the median FCP and TTI, the one LHCI uploads as the page's), and `lhci assert` checks our pages'
 * category scores (medians): accessibility, best practices and SEO 100 or the bench fails;
 * performance under 90 is a warning (a busy shared machine lowers it). `lhci upload` writes every
 * report (JSON and HTML) and its manifest to var/bench/reports/; the summary is
 * var/bench/latest.json.
 *
 *   BENCH_RUNS=1 BENCH_ROUTES=/,/ContactUs npm run bench
 *
 * Unknown paths are not audited: Lighthouse refuses a page served with status 404 (the
 * accessibility end-to-end tests cover it). CHROMIUM_PATH picks the browser.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import type { Result as LighthouseResult } from "lighthouse";

import { pages } from "~/pages.ts";
import { CLIENT_DIR, ROOT_DIR } from "../hosting/build-layout.ts";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium.ts";
import { freePort, stopChild, waitForPort } from "../tests/harness/processes.ts";

const OUT_DIR = path.join(ROOT_DIR, "var", "bench");
const FLOOR_DIR = path.join(OUT_DIR, "floor");
/** Where `lhci upload` writes every report (JSON and HTML) and its manifest. */
const REPORTS_DIR = path.join(OUT_DIR, "reports");
const LHCI_CONFIG = path.join(OUT_DIR, "lighthouserc.json");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTE_FILTER = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());

type Side = "ours" | "floor";

interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes transferred, by resource type. */
  html: number;
  css: number;
  js: number;
  fonts: number;
  images: number;
}

/** The page as bare text: without scripts, module preloads, stylesheets or styles. */
export function floorHtml(html: string): string {
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

/**
 * Runs `lhci <command>` in var/bench (so its `.lighthouseci/` lands there); its exit code.
 * Asynchronously: a Ctrl-C meanwhile still stops the servers.
 */
async function lhci(command: "collect" | "upload" | "assert"): Promise<number> {
  const child = spawn(
    path.join(ROOT_DIR, "node_modules", ".bin", "lhci"),
    [command, `--config=${LHCI_CONFIG}`],
    { cwd: OUT_DIR, stdio: "inherit" },
  );
  const [code] = (await once(child, "exit")) as [number | null];
  return code ?? 1;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Lighthouse CI's configuration: every route on both sides, ours then the floor; LHCI makes all
 * the runs of one URL before the next, so a page's and its floor's runs are close in time.
 */
function lighthouseConfig(routes: string[], origins: Record<Side, string>) {
  return {
    ci: {
      collect: {
        url: routes.flatMap((route) => [`${origins.ours}${route}`, `${origins.floor}${route}`]),
        numberOfRuns: RUNS,
        chromePath: chromiumPath,
        // LHCI adds --headless=new itself.
        settings: { formFactor: "mobile", chromeFlags: chromiumArgs.join(" ") },
      },
      assert: {
        assertMatrix: [
          {
            matchingUrlPattern: `^${escapeRegExp(origins.ours)}/`,
            aggregationMethod: "median",
            assertions: {
              "categories:performance": ["warn", { minScore: 0.9 }],
              "categories:accessibility": ["error", { minScore: 1 }],
              "categories:best-practices": ["error", { minScore: 1 }],
              "categories:seo": ["error", { minScore: 1 }],
            },
          },
        ],
      },
      upload: { target: "filesystem", outputDir: REPORTS_DIR },
    },
  };
}

/** A run as `lhci upload --target=filesystem` lists it in its manifest. */
interface ManifestEntry {
  url: string;
  /** LHCI's median run of its URL: the run nearest the median FCP and TTI. */
  isRepresentativeRun: boolean;
  jsonPath: string;
}

interface Runs {
  all: LighthouseResult[];
  median: LighthouseResult;
}

/** Every run LHCI saved and its median run, by the URL audited. */
async function savedRuns(): Promise<Map<string, Runs>> {
  const manifest = JSON.parse(
    await readFile(path.join(REPORTS_DIR, "manifest.json"), "utf8"),
  ) as ManifestEntry[];
  const byUrl = new Map<string, Runs>();
  for (const entry of manifest) {
    const lhr = JSON.parse(await readFile(entry.jsonPath, "utf8")) as LighthouseResult;
    const runs = byUrl.get(entry.url) ?? { all: [], median: lhr };
    runs.all.push(lhr);
    if (entry.isRepresentativeRun) runs.median = lhr;
    byUrl.set(entry.url, runs);
  }
  return byUrl;
}

function metricsOf(lhr: LighthouseResult): RunMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details;
  const items = (summary && "items" in summary ? summary.items : []) as Array<{
    resourceType?: string;
    transferSize?: number;
  }>;
  const bytes = (type: string) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndex: value("speed-index"),
    html: bytes("document"),
    css: bytes("stylesheet"),
    js: bytes("script"),
    fonts: bytes("font"),
    images: bytes("image"),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface SummaryRow {
  path: string;
  ours: RunMetrics;
  floorLcp: number;
  /** The median LCP of all our runs over the floor's. */
  lcpRatio: number;
  runs: Record<Side, RunMetrics[]>;
}

function table(rows: SummaryRow[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => String(Math.round(value));
  const header = [
    "route",
    "perf",
    "a11y",
    "b.p.",
    "seo",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "SI ms",
    "HTML KB",
    "CSS KB",
    "JS KB",
    "font KB",
    "img KB",
    "LCP/floor",
  ];
  const lines = rows.map(({ path: route, ours, lcpRatio }) => [
    route,
    String(ours.performance),
    String(ours.accessibility),
    String(ours.bestPractices),
    String(ours.seo),
    ms(ours.fcp),
    ms(ours.lcp),
    ms(ours.tbt),
    ours.cls.toFixed(3),
    ms(ours.speedIndex),
    kb(ours.html),
    kb(ours.css),
    kb(ours.js),
    kb(ours.fonts),
    kb(ours.images),
    lcpRatio.toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 1) + ":").join("|")}|`;
  return [format(header), rule, ...lines.map(format)].join("\n");
}

async function main(): Promise<void> {
  const routes = pages
    .map((page) => page.path)
    .filter((route) => !ROUTE_FILTER || ROUTE_FILTER.includes(route));
  if (routes.length === 0) throw new Error(`BENCH_ROUTES matches no page: ${ROUTE_FILTER}`);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("BENCH_RUNS must be at least 1.");

  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await mkdir(OUT_DIR, { recursive: true });
  await writeFloorCopy();

  const [oursPort, floorPort] = [await freePort(), await freePort()];
  const origins: Record<Side, string> = {
    ours: `http://127.0.0.1:${oursPort}`,
    floor: `http://127.0.0.1:${floorPort}`,
  };
  await writeFile(LHCI_CONFIG, JSON.stringify(lighthouseConfig(routes, origins), null, 2));
  const servers = [
    startServer("npm", ["start"], {
      PORT: String(oursPort),
      HOST: "127.0.0.1",
      INQUIRY_LOG: path.join(OUT_DIR, "inquiries.jsonl"),
    }),
    startServer(
      path.join(ROOT_DIR, "node_modules", ".bin", "tsx"),
      ["scripts/bench-floor-server.ts"],
      {
        PORT: String(floorPort),
        FLOOR_DIR,
      },
    ),
  ];
  const stopAll = () => Promise.all(servers.map(stopChild));
  process.once("SIGINT", () => {
    void stopAll().then(() => process.exit(130));
  });
  try {
    // npm start builds first when the build is stale: two minutes at the most.
    await waitForPort(oursPort, servers[0] as ChildProcess, 120_000);
    await waitForPort(floorPort, servers[1] as ChildProcess, 120_000);
    if ((await lhci("collect")) !== 0) throw new Error("lhci collect failed.");
  } finally {
    await stopAll();
  }
  await rm(REPORTS_DIR, { recursive: true, force: true });
  if ((await lhci("upload")) !== 0) throw new Error("lhci upload failed.");

  const saved = await savedRuns();
  const runsOf = (side: Side, route: string) => {
    const runs = saved.get(`${origins[side]}${route}`);
    if (!runs) throw new Error(`No report of ${origins[side]}${route}.`);
    return runs;
  };
  const summary = routes.map((route) => {
    const [ours, floor] = [runsOf("ours", route), runsOf("floor", route)];
    const runs = { ours: ours.all.map(metricsOf), floor: floor.all.map(metricsOf) };
    const [oursMedian, floorMedian] = [metricsOf(ours.median), metricsOf(floor.median)];
    return {
      path: route,
      ours: oursMedian,
      floor: floorMedian,
      floorLcp: median(runs.floor.map((run) => run.lcp)),
      // As before LHCI (ADR 8's figure): the median LCP over all runs, ours over the floor's.
      lcpRatio: median(runs.ours.map((run) => run.lcp)) / median(runs.floor.map((run) => run.lcp)),
      runs,
    };
  });
  const [anyRun] = [...saved.values()].map((runs) => runs.median);
  const output = {
    date: new Date().toISOString(),
    lighthouse: anyRun?.lighthouseVersion ?? "",
    userAgent: anyRun?.environment.hostUserAgent ?? "",
    runsPerRoute: RUNS,
    note: "LHCI's median run per page; Lighthouse default (mobile, simulated throttling). Bytes are transfer sizes.",
    routes: summary,
  };
  const file = path.join(OUT_DIR, `bench-${output.date.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(output, null, 2)}\n`);
  await writeFile(path.join(OUT_DIR, "latest.json"), `${JSON.stringify(output, null, 2)}\n`);

  console.log(`\nLighthouse ${output.lighthouse}, LHCI's median run of ${RUNS} per route:\n`);
  console.log(table(summary));
  console.log(
    `\nWritten: ${path.relative(ROOT_DIR, file)} (reports and LHCI's manifest in ${path.relative(ROOT_DIR, REPORTS_DIR)}/)\n`,
  );
  process.exitCode = await lhci("assert");
}

await main();
