/**
 * Numbers that must never travel through the contact form (docs/product.md §21), declared once: the
 * form refuses them at the field before sending (lib/inquiry.ts) and every server path that
 * receives an inquiry refuses them with a 422 (server/email-stand-in.ts). Tax clients are the
 * favorite target of impersonation scams; the office takes these numbers only through its
 * secure client portal.
 *
 * Each shape is checked with the rule the number itself obeys (the SSA's SSN and the IRS's ITIN
 * ranges, the IRS's EIN prefixes, the ABA routing check digit, the Luhn check digit of a card),
 * so ordinary numbers pass: phone numbers, ZIP codes, years, dates, dollar amounts, form names
 * ("1099"), a 9-digit number that is no routing number and stands in no SSN/ITIN context. Plain
 * code, no imports, so the browser, the server and the tests may all import it (the lint zones
 * allow it by name).
 */

/** What a refused number looks like. */
type SensitiveNumberKind = "ssn" | "itin" | "ein" | "bankAccount" | "card";

/** A sensitive number found in a text: its kind and where it is. */
export interface SensitiveNumber {
  kind: SensitiveNumberKind;
  /** The text as it was written (separators included). */
  match: string;
  index: number;
}

/** Words that make a bare 9-digit number an SSN, ITIN or EIN (within WINDOW characters). */
// Ended by no letter rather than a word boundary: "ss# 287…" and "SSN287…" name the number too.
const TAXPAYER_ID_CONTEXT =
  /\b(?:ssn|ss#|ssns|social\s+security|soc\.?\s*sec\.?|itin|tin|taxpayer\s+id(?:entification)?|tax\s*id|ein|fein|employer\s+id(?:entification)?)(?![a-z])/i;
const CONTEXT_WINDOW = 40;
/** How close an account number must be to a routing number to count as one (characters). */
const ACCOUNT_WINDOW = 80;

/** ###-##-#### with one separator kind (dash, space, dot or slash), no digit or dash around it. */
const GROUPED_SSN = /(?<![\d-])(\d{3})([- ./])(\d{2})\2(\d{4})(?![-]?\d)/g;
/** A bare run of exactly nine digits. */
const NINE_DIGITS = /(?<![\d-])\d{9}(?![-]?\d)/g;
/** ##-####### */
const GROUPED_EIN = /(?<![\d-])(\d{2})-(\d{7})(?![-]?\d)/g;
/** An account-like run: 6 to 17 digits, possibly in dashed or spaced groups. */
const ACCOUNT_RUN = /(?<![\d-])\d(?:[- ]?\d){5,16}(?![- ]?\d)/g;
/** Digits in groups separated by single spaces, dashes, dots or slashes: a card is among them. */
const DIGIT_GROUPS = /(?<!\d)\d+(?:[ ./-]\d+)*(?!\d)/g;

/** ITIN groups (digits 4 and 5): 50–65, 70–88, 90–92, 94–99 (IRS). */
function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94
  );
}

/** An SSN or ITIN by the issuers' rules, or undefined when the digits can be neither. */
export function taxpayerIdKind(nineDigits: string): "ssn" | "itin" | undefined {
  if (!/^\d{9}$/.test(nineDigits)) return undefined;
  const area = Number(nineDigits.slice(0, 3));
  const group = Number(nineDigits.slice(3, 5));
  const serial = Number(nineDigits.slice(5));
  if (area >= 900) return isItinGroup(group) ? "itin" : undefined;
  if (area === 0 || area === 666 || group === 0 || serial === 0) return undefined;
  return "ssn";
}

/**
 * The EIN prefixes the IRS assigns (its campuses and the Internet, "How EINs are assigned"):
 * 01–06, 10–16, 20–27, 30–48, 50–68, 71–77, 80–88, 90–95, 98, 99.
 */
const EIN_PREFIX_RANGES: readonly (readonly [number, number])[] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export function isEinPrefix(prefix: number): boolean {
  return EIN_PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high);
}

/**
 * An ABA routing number: its first two digits a Federal Reserve district (00–12, thrifts 21–32,
 * electronic 61–72, traveler's checks 80) and its ninth digit the check digit (3-7-1 weights).
 */
export function isAbaRoutingNumber(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  const prefix = Number(nineDigits.slice(0, 2));
  const isDistrict =
    prefix <= 12 ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!isDistrict) return false;
  const weights = [3, 7, 1];
  const sum = [...nineDigits].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 0),
    0,
  );
  return sum % 10 === 0;
}

/** Whether a digit string passes the Luhn check (a card's last digit). */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A payment card number: 13 to 19 digits from a card network's range (first digit 2 to 6:
 * Mastercard, American Express, Diners, JCB, Visa, Discover, UnionPay, Maestro), Luhn-valid.
 */
export function isCardNumber(digits: string): boolean {
  return /^[2-6]\d{12,18}$/.test(digits) && isLuhnValid(digits);
}

const onlyDigits = (text: string) => text.replace(/\D/g, "");

function hasContextNear(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - CONTEXT_WINDOW), index);
  const after = text.slice(index + length, index + length + CONTEXT_WINDOW);
  return TAXPAYER_ID_CONTEXT.test(before) || TAXPAYER_ID_CONTEXT.test(after);
}

function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  const global = new RegExp(pattern.source, pattern.flags);
  for (let match = global.exec(text); match; match = global.exec(text)) yield match;
}

