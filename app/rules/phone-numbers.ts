/**
 * Phone numbers, as the site links them: the office's (site.yaml) and any written in the
 * owner's texts, which the pages make tappable (docs/product.md §24) as a `tel:` link written in
 * their HTML, with no script: a notice or a closure's message (the site-wide notice), a Markdown
 * page (schemas/markdown.server.ts). Plain code.
 */

/** A US phone number as people write it: "(513) 555-0100", "513-555-0100", "+1 513.555.0100". */
export const PHONE_NUMBER = /(?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/;

/** The phone as an E.164 `tel:` target (the schema has checked it is a US or + number). */
export function toTelHref(phone: string): `tel:${string}` {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

/** A text cut at its phone numbers: its words, and each number with its `tel:` target. */
export function phoneParts(text: string): (string | { phone: string; href: `tel:${string}` })[] {
  const parts: ReturnType<typeof phoneParts> = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(PHONE_NUMBER, "g"))) {
    parts.push(text.slice(at, match.index), { phone: match[0], href: toTelHref(match[0]) });
    at = match.index + match[0].length;
  }
  return [...parts, text.slice(at)].filter((part) => part !== "");
}
