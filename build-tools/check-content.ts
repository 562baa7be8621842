/**
 * `npm run check:content`: the daily workflow's first step (docs/product.md §16, §27,
 * docs/decisions/0014-runtime-and-upkeep.md). It reads the owner's data files exactly as the
 * build does and says, in words she can act on, what would stop a build (a value the build would
 * refuse: the file, the entry and the field, or a tax obligation the dates miss; or, when the
 * site's configured address (VITE_SITE_URL) is a real domain, a made-up value the build for it
 * would refuse, build-tools/made-up-check.ts), and the tax dates' reminders (next year's to
 * propose, proposed ones to review: rules/tax-dates-horizon.ts). It exits 1 only for the first
 * kind: a reminder is never a stop, and the daily rebuild is requested whatever they say. On
 * GitHub each becomes an error or a warning annotation.
 */
import path from "node:path";

import { CONTENT_DIRS, contentFilePath } from "~/schemas/content-dirs.server.ts";
import { ContentError, loadContentAndSources } from "~/schemas/load.server.ts";
import { contentFiles } from "~/schemas/data-files.ts";
import { isRealSiteUrl, type MadeUpValue } from "~/rules/made-up.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { siteNow } from "~/shared/clock.ts";
import { taxDatesReminders } from "~/rules/tax-dates-horizon.ts";

import { readDeployment } from "./env.ts";
import { madeUpLines } from "./made-up-check.ts";

export interface ContentProblem {
  /** The data file, as named in the content folder (`tax-dates.yaml`). */
  file: string;
  /** What is wrong and what to do, in the owner's words. */
  message: string;
  /** Whether it would stop a build (else it is a reminder). */
  stopsBuild: boolean;
}

/**
 * What the owner must act on in a content folder at an instant, for a site at `siteUrl` (the
 * build's configured address by default); empty when nothing.
 */
export function contentProblems(
  directory: string | readonly string[],
  now: Date,
  siteUrl: string = readDeployment().siteUrl,
): ContentProblem[] {
  let loaded: ReturnType<typeof loadContentAndSources>;
  try {
    loaded = loadContentAndSources(directory);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // One line a problem, each starting with the file it is in: `content/hours.yaml: ...`.
    return error.message.split("\n").map((message) => ({
      file: /^content\/([^:]+):/.exec(message)?.[1] ?? "",
      message: `${message}${/[.!?]$/.test(message) ? "" : "."} Correct it in the CMS (or the file); until then the site is not rebuilt.`,
      stopsBuild: true,
    }));
  }
  const { content, madeUp } = loaded;
  // The build for a real domain refuses these (build-tools/made-up-check.ts): say so before it runs.
  const madeUpProblems = isRealSiteUrl(siteUrl)
    ? madeUpLines(madeUp).map((line, at) => ({
        file: contentFiles[(madeUp[at] as MadeUpValue).file].file,
        message: `${line}. Replace it in the CMS; until then the site is not rebuilt for ${siteUrl}.`,
        stopsBuild: true,
      }))
    : [];
  const today = officeDateAt(now, content.hours.timeZone);
  const reminders = taxDatesReminders(content.taxDates, today).map((message) => ({
    file: "tax-dates.yaml",
    message,
    stopsBuild: false,
  }));
  return [...madeUpProblems, ...reminders];
}

/** A GitHub Actions annotation (workflow commands escape %, CR and LF; properties , and :). */
export function annotation(file: string, message: string, level: "error" | "warning"): string {
  const data = (text: string) =>
    text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
  const property = (text: string) => data(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
  const title = level === "error" ? "The site needs you" : "A reminder";
  return `::${level} file=${property(file)},title=${property(title)}::${data(message)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = contentProblems(CONTENT_DIRS, siteNow());
  for (const { file, message, stopsBuild } of problems) {
    const shown = path.relative(process.cwd(), contentFilePath(CONTENT_DIRS, file));
    const level = stopsBuild ? "error" : "warning";
    console.log(
      process.env.GITHUB_ACTIONS === "true" ? annotation(shown, message, level) : message,
    );
  }
  if (problems.some(({ stopsBuild }) => stopsBuild)) process.exit(1);
  console.log("The content is valid: nothing stops a build.");
}
