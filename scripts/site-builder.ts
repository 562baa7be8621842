/**
 * The builder `npm start` keeps between its builds (scripts/site-builds.ts): a Node process that
 * makes each build it is sent, as `react-router build` makes it (Vite's builder on the project's
 * config), with Node, Vite and React Router loaded once, not once a build. Each build loads the
 * project's config and build steps anew, so it reads the files as they are then. Told to stop, a
 * build throws at its next module, and the builder stays for the next one. It answers
 * each build with whether it succeeded, the problems the build found in the data files, and how
 * much memory it holds: Node keeps every module it has loaded, 50 to 90 MB a build, so
 * site-builds.ts lets it go once it holds too much, or has been idle a while.
 */
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";

import { createBuilder, type Plugin } from "vite";

import { problemsIn } from "./site-builds.ts";

/** A build asked for (the folder it goes into), or the build under way stopped. */
export type BuildRequest = { folder: string } | { stop: true };

/** A build's answer: the problems of a build that failed (none of one that succeeded). */
export type BuildReply = { problems?: string[]; heapMegabytes: number };

/**
 * Node keeps each module it loads by its address: a build in a folder an earlier one used would
 * prerender its pages from that build's server bundle. Each build's own files get addresses of
 * their own.
 */
let builtFiles = { url: "", serial: 0 };
registerHooks({
  resolve: (specifier, context, nextResolve) => {
    const resolved = nextResolve(specifier, context);
    return builtFiles.url && resolved.url.startsWith(builtFiles.url)
      ? { ...resolved, url: `${resolved.url}?build=${builtFiles.serial}` }
      : resolved;
  },
});

let isStopped = false;
const stopHere = () => {
  if (isStopped) throw new Error("The build was stopped for a newer one.");
};
const stopPlugin: Plugin = { name: "stop", load: stopHere, transform: stopHere };

// `react-router build` sets it too, before React loads: its production build.
process.env.NODE_ENV ??= "production";
// Its parent let it go, or stopped: nothing asks for builds any more.
process.on("disconnect", () => process.exit());

process.on("message", async (request: BuildRequest) => {
  isStopped = "stop" in request;
  if ("stop" in request) return;
  process.env.BUILD_DIR = request.folder;
  builtFiles = { url: `${pathToFileURL(request.folder).href}/`, serial: builtFiles.serial + 1 };
  let problems: string[] | undefined;
  try {
    await (await createBuilder({ root: process.cwd(), plugins: [stopPlugin] })).buildApp();
  } catch (error) {
    if (!isStopped) console.error(error);
    problems = problemsIn(inspect(error));
  }
  const reply: BuildReply = { problems, heapMegabytes: process.memoryUsage().heapUsed / 2 ** 20 };
  process.send?.(reply);
});
