/**
 * The contact page's loader, its only script (docs/decisions/0006), inline in the page
 * (docs/decisions/0008-first-paint.md: app/root.tsx renders it from the islands build). The
 * page is complete prerendered HTML; this waits until the browser reports its first
 * contentful paint, then loads the code that brings the form and today's office status to
 * life, so that code never competes with the first paint.
 */
const FALLBACK_MS = 3000;

function afterFirstContentfulPaint(run: () => void) {
  let hasRun = false;
  const runOnce = () => {
    if (hasRun) return;
    hasRun = true;
    observer?.disconnect();
    run();
  };
  const canObservePaint = PerformanceObserver.supportedEntryTypes?.includes("paint") ?? false;
  const observer = canObservePaint
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) runOnce();
      })
    : undefined;
  observer?.observe({ type: "paint", buffered: true });
  // Browsers without paint timing, and background tabs (which do not paint), still get it.
  setTimeout(runOnce, observer ? FALLBACK_MS : 0);
}

afterFirstContentfulPaint(() => void import("./contact-island.tsx"));
