/** testimonials.yaml, "Testimonials": on the Reviews page, the first one also on the home page. */
import { z } from "zod";

import { siteNow } from "../shared/clock.ts";
import { field, formatted, items, text } from "./fields.ts";
import { TESTIMONIAL_NAME_PATTERN } from "../rules/patterns.ts";

/**
 * The newest year a client can have been a client since: this year (in UTC) when the value is
 * checked, not when this module loaded. /admin/'s bundle, made once per version of the code
 * (build-tools/admin-environment.ts), then holds no year to go stale in January, and a CMS left
 * open over New Year's takes the new one.
 */
const thisYear = () => siteNow().getUTCFullYear();
const notAYear = () => `must be a year between 1950 and ${thisYear()}`;

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
            .number({ error: notAYear })
            .int()
            .min(1950, { error: notAYear })
            .refine((year) => year <= thisYear(), { error: notAYear }),
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
