/**
 * `npm run tax-dates:propose` (docs/product.md §27): writes into the owner's tax-dates.yaml every
 * date from today to the end of the next season that the rules know (rules/tax-obligations.ts)
 * and the file lacks, in the words her entries use, each with a new id and `needsReview: true`,
 * so no page or feed shows it until she has checked it. It never changes an entry, and a second
 * run adds nothing; her comments and formatting stay as they are (the yaml package's Document
 * API, written back byte for byte). With `--when-due` (the daily workflow) it proposes only from
 * TAX_DATES_NOTICE_DAYS before an authority's last listed date. On GitHub it sets the step's
 * output `waiting`: how many proposed dates wait for her review.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";

import { isSeq, parseDocument, Scalar } from "yaml";
import { z } from "zod";

import { CONTENT_DIRS, contentFilePath } from "~/schemas/content-dirs.server.ts";
import { ContentError, validateFile } from "~/schemas/load.server.ts";
import { taxDate } from "~/schemas/tax-dates.schema.ts";
import { datedFrom } from "~/rules/calendar-day.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { siteNow } from "~/shared/clock.ts";
import {
  authoritiesRunningShort,
  TAX_DATES_NOTICE_DAYS,
  shortWhileWaiting,
} from "~/rules/tax-dates-horizon.ts";
import { proposedTaxDates } from "~/rules/tax-obligations.ts";

const FILE = "tax-dates.yaml";
/** How the file is written back: as the CMS and the owner wrote it (long lines, `[a, b]`). */
const AS_WRITTEN = { lineWidth: 0, flowCollectionPadding: false };
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A new entry identity as the CMS's uuid widget writes it: a random UUID in base32, 26 letters. */
function newId(): string {
  const bits = [...Buffer.from(randomUUID().replaceAll("-", ""), "hex")]
    .map((byte) => byte.toString(2).padStart(8, "0"))
    .join("");
  return (bits.match(/.{1,5}/g) ?? [])
    .map((five) => BASE32[parseInt(five.padEnd(5, "0"), 2)])
    .join("");
}

/** What a run did: the dates it added, how many wait for review after it, whose review is urgent. */
export interface Proposal {
  added: { date: string; authority: string; title: string }[];
  waiting: number;
  /** The authorities whose reviewed dates run short while proposed ones wait. */
  urgent: string[];
}

/**
 * Adds next season's dates to the tax-dates file of a content folder (or folders: the file is
 * the one read, from the last that has it) at an instant; only when due with `whenDue`.
 */
export function proposeTaxDates(
  directories: string | readonly string[],
  now: Date,
  { whenDue = false } = {},
): Proposal {
  // Read as the file is, entry by entry: a list that misses an obligation of a rule just added
  // is what a proposal completes, while any other problem is refused as the build refuses it.
  const file = contentFilePath(directories, FILE);
  const document = parseDocument(readFileSync(file, "utf8"));
  const entries = z.array(taxDate).safeParse(document.toJS()?.dates);
  if (!entries.success) validateFile("taxDates", document.toJS());
  const taxDates = entries.data ?? [];
  const hours = validateFile(
    "hours",
    parseDocument(readFileSync(contentFilePath(directories, "hours.yaml"), "utf8")).toJS(),
  );
  const today = officeDateAt(now, hours.timeZone);
  const isDue = authoritiesRunningShort(taxDates, today, TAX_DATES_NOTICE_DAYS).length > 0;
  const proposed = !whenDue || isDue ? proposedTaxDates(taxDates, today) : [];
  const all = [...taxDates, ...proposed.map((entry) => ({ ...entry, id: "", needsReview: true }))];
  const waiting = datedFrom(all, today).filter((entry) => entry.needsReview).length;
  const urgent = shortWhileWaiting(all, today).map(({ authority }) => authority);
  if (proposed.length === 0) return { added: [], waiting, urgent };

  const dates = document.get("dates");
  if (!isSeq(dates)) throw new ContentError(`content/${FILE}: has no list of dates.`);
  for (const fields of proposed) {
    const entry = document.createNode({ ...fields, id: newId(), needsReview: true });
    for (const quoted of ["date", "title", "who", "source"]) {
      (entry.get(quoted, true) as Scalar).type = Scalar.QUOTE_DOUBLE;
    }
    const audiences = entry.get("audiences", true);
    if (isSeq(audiences)) audiences.flow = true;
    dates.add(entry);
  }
  // The file as it will be read: a proposal never writes a file the build would refuse.
  validateFile("taxDates", document.toJS());
  writeFileSync(file, document.toString(AS_WRITTEN));
  return { added: proposed, waiting, urgent };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { added, waiting, urgent } = proposeTaxDates(CONTENT_DIRS, siteNow(), {
      whenDue: process.argv.includes("--when-due"),
    });
    const [first, last] = [added[0]?.date, added.at(-1)?.date];
    console.log(
      added.length > 0
        ? `Proposed ${added.length} tax dates, ${first} to ${last}, each marked "Needs your review" in ${FILE}.`
        : "Nothing to propose now.",
    );
    if (waiting > 0)
      console.log(`${waiting} proposed dates wait for review in /admin/ (Tax dates).`);
    const output = process.env.GITHUB_OUTPUT;
    if (output) appendFileSync(output, `waiting=${waiting}\nurgent=${urgent.join(" ")}\n`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`${error.message}\nNothing was proposed: correct the file first.`);
    process.exit(1);
  }
}
