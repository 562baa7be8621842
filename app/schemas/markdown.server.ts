/**
 * The owner's Markdown as HTML (docs/product.md §21, issue: "the owner's Markdown is Markdown"): the
 * texts of pages/about-us.md, pages/privacy.md and the like become headings, paragraphs, lists, emphasis and
 * links, and nothing else. Raw HTML in them is shown as the text it is, never as HTML (a
 * `<meta http-equiv="refresh">`, an iframe, a form, a script, a style, an event attribute),
 * and a link or an image goes only to the web (https, http), an email address, a phone number
 * or a page of the site: a `javascript:` or `data:` link keeps its words and loses its address.
 * A phone number written in the text becomes a `tel:` link.
 * What was turned to text or dropped is returned, for the build to say which file held it.
 */
import { Marked, type TokenizerAndRendererExtension, type Tokens } from "marked";

import { PHONE_NUMBER, toTelHref } from "../rules/phone-numbers.ts";

/** Where a link may go: the web, an email, a phone, the site's own pages and anchors. */
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
/** Where an image may come from: the site itself (its uploads), as the pages' policy allows. */
const SAFE_IMAGE = /^\/(?!\/)/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A phone number in the text, outside a link: a `tel:` link (rules/phone-numbers.ts). */
const phoneLinks: TokenizerAndRendererExtension = {
  name: "phone",
  level: "inline",
  start: (source) => source.search(PHONE_NUMBER),
  tokenizer(source) {
    const match = new RegExp(`^(?:${PHONE_NUMBER.source})`).exec(source);
    return match && !this.lexer.state.inLink ? { type: "phone", raw: match[0] } : undefined;
  },
  renderer: ({ raw }) => `<a href="${toTelHref(raw)}">${escapeHtml(raw)}</a>`,
};

/** The HTML of a Markdown text, and what of it was not kept as it was written. */
export function ownersMarkdown(markdown: string): { html: string; notKept: string[] } {
  const notKept: string[] = [];
  const marked = new Marked({
    extensions: [phoneLinks],
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        notKept.push(`HTML shown as text: ${text.trim()}`);
        return escapeHtml(text);
      },
      link({ href, tokens }: Tokens.Link) {
        if (SAFE_LINK.test(href.trim())) return false;
        notKept.push(`a link to ${href} kept as words only`);
        return this.parser.parseInline(tokens);
      },
      image({ href, text }: Tokens.Image) {
        if (SAFE_IMAGE.test(href.trim())) return false;
        notKept.push(`an image from ${href} left out`);
        return escapeHtml(text);
      },
    },
  });
  return { html: marked.parse(markdown, { async: false }), notKept };
}
