/**
 * Debian's Chromium (no download), or CHROMIUM_PATH, with flags for a quiet, unsandboxed run on
 * a CI machine. The end-to-end tests drive its headless shell (Debian's
 * `chromium-headless-shell`: the same engine and version without the desktop browser around
 * it, about half the CPU a test); the benchmarks measure the browser visitors run.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const headlessShellPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
