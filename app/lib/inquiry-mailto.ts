/**
 * The other ways to reach the office when a send fails (docs/product.md §4: no inquiry is lost):
 * the whole inquiry as plain text, for "Copy message", and a `mailto:` link with the subject and
 * the message prefilled, for "Email it instead". Pure: the office address and the words come in
 * as arguments.
 */
import type { InquiryParams } from "~/lib/inquiry.ts";
import { type InquiryParam, inquiryParamFields } from "~/lib/inquiry-fields.ts";

/**
 * Above about 2,000 characters some mail programs and browsers cut or refuse a `mailto:` link;
 * past this length the message in the link is shortened and the copy button carries it whole.
 */
export const MAILTO_MAX_LENGTH = 1800;

/** Each param's label, as the text shows it before the param's value. */
export type InquiryLabels = Record<InquiryParam, string>;

/** The fields with a place of their own in an email: the subject line and the body. */
const OWN_PLACE: readonly InquiryParam[] = ["subject", "message"];

/**
 * Who wrote and how to answer: a `Label: value` line for every other param, in the list's order,
 * so a field added to the list is never left out of the text (an optional answer is in the
 * message already: lib/inquiry.ts › inquiryParams).
 */
function senderLines(inquiry: InquiryParams, labels: InquiryLabels): string[] {
  return inquiryParamFields
    .filter(({ name }) => !OWN_PLACE.includes(name))
    .map(({ name }) => `${labels[name]}: ${inquiry[name]}`);
}

/** The inquiry as one plain text: who, how to answer, the subject, then the message. */
export function inquiryAsText(inquiry: InquiryParams, labels: InquiryLabels): string {
  return [
    ...senderLines(inquiry, labels),
    `${labels.subject}: ${inquiry.subject}`,
    "",
    inquiry.message,
  ].join("\n");
}

/** RFC 6068: line breaks in a mailto body are CRLF, and every reserved character is encoded. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

export interface InquiryMailto {
  href: string;
  /** True when the message in the link was cut to fit MAILTO_MAX_LENGTH. */
  isShortened: boolean;
}

/**
 * A `mailto:` link to the office with the subject, and in the body the other fields' lines and
 * the message. When the encoded link would pass `maxLength`, the message is cut at a character (never
 * inside one) and followed by `shortenedNote`.
 */
export function inquiryMailto(
  inquiry: InquiryParams,
  to: string,
  labels: InquiryLabels & { shortenedNote: string },
  maxLength = MAILTO_MAX_LENGTH,
): InquiryMailto {
  const header = [...senderLines(inquiry, labels), ""].join("\n");
  const link = (body: string) =>
    `mailto:${to}?subject=${encode(inquiry.subject)}&body=${encode(`${header}\n${body}`)}`;

  const whole = link(inquiry.message);
  if (whole.length <= maxLength) return { href: whole, isShortened: false };

  // The longest start of the message that fits with the note: a binary search over characters.
  const characters = Array.from(inquiry.message);
  const shortened = (count: number) =>
    link(`${characters.slice(0, count).join("").trimEnd()}…\n\n${labels.shortenedNote}`);
  let fits = 0;
  let tooLong = characters.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (shortened(middle).length <= maxLength) fits = middle;
    else tooLong = middle;
  }
  return { href: shortened(fits), isShortened: true };
}
