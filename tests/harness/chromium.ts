/**
 * The browser for the end-to-end tests and the benchmark: Debian's Chromium (no download),
 * or CHROMIUM_PATH, with flags for a quiet, unsandboxed run on a CI machine.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
