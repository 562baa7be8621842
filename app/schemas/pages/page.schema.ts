/**
 * What every page's file holds (content/pages/<page>): the title and description search engines
 * and the browser's tab show, then the page's own texts. The fields pages share are written
 * here once; a page's own schema (beside this module, named after its file) adds the rest. A
 * text-only page written in Markdown needs no schema of its own: `markdownPage` is its.
 */
import { z } from "zod";

import { field, isoDate, optionalDate, optionalText, text } from "../fields.ts";

/** The title and description every page has (its `<title>` and `<meta name="description">`). */
const pageHead = {
  title: text({
    label: "Title",
    hint: "A few words: the browser's tab and search results show it.",
    figures: true,
  }),
  description: text({
    label: "Description",
    hint: "One sentence, at most about 200 characters: search results show it under the title.",
    widget: "text",
    figures: true,
  }),
};

/** A page's main heading and the sentences under it. */
export const headingAndLead = (whose: "page" | "section") => ({
  heading: text({ label: "Heading", hint: `The ${whose}'s main heading.` }),
  lead: text({
    label: "Introduction",
    hint: "One or two sentences under the heading.",
    widget: "text",
    figures: true,
  }),
});

/** A section's heading. */
export const heading = () => text({ label: "Heading", hint: "The section's heading." });

/** A page's schema: its head, then its own fields. */
export const pageSchema = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ ...pageHead, ...shape });

/** The Markdown text of a page, which may name figures. */
export const markdownBody = (hint: string) =>
  text({ label: "Text", hint, widget: "markdown", figures: true });

/** The fields of a text-only page written in Markdown, which its own schema may extend. */
export const markdownPageFields = {
  heading: text({ label: "Heading", hint: "The page's main heading." }),
  lead: optionalText({
    label: "Introduction",
    hint: "Optional: one or two sentences under the heading.",
    widget: "text",
  }).optional(),
  lastChanged: optionalDate({
    label: "Last changed",
    hint: "Optional: the day you last changed the text. Shown under the heading.",
  }),
  startingPoint: field(z.boolean().optional(), {
    label: "Starting point, not reviewed yet",
    hint: "On while this is our default text: its first paragraph says so, and going live waits. Check the text, then switch this off: that paragraph goes.",
  }),
  body: markdownBody("The page's text."),
};

/**
 * A text-only page (terms, a notice): a heading, its Markdown text, and optionally a few
 * sentences under the heading and the day it last changed. Its page renders through the one
 * Markdown page route (routes/markdown-page.tsx).
 */
export const markdownPage = pageSchema(markdownPageFields);

/** A required "Last changed" day, for a page whose date matters (the privacy notice). */
export const lastChanged = () =>
  isoDate({
    label: "Last changed",
    hint: "The day you last changed the text. Shown under the heading.",
  });
