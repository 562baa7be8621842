/**
 * What counts as made-up (docs/product.md §19: "Nothing made-up goes live"), declared once, beside the
 * defaults it recognizes (site.yaml's email and portal on an example domain, its 555 phone, its
 * empty street when clients come to the office, a video without an id, the privacy notice's "[To
 * be set …]", a question's answer marked for her review). A fresh clone is right to hold them; a
 * build for the practice's real domain is not: it refuses them, listing each with the CMS screen
 * and field where the owner replaces it, and every other build lists them once
 * (build-tools/made-up-check.ts). The same reserved names decide whether a site address is a real
 * domain at all (`isRealSiteUrl`).
 *
 * Pure data and functions: the build and `npm run check:content` run them on each data file as
 * it is written (before its figures and {retention} are filled in, so each value is found once).
 */
import type { ContentName } from "../schemas/data-files.ts";
import type { MeetingWay } from "./meeting.ts";

/** Second-level names reserved for examples (RFC 2606 §3), with every name under them. */
const EXAMPLE_DOMAINS = ["example.com", "example.net", "example.org"];

/**
 * Top-level names no public site or mailbox has: RFC 2606 (test, example, invalid, localhost),
 * RFC 6761's special-use names, mDNS's local (RFC 6762), home.arpa (RFC 8375), onion (RFC 7686)
 * and internal (ICANN, 2024, for private networks).
 */
const RESERVED_TOP_LEVEL = [
  "test",
  "example",
  "invalid",
  "localhost",
  "local",
  "onion",
  "internal",
];
const RESERVED_SUFFIXES = ["home.arpa"];

/** IPv4 addresses that are not a public host: loopback, private, link-local, documentation... */
const RESERVED_IPV4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^192\.0\.[02]\./,
  /^198\.(1[89])\./,
  /^198\.51\.100\./,
  /^203\.0\.113\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^(22[4-9]|2[3-5]\d)\./,
];
/** IPv6 loopback, unspecified, unique-local, link-local and documentation addresses. */
const RESERVED_IPV6 = [/^::1?$/, /^f[cd]/i, /^fe[89ab]/i, /^2001:db8:/i, /^::ffff:/i];

const isUnder = (host: string, name: string) => host === name || host.endsWith(`.${name}`);

/**
 * A host name or address that no real public site or mailbox has: an example domain, a reserved
 * top-level name, a name of one label (`intranet`), or a loopback, private or documentation
 * address (RFC 2606, RFC 6761, RFC 5737, RFC 3849).
 */
export function isReservedHost(hostName: string): boolean {
  const host = hostName
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (host.includes(":")) return RESERVED_IPV6.some((range) => range.test(host));
  if (/^\d+(\.\d+){3}$/.test(host)) return RESERVED_IPV4.some((range) => range.test(host));
  if (!host.includes(".")) return true;
  return [...EXAMPLE_DOMAINS, ...RESERVED_TOP_LEVEL, ...RESERVED_SUFFIXES].some((name) =>
    isUnder(host, name),
  );
}

/** Whether a site's address is the practice's real domain (not an example, test or local one). */
export const isRealSiteUrl = (siteUrl: string): boolean =>
  URL.canParse(siteUrl) && !isReservedHost(new URL(siteUrl).hostname);

/** A rule that finds made-up text in any of the owner's values: what it matches and why. */
interface TextRule {
  /** Finds each made-up part of a value (global), giving the part to name and the host if any. */
  find: RegExp;
  /** Whether a match is made-up (by default: every match). */
  isMadeUp?: (match: RegExpExecArray) => boolean;
  /** Completes "<the value> …": why it cannot go live. */
  says: string;
}

