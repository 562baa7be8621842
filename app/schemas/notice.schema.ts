/** notice.yaml, "Site-wide notice": an optional line at the top of every page, until its last day. */
import { z } from "zod";

import { optionalDate, optionalText, optionalUrl } from "./fields.ts";

export const notice = z
  .object({
    // Empty: no notice.
    text: optionalText({
      label: "Notice",
      hint: 'A short notice at the top of every page, such as a deadline reminder. Leave empty to show none. To close the office for a day, add a closure under Office hours and closures instead: it also turns "Open now" to closed, and its message shows here.',
      widget: "text",
    }),
    lastDay: optionalDate({
      label: "Last day",
      hint: 'Optional: the last day the notice shows, as YYYY-MM-DD, such as "2027-04-15"; the next morning\'s update of the site removes it. Leave empty to keep it until you empty the notice.',
    }),
    linkText: optionalText({
      label: "Link words",
      hint: "Optional: the words of a link after the notice.",
    }),
    linkUrl: optionalUrl({
      label: "Link address",
      hint: "Optional: where that link goes (https://).",
    }),
  })
  .refine((value) => (value.linkText === "") === (value.linkUrl === ""), {
    error: "needs both a link text and a link address, or neither",
    path: ["linkUrl"],
  })
  .refine((value) => value.text !== "" || value.linkText === "", {
    error: "needs a text when it has a link",
    path: ["text"],
  });

export type Notice = z.output<typeof notice>;
