/**
 * pages/privacy.md (docs/product.md §14): the privacy notice at /Privacy, a text-only page (it renders
 * through the Markdown page route) whose front matter also holds the day it last changed and how
 * long the office keeps what visitors send, which the text names as {retention}. Its text also
 * names {thirdParties}, where the build writes the list of outside services
 * (app/shared/third-parties.ts).
 */
import { markdownPageFields, lastChanged, pageSchema } from "./page.schema.ts";
import { text } from "../fields.ts";
import { THIRD_PARTIES_PLACEHOLDER } from "../../../app/shared/third-parties.ts";

const RETENTION_PLACEHOLDER = "{retention}";

export const privacy = pageSchema({
  heading: markdownPageFields.heading,
  lastChanged: lastChanged(),
  startingPoint: markdownPageFields.startingPoint,
  retention: text({
    label: "How long you keep inquiries",
    hint: `How long the office keeps what visitors send through the form, in a sentence or two. The notice shows it where its text says ${RETENTION_PLACEHOLDER}.`,
    widget: "text",
  }),
  body: text({
    label: "Notice",
    hint: `The privacy notice. Keep ${RETENTION_PLACEHOLDER} where the time you keep inquiries goes, and ${THIRD_PARTIES_PLACEHOLDER} on a line of its own where the website writes the list of outside services and what each receives.`,
    widget: "markdown",
    figures: true,
    ownNames: [RETENTION_PLACEHOLDER, THIRD_PARTIES_PLACEHOLDER].map((name) => name.slice(1, -1)),
  })
    .refine((body) => body.includes(RETENTION_PLACEHOLDER), {
      error: `must say ${RETENTION_PLACEHOLDER} where the time the office keeps inquiries goes`,
    })
    .refine((body) => body.includes(THIRD_PARTIES_PLACEHOLDER), {
      error: `must say ${THIRD_PARTIES_PLACEHOLDER} where the list of outside services goes`,
    }),
})
  // The time the office keeps inquiries goes where the text names it.
  .transform(({ body, ...fields }) => ({
    ...fields,
    body: body.replaceAll(RETENTION_PLACEHOLDER, fields.retention),
  }));