function findTaxpayerIds(text: string): SensitiveNumber[] {
  const found: SensitiveNumber[] = [];
  for (const match of matchesOf(GROUPED_SSN, text)) {
    const kind = taxpayerIdKind(onlyDigits(match[0]));
    if (kind) found.push({ kind, match: match[0], index: match.index });
  }
  for (const match of matchesOf(GROUPED_EIN, text)) {
    if (isEinPrefix(Number(match[1])))
      found.push({ kind: "ein", match: match[0], index: match.index });
  }
  for (const match of matchesOf(NINE_DIGITS, text)) {
    if (!hasContextNear(text, match.index, match[0].length)) continue;
    const kind =
      taxpayerIdKind(match[0]) ?? (isEinPrefix(Number(match[0].slice(0, 2))) ? "ein" : undefined);
    if (kind) found.push({ kind, match: match[0], index: match.index });
  }
  return found;
}

function findBankAccounts(text: string): SensitiveNumber[] {
  const found: SensitiveNumber[] = [];
  for (const routing of matchesOf(NINE_DIGITS, text)) {
    if (!isAbaRoutingNumber(routing[0])) continue;
    const from = Math.max(0, routing.index - ACCOUNT_WINDOW);
    const nearby = text.slice(from, routing.index + routing[0].length + ACCOUNT_WINDOW);
    const hasAccount = [...matchesOf(ACCOUNT_RUN, nearby)].some(
      (account) => from + account.index !== routing.index,
    );
    if (hasAccount) found.push({ kind: "bankAccount", match: routing[0], index: routing.index });
  }
  return found;
}

/**
 * How card numbers are printed in groups: fours (Visa, Mastercard, Discover; a 19-digit number
 * ends with three), 4-6-5 (American Express) or 4-6-4 (Diners). Phone numbers (3-3-4) never
 * match, so two phone numbers written one after the other are not taken for a card.
 */
function isCardGrouping(lengths: readonly number[]): boolean {
  if (lengths.length === 1) return true;
  const shape = lengths.join("-");
  if (shape === "4-6-5" || shape === "4-6-4") return true;
  return lengths.slice(0, -1).every((length) => length === 4) && (lengths.at(-1) ?? 0) <= 4;
}

function findCards(text: string): SensitiveNumber[] {
  const found: SensitiveNumber[] = [];
  for (const run of matchesOf(DIGIT_GROUPS, text)) {
    // Every span of whole groups: a card written in groups, or on its own, inside the run. Each
    // group starts a few spans at most (see the break): linear in the run's length.
    const groups = [...matchesOf(/\d+/g, run[0])];
    for (const [firstIndex, first] of groups.entries()) {
      let digits = "";
      const lengths: number[] = [];
      for (let lastIndex = firstIndex; lastIndex < groups.length; lastIndex += 1) {
        const last = groups[lastIndex] as RegExpExecArray;
        digits += last[0];
        lengths.push(last[0].length);
        // Past 19 digits, or past a group no card has before its last: no longer span is one.
        const before = lengths.at(-2);
        if (
          digits.length > 19 ||
          (before && before !== 4 && !(before === 6 && lengths.length === 3))
        )
          break;
        if (digits.length >= 13 && isCardGrouping(lengths) && isCardNumber(digits)) {
          found.push({
            kind: "card",
            match: run[0].slice(first.index, last.index + last[0].length),
            index: run.index + first.index,
          });
        }
      }
    }
  }
  return found;
}

/**
 * A decimal digit of any script (Arabic-Indic, Persian, Devanagari…: a phone set to those locales
 * types them) as its ASCII digit. Unicode assigns each script's digits 0 to 9 in a row of code
 * points, so a digit's value is its place in its row.
 */
function asciiDigit(digit: string): string {
  let code = digit.codePointAt(0) ?? 0;
  let place = 0;
  while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) [code, place] = [code - 1, place + 1];
  return String(place % 10);
}

/**
 * The text as the rules read it: look-alikes made plain, so "١٢٣–٤٥–٦٧٨٩" (Arabic-Indic digits, en
 * dashes), full-width digits or digits split by a mark or zero-width space are found as typed in
 * ASCII. NFKC folds compatibility forms (full-width digits, spaces); every other decimal digit
 * becomes its ASCII digit, every dash and minus "-", every space " ", and what shows as nothing
 * (a default-ignorable character: LRM, RLM, bidi controls, ZWSP, ZWJ, soft hyphen…) goes. A
 * match's index is then in this text, which the callers only show or count.
 */
const plainText = (text: string): string =>
  text
    .normalize("NFKC")
    .replace(/[^\d\P{Nd}]/gu, asciiDigit)
    .replace(/[\p{Pd}\u2212]/gu, "-")
    .replace(/\p{Zs}/gu, " ")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "");

/** Every sensitive number in a text (as plainText reads it), in the order they appear. */
export function findSensitiveNumbers(typed: string): SensitiveNumber[] {
  const text = plainText(typed);
  return [...findTaxpayerIds(text), ...findBankAccounts(text), ...findCards(text)].sort(
    (a, b) => a.index - b.index,
  );
}

/** Whether a text holds an SSN, ITIN, EIN, bank account with its routing number, or card number. */
export function holdsSensitiveNumber(text: string): boolean {
  return findSensitiveNumbers(text).length > 0;
}

/**
 * The fields of a record (an inquiry, an EmailJS request's template params) that hold a
 * sensitive number, at any depth: a list or an object is read as its JSON, so
 * `{"message": ["123-45-6789"]}` is found too.
 */
export function fieldsWithSensitiveNumbers(record: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(record).flatMap(([name, value]) =>
    holdsSensitiveNumber(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))
      ? [name]
      : [],
  );
}