// Each pattern starts only where its match can (an address at the start of its word, a bracket
// note up to the next bracket): tried at every character of a long word, it stays linear.
const EMAIL = /(?<![\w.+-])[\w.+-]+@((?:[\w-]+\.)*[\w-]+)/g;
const WEB_ADDRESS = /\bhttps?:\/\/(\[[^[\]\s]*\]|[^/\s?#:)"'<>\]]+)/gi;
/** Whether an address's host (its pattern's first group) is reserved for examples. */
const hasReservedHost = (match: RegExpExecArray) => isReservedHost(match[1] ?? "");

/**
 * The made-up values of any field: example addresses, fictitious phone numbers and text left
 * for the office to write. Each is tested both ways in tests/unit/made-up.test.ts.
 */
export const MADE_UP_TEXT: readonly TextRule[] = [
  { find: EMAIL, isMadeUp: hasReservedHost, says: "is an example address" },
  { find: WEB_ADDRESS, isMadeUp: hasReservedHost, says: "is an example web address" },
  {
    // The 555 exchange: 555-0100 to 555-0199 are reserved for fiction, and the rest of 555 is
    // no number a client can call either. With or without the area code and separators.
    find: /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})?[\s.-]?\b555[\s.-]?\d{4}\b/g,
    says: "is a fictitious phone number (555)",
  },
  {
    // "[To be set by the office: …]", "[TODO]", "[Your name]": a note in brackets, not a
    // Markdown link ("[words](address)", "[words][1]", "[1]: address").
    find: /\[\s*(?:to be |tbd\b|tbc\b|todo\b|to do\b|placeholder|fill in|insert |your |xx)[^[\]]*\](?![([:])/gi,
    says: "is a placeholder for the office to write",
  },
  { find: /\blorem ipsum\b/gi, says: "is placeholder text" },
];

/** A field, by its place in its file: a list's every item is `"*"`. */
type FieldPath = readonly (string | "*")[];

/** A field whose value, as given, means the office has not finished it. */
interface UnfinishedField {
  file: ContentName;
  field: FieldPath;
  /** Given the value and the whole file's data (a field another field makes required). */
  isUnfinished: (value: unknown, data: Record<string, unknown>) => boolean;
  /** The part she writes, named and opened in the CMS (the address's street). */
  part?: string;
  /** Completes "<the field> …". */
  says: string;
}

/** The fields left unfinished on a fresh clone, which the site shows as such. */
const UNFINISHED_FIELDS: readonly UnfinishedField[] = [
  {
    // At the "No videos yet" switch (videos.schema.ts), where the checklist opens and its note
    // goes once she turns it on: a chapter's id field is optional and sits below it.
    file: "videos",
    field: [],
    part: "noVideosYet",
    isUnfinished: (_, data) =>
      data.noVideosYet !== true &&
      (data.chapters as { id?: string }[] | undefined)?.some((chapter) => !chapter.id) === true,
    says: 'is off, but a chapter has no video id, so its page shows "Coming soon": switch it on while you have no videos, or write each id',
  },
  {
    // rules/meeting.ts: visitors are told to come in, so they need the door. On the address, so a
    // street left out of the file, or only spaces, counts as none.
    file: "site",
    field: ["address"],
    part: "street",
    isUnfinished: (address, site) =>
      (site.meeting as MeetingWay) === "office" &&
      !String((address as { street?: unknown } | undefined)?.street ?? "").trim(),
    says: 'is empty, but clients come to the office ("How you meet clients"): write the street and number, or choose another way',
  },
  ...(["privacy", "howWeContactYou", "accessibility"] as const).map((file) => ({
    // A default text the office has not reviewed: its first paragraph says so while this is on.
    file,
    field: ["startingPoint"],
    isUnfinished: (value: unknown) => value === true,
    says: "is on: the text is our default one; check it, then switch this off (its first paragraph goes)",
  })),
  {
    // A default answer that depends on the office (cost, turnaround...): hers to write.
    file: "questions",
    field: ["questions", "*", "needsReview"],
    isUnfinished: (value) => value === true,
    says: "is on: the answer is a default the office has not reviewed; write it in your words, then switch it off",
  },
];

/**
 * Fields a fresh clone leaves made-up that hold text (the site's contact details, the privacy
 * notice's retention): with the unfinished fields, the launch checklist's places, done or not.
 */
const LAUNCH_TEXT_FIELDS: readonly { file: ContentName; field: FieldPath; part?: string }[] = [
  { file: "site", field: ["email"] },
  { file: "site", field: ["phone"] },
  { file: "site", field: ["portalUrl"] },
  { file: "privacy", field: ["retention"] },
];

/** A step into a file's data: a field's name, or a list's item with the words that name it. */
export type PathStep = string | { index: number; name?: string };

/** A made-up value: the file, where it is in the file, the value and why it cannot go live. */
export interface MadeUpValue {
  file: ContentName;
  path: readonly PathStep[];
  /** The made-up part of the value ("name@example.com"), or "" for an unfinished empty field. */
  value: string;
  says: string;
}

/** A made-up value with the words the build prints for it (build-tools/made-up-check.ts). */
export type LaunchItem = MadeUpValue & { words: string };

/** Words that name a list's item, as the CMS folds it and the build's messages name it. */
function itemName(item: unknown): string | undefined {
  if (!item || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  return ["name", "title", "path", "taxpayer", "question"]
    .map((key) => record[key])
    .find((value): value is string => typeof value === "string" && value.trim() !== "");
}

const matchesField = (field: FieldPath, path: readonly PathStep[]) =>
  field.length === path.length &&
  field.every((step, at) => {
    const taken = path[at];
    return step === "*" ? typeof taken === "object" : step === taken;
  });

/** Where a value is, by its file and place (a list's item by its index, whatever its words). */
export const placeKeyOf = ({ file, path }: Pick<MadeUpValue, "file" | "path">) =>
  [file, ...path.map((step) => (typeof step === "object" ? step.index : step))].join(".");

/**
 * The launch checklist's places in one file's data: each field a fresh clone leaves made-up, done
 * or not, so the progress is the content's and the same on every device (docs/product.md §30).
 */
export function launchPlacesOf(file: ContentName, data: unknown): string[] {
  const places: string[] = [];
  const visit = (node: unknown, path: PathStep[]): void => {
    for (const rule of [...UNFINISHED_FIELDS, ...LAUNCH_TEXT_FIELDS]) {
      if (rule.file === file && matchesField(rule.field, path)) {
        places.push(placeKeyOf({ file, path: rule.part ? [...path, rule.part] : path }));
      }
    }
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, { index }]));
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
    }
  };
  visit(data, []);
  return places;
}

