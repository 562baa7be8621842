/**
 * `npm run bench:cms`: how soon an edit saved in the CMS is live, a benchmark, not a test
 * (docs/product.md §18: "a content edit is live in seconds"). It runs `npm run cms` on a copy of the
 * project (tests/harness/cms-copy.ts), then, BENCH_RUNS times (5), writes a new site-wide notice
 * to the data file, as the CMS's save does, and asks the site and /admin/ for a page every 100 ms
 * until the home page shows it. It prints each run's seconds from the save to the notice being
 * served, their median, and every request refused while the site rebuilt (there must be none:
 * it exits 1 otherwise). The first build of the copy (the CMS's bundle included, when its cache
 * is cold) is not counted.
 */
import { startCms } from "../tests/harness/cms-copy.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GIVE_UP_MS = 120_000;

const copy = await startCms();
const seconds: number[] = [];
const refused: string[] = [];
try {
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
  }
} finally {
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
