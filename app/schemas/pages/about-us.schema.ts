/**
 * pages/about-us.md: the About Us page: its texts in the front matter, the owner's biography as
 * its Markdown text (her name is site.yaml's).
 */
import { z } from "zod";

import { field, text } from "../fields.ts";
import { markdownBody, pageSchema } from "./page.schema.ts";

export const aboutUs = pageSchema({
  heading: text({ label: "Heading", hint: "The page's main heading." }),
  role: text({ label: "Your role", hint: "Under your name." }),
  body: markdownBody("Your biography, under your name."),
  action: text({ label: "Button", hint: "The button to the contact page." }),
  valuesHeading: text({ label: "Values heading", hint: "Above the values." }),
  values: field(z.array(text({ label: "Value", hint: "One value." })).min(1), {
    label: "Values",
    hint: "One value per item.",
  }),
});
