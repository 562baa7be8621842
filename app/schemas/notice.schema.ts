/** notice.yaml, "Site-wide notice": an optional line at the top of every page, until its last day. */
import { z } from "zod";

import { optionalDate, optionalPagePath, optionalText, optionalUrl } from "./fields.ts";

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
      hint: "Optional: the last day the notice shows; the next morning's update of the site removes it. Leave empty to keep it until you empty the notice.",
    }),
    linkText: optionalText({
      label: "Link words",
      hint: "Optional: the words of a link after the notice.",
    }),
    linkPage: optionalPagePath({
      label: "Link to a page",
      hint: "Optional: the page of this site the link goes to, such as Contact Us.",
    }),
    linkUrl: optionalUrl({
      label: "Or another site",
      hint: "Optional: where the link goes when it is not a page of this site (https://).",
    }),
  })
  .refine((value) => value.linkText === "" || !!value.linkPage || value.linkUrl !== "", {
    error: "is needed for the link words: choose a page, or fill in another site below",
    path: ["linkPage"],
  })
  .refine((value) => value.linkText !== "" || (!value.linkPage && value.linkUrl === ""), {
    error: "are needed for the link",
    path: ["linkText"],
  })
  .refine((value) => !value.linkPage || value.linkUrl === "", {
    error: "must stay empty when the link goes to a page of this site",
    path: ["linkUrl"],
  })
  .refine((value) => value.text !== "" || value.linkText === "", {
    error: "needs a text when it has a link",
    path: ["text"],
  });
