/**
 * pages/privacy.md (PRODUCT.md §14): the privacy notice at /Privacy, a text-only page (it renders
 * through the Markdown page route) whose front matter also holds the day it last changed and how
 * long the office keeps what visitors send, which the text names as {retention}.
 */
import { markdownPageFields, lastChanged, pageSchema } from "./page.ts";
import { text } from "../fields.ts";

export const RETENTION_PLACEHOLDER = "{retention}";

export const privacy = pageSchema({
  heading: markdownPageFields.heading,
  lastChanged: lastChanged(),
  retention: text({
    label: "How long you keep inquiries",
    hint: `How long the office keeps what visitors send through the form, in a sentence or two. The notice shows it where its text says ${RETENTION_PLACEHOLDER}.`,
    widget: "text",
  }),
  body: text({
    label: "Notice",
    hint: `The privacy notice. Keep ${RETENTION_PLACEHOLDER} where the time you keep inquiries goes.`,
    widget: "markdown",
    figures: true,
    ownNames: [RETENTION_PLACEHOLDER.slice(1, -1)],
  }).refine((body) => body.includes(RETENTION_PLACEHOLDER), {
    error: `must say ${RETENTION_PLACEHOLDER} where the time the office keeps inquiries goes`,
  }),
})
  // The time the office keeps inquiries goes where the text names it.
  .transform(({ body, ...fields }) => ({
    ...fields,
    body: body.replaceAll(RETENTION_PLACEHOLDER, fields.retention),
  }));
