/**
 * `npm run bench:cms`: how soon an edit saved in the CMS is live, and what /admin/ costs to open,
 * a benchmark, not a test (docs/product.md §18: "a content edit is live in seconds"; §24: "/admin/
 * loads once"). It runs `npm run cms` on a copy of the project (tests/harness/cms-copy.ts) and
 * opens /admin/ in Chromium once, cold, to its list of pages, over a phone's network. Then, BENCH_RUNS times (5), it
 * writes a new site-wide notice to the data file, as the CMS's save does, and asks the site and
 * /admin/ for a page every 100 ms until the home page shows it; then opens /admin/ again in the
 * same browser (warm, after the rebuild). It prints each run's seconds from the save to the
 * notice being served, and the cold and warm loads (seconds to the list of pages, requests that
 * reached the server, bytes over the wire); then the median, and every request refused while the
 * site rebuilt (there must be none: it exits 1 otherwise). The first build of the copy (the
 * CMS's bundle included, when its cache is cold) is not counted.
 */
import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumPath } from "../tests/harness/chromium.ts";
import { startCms } from "../tests/harness/cms-copy.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GIVE_UP_MS = 120_000;

const copy = await startCms();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext();

/** Opens /admin/ to its list of pages: seconds, requests that reached the server, bytes. */
async function openAdmin() {
  const page = await context.newPage();
  const network = await context.newCDPSession(page);
  await network.send("Network.enable");
  // A phone on 4G (Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down): loopback hides bytes.
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_638_400 / 8,
    uploadThroughput: 768_000 / 8,
  });
  const load = { seconds: 0, requests: 0, bytes: 0 };
  const cached = new Set<string>();
  network.on("Network.requestServedFromCache", ({ requestId }) => cached.add(requestId));
  network.on("Network.responseReceived", ({ requestId, response }) => {
    if (!response.fromDiskCache && !cached.has(requestId)) load.requests += 1;
  });
  network.on(
    "Network.loadingFinished",
    ({ encodedDataLength }) => (load.bytes += encodedDataLength),
  );
  const started = performance.now();
  await page.goto(`${copy.base}/admin/`);
  const logIn = page.getByRole("button", { name: "Log in" });
  const pages = page.getByText("About Us", { exact: true });
  await logIn.or(pages).first().waitFor();
  if (await logIn.isVisible()) await logIn.click();
  await pages.waitFor();
  load.seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  await page.close();
  return load;
}

const said = ({ seconds, requests, bytes }: Awaited<ReturnType<typeof openAdmin>>) =>
  `${seconds} s, ${requests} requests to the server, ${(bytes / 1024).toFixed(0)} KiB`;

const seconds: number[] = [];
const refused: string[] = [];
try {
  console.log(`/admin/ cold: ${said(await openAdmin())}`);
  for (let run = 1; run <= RUNS; run += 1) {
    const text = `Benchmark notice ${run} at ${new Date().toISOString()}.`;
    const saved = performance.now();
    copy.write("notice.yaml", `text: ${JSON.stringify(text)}\nlinkText: ""\nlinkUrl: ""\n`);
    for (;;) {
      const ask = (url: string) => fetch(url).catch((error: unknown) => String(error));
      const [page, admin] = await Promise.all([ask(`${copy.base}/`), ask(`${copy.base}/admin/`)]);
      for (const answer of [page, admin]) {
        if (typeof answer === "string" || !answer.ok) {
          refused.push(typeof answer === "string" ? answer : `${answer.url}: ${answer.status}`);
        }
      }
      if (typeof page !== "string" && page.ok && (await page.text()).includes(text)) break;
      if (performance.now() - saved > GIVE_UP_MS) throw new Error(`run ${run}: never served`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    seconds.push(Number(((performance.now() - saved) / 1000).toFixed(2)));
    console.log(`run ${run}: the notice was served ${seconds.at(-1)} s after it was saved`);
    console.log(`run ${run}: /admin/ warm, after the rebuild: ${said(await openAdmin())}`);
  }
} finally {
  await browser.close();
  await copy.stop();
}

const sorted = seconds.toSorted((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `\nsaved -> served, ${RUNS} runs: median ${median} s (min ${sorted[0]}, max ${sorted.at(-1)}); requests refused while rebuilding: ${refused.length}`,
);
if (refused.length > 0) {
  console.error(refused.join("\n"));
  process.exit(1);
}
