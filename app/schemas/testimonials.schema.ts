/** testimonials.yaml, "Testimonials": on the Reviews page, the first one also on the home page. */
import { z } from "zod";

import { siteNow } from "../shared/clock.ts";
import { field, formatted, items, text } from "./fields.ts";
import { TESTIMONIAL_NAME_PATTERN } from "../rules/patterns.ts";

/** The newest year a client can have been a client since: the year of the build (in UTC). */
const THIS_YEAR = siteNow().getUTCFullYear();

export const testimonials = z
  .object({
    testimonials: items(
      {
        name: formatted(
          TESTIMONIAL_NAME_PATTERN,
          'a first name and an initial, such as "Linda M."',
          { label: "Name", hint: 'First name and last initial, such as "Linda M."' },
        ),
        clientSince: field(
          z
            .number({ error: `must be a year between 1950 and ${THIS_YEAR}` })
            .int()
            .min(1950, `must be a year between 1950 and ${THIS_YEAR}`)
            .max(THIS_YEAR, `must be a year between 1950 and ${THIS_YEAR}`),
          { label: "Client since", hint: "The year they became a client." },
        ),
        text: text({
          label: "What they said",
          hint: "Their words, without quotation marks.",
          widget: "text",
        }),
      },
      {
        label: "Testimonials",
        hint: "The first one is also shown on the home page; a new one opens first: drag another to the top to show it there.",
        summary: ({ name = "", clientSince }: { name?: string; clientSince?: number }, index) =>
          `${clientSince ? `${name} (client since ${clientSince})` : name}${index === 0 ? " · on the home page" : ""}`,
        itemLabel: "testimonial",
        newOnTop: true,
      },
      { error: "needs at least one testimonial" },
    ),
  })
  .transform(({ testimonials }) => testimonials);

export type Testimonial = z.output<typeof testimonials>[number];
