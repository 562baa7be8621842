/** pages/planning.yaml: the Planning page: the process step by step and the printable checklist. */
import { z } from "zod";

import { field, items, text } from "../fields.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

export const planning = pageSchema({
  ...headingAndLead("page"),
  action: text({ label: "Button", hint: "The button to the contact page." }),
  steps: items(
    {
      title: text({ label: "Title", hint: "The step in a few words." }),
      text: text({ label: "Text", hint: "What happens.", widget: "text" }),
    },
    { label: "Steps", hint: "The process, step by step.", itemLabel: "step" },
  ),
  checklist: field(
    z.object({
      heading: text({ label: "Heading", hint: "The checklist's heading." }),
      lead: text({ label: "Introduction", hint: "One sentence.", widget: "text" }),
      printHint: text({
        label: "Printing hint",
        hint: "Tells visitors how to print it.",
        widget: "text",
      }),
      groups: items(
        {
          title: text({ label: "Title", hint: "Such as Income." }),
          items: field(z.array(text({ label: "Document", hint: "One document." })).min(1), {
            label: "Documents",
            hint: "One document per item.",
          }),
        },
        { label: "Groups", hint: "Groups of documents.", itemLabel: "group" },
      ),
    }),
    { label: "What to bring", hint: "The printable checklist." },
  ),
});