/** The first paragraph of a default text, which the page shows only while `startingPoint` is on. */
export const STARTING_POINT_PARAGRAPH =
  /^\*\*This [a-z]+ is a starting point for the office to review\b.*\n+/m;

/**
 * The text rules' finds in each text met lately: the CMS checks the whole file on each key typed
 * (app/admin/site-widgets.tsx), where all its texts but one are the ones checked before. In the
 * owner's 73 tax dates the rules' 3,000 matches a key were 2.4 ms of 19 at full speed.
 */
const textFinds = new Map<string, readonly Pick<MadeUpValue, "value" | "says">[]>();
const TEXTS_KEPT = 10_000;

function madeUpTextIn(text: string): readonly Pick<MadeUpValue, "value" | "says">[] {
  const known = textFinds.get(text);
  if (known) return known;
  const finds = MADE_UP_TEXT.flatMap((rule) =>
    [...text.matchAll(rule.find)]
      .filter((match) => rule.isMadeUp?.(match) ?? true)
      .map((match) => ({ value: match[0].trim(), says: rule.says })),
  );
  if (textFinds.size >= TEXTS_KEPT) textFinds.clear();
  textFinds.set(text, finds);
  return finds;
}

/** Every made-up value of one data file's data, as parsed from its YAML or front matter. */
export function madeUpValuesOf(file: ContentName, data: unknown): MadeUpValue[] {
  const found: MadeUpValue[] = [];
  const rules = UNFINISHED_FIELDS.filter((rule) => rule.file === file);
  const visit = (node: unknown, path: PathStep[]): void => {
    for (const rule of rules) {
      if (
        matchesField(rule.field, path) &&
        rule.isUnfinished(node, data as Record<string, unknown>)
      ) {
        const at = rule.part ? [...path, rule.part] : path;
        found.push({
          file,
          path: at,
          value: typeof node === "string" ? node : "",
          says: rule.says,
        });
      }
    }
    if (typeof node === "string") {
      for (const text of madeUpTextIn(node)) found.push({ file, path, ...text });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, { index, name: itemName(item) }]));
    } else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
    }
  };
  visit(data, []);
  return found;
}
