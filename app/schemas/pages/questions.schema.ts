/**
 * pages/questions.yaml: the questions visitors ask before they call, in the owner's words
 * (docs/product.md §26), in the order she drags them to. A default answer that depends on her
 * office (cost, turnaround...) ships marked "Needs your review": a build for the real domain
 * refuses it until she has written it and switched the mark off (rules/made-up.ts).
 */
import { z } from "zod";

import { field, items, text } from "../fields.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

export const questions = pageSchema({
  ...headingAndLead("page"),
  questions: items(
    {
      question: text({ label: "Question", hint: "As a visitor would ask it." }),
      answer: text({
        label: "Answer",
        hint: "In your words. No price shows anywhere on the site unless you write it here.",
        widget: "text",
        figures: true,
      }),
      needsReview: field(z.boolean().default(false), {
        label: "Needs your review",
        hint: "On for a starting answer we wrote for you: the site cannot go live on your domain until you have written the answer in your words and switched this off.",
      }),
    },
    {
      label: "Questions",
      hint: "Drag a question to change the order; the page shows them as listed.",
      itemLabel: "question",
      // Folded, a question still says it waits for her.
      summary: (item: { question?: string; needsReview?: boolean }) =>
        `${item.question ?? ""}${item.needsReview ? " (needs your review)" : ""}`,
    },
  ),
  linkText: text({
    label: "Link to this page",
    hint: "Its words on Services and Contact Us, such as Questions before you call? Read our answers.",
  }),
  action: text({ label: "Button", hint: "Under the answers: the button to the contact page." }),
});
