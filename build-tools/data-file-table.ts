/**
 * app/content/README.md's table of data files, written from the data-file list (`contentFiles`
 * in app/schemas/data-files.ts), so it never names a file the site does not read or misses one
 * it does. `npm run readme:content` rewrites it between the README's markers; a unit test fails
 * while it differs.
 */
import { readFileSync, writeFileSync } from "node:fs";

import { format } from "prettier";

import { contentFiles } from "~/schemas/data-files.ts";

export const README = "app/content/README.md";
/** Where every page's file is (app/pages.ts names each). */
export const PAGES_FOLDER = "pages/";
const PAGES_HOLD =
  "one file per page, named after its address: its title, description and every word of it; app/pages.ts names each";
const START = "<!-- data-files: written by npm run readme:content -->";
const END = "<!-- /data-files -->";

/** The table, formatted as Prettier formats the README. */
export async function dataFileTable(): Promise<string> {
  // The pages' files are one row: a new page does not change the table.
  const siteFiles = Object.values(contentFiles).filter((file) => file.collection !== "pages");
  const rows = [
    `| \`${PAGES_FOLDER}<page>.yaml\` or \`.md\` | ${PAGES_HOLD} |`,
    ...siteFiles.map(({ file, holds }) => `| \`${file}\` | ${holds} |`),
  ];
  const table = ["| file | what it holds |", "| --- | --- |", ...rows].join("\n");
  return format(table, { parser: "markdown", proseWrap: "preserve" });
}

/** The README with its table between the markers replaced by `table`. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`${README}: the markers ${START} … ${END} are missing`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n${readme.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(README, withTable(readFileSync(README, "utf8"), await dataFileTable()));
  console.log(`${README}: the table of data files is written from the data-file list.`);
}
