/**
 * `npm run check:content`: the daily workflow's first step (docs/product.md §16,
 * docs/decisions/0014-runtime-and-upkeep.md). It reads the owner's data files exactly as the
 * build does and fails, in words she can act on, when she must act: a value the build would
 * refuse (the file, the entry and the field; a tax obligation the dates miss,
 * rules/tax-obligations.ts), or fewer than 90 days of an authority's tax dates left, or, when
 * the site's configured address (VITE_SITE_URL) is a real domain, a made-up value the build for
 * it would refuse (build-tools/made-up-check.ts). On GitHub each problem becomes an error annotation,
 * and a failed scheduled workflow emails the repository's owner; the deploy hook is called only
 * when this passes.
 */
import path from "node:path";

import { CONTENT_DIRS, contentFilePath } from "~/schemas/content-dirs.server.ts";
import { ContentError, loadContentAndSources } from "~/schemas/load.server.ts";
import { contentFiles } from "~/schemas/data-files.ts";
import { isRealSiteUrl, type MadeUpValue } from "~/rules/made-up.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { siteNow } from "~/shared/clock.ts";
import { authoritiesRunningShort, TAX_DATES_HORIZON_DAYS } from "~/rules/tax-dates-horizon.ts";

import { readDeployment } from "./env.ts";
import { madeUpLines } from "./made-up-check.ts";

export interface ContentProblem {
  /** The data file, as named in the content folder (`tax-dates.yaml`). */
  file: string;
  /** What is wrong and what to do, in the owner's words. */
  message: string;
}

/** The year after a date's: the season to add once an authority's dates run out. */
const yearAfter = (isoDate: string) => Number(isoDate.slice(0, 4)) + 1;

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
    }));
  }
  const { content, madeUp } = loaded;
  // The build for a real domain refuses these (build-tools/made-up-check.ts): say so before it runs.
  const madeUpProblems = isRealSiteUrl(siteUrl)
    ? madeUpLines(madeUp).map((line, at) => ({
        file: contentFiles[(madeUp[at] as MadeUpValue).file].file,
        message: `${line}. Replace it in the CMS; until then the site is not rebuilt for ${siteUrl}.`,
      }))
    : [];
  const today = officeDateAt(now, content.hours.timeZone);
  const datesRunningShort = authoritiesRunningShort(content.taxDates, today).map(
    ({ authority, last }) => ({
      file: "tax-dates.yaml",
      message:
        last < today
          ? `Every ${authority} date has passed (the last was ${last}): add the ${authority} dates of ${yearAfter(last)} under Tax dates in the CMS.`
          : `Fewer than ${TAX_DATES_HORIZON_DAYS} days of ${authority} dates remain (the last is ${last}): add the ${authority} dates of ${yearAfter(last)} under Tax dates in the CMS.`,
    }),
  );
  return [...madeUpProblems, ...datesRunningShort];
}

/** A GitHub Actions error annotation (workflow commands escape %, CR and LF; properties , and :). */
export function errorAnnotation(file: string, message: string): string {
  const data = (text: string) =>
    text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
  const property = (text: string) => data(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
  return `::error file=${property(file)},title=${property("The site needs you")}::${data(message)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = contentProblems(CONTENT_DIRS, siteNow());
  for (const { file, message } of problems) {
    const shown = path.relative(process.cwd(), contentFilePath(CONTENT_DIRS, file));
    console.log(process.env.GITHUB_ACTIONS === "true" ? errorAnnotation(shown, message) : message);
  }
  if (problems.length > 0) process.exit(1);
  console.log("The content is valid, the tax dates complete and at least 90 days ahead.");
}
