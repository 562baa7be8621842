/**
 * pages/home.yaml: the home page's texts: the banner, the three feature columns, the tax
 * preparation and advantage sections, and the headings of the testimonial and referral parts
 * (their words come from testimonials.yaml and referral.yaml).
 */
import { z } from "zod";

import { field, items, pagePath, text } from "../fields.ts";
import { heading, headingAndLead, pageSchema } from "./page.schema.ts";

export const home = pageSchema({
  hero: field(
    z.object({
      eyebrow: text({ label: "Small line above", hint: "Such as {locality}, {region}." }),
      ...headingAndLead("page"),
      primaryAction: text({
        label: "Inquiry button",
        hint: "The button to the contact form.",
      }),
      bookingAction: text({
        label: "Booking button",
        hint: "Shown only when a booking address is set.",
      }),
    }),
    { label: "Banner", hint: "The top of the home page.", figures: true },
  ),
  features: items(
    {
      title: text({ label: "Title", hint: "A few words." }),
      text: text({ label: "Text", hint: "One or two sentences.", widget: "text" }),
      to: pagePath({ label: "Links to", hint: "The page the column links to." }),
    },
    { label: "Feature columns", hint: "The three columns; each links to a page.", figures: true },
    { length: 3 },
  ),
  taxPreparation: field(
    z.object({
      heading: heading(),
      paragraphs: field(z.array(text({ label: "Paragraph", hint: "One paragraph." })).min(1), {
        label: "Paragraphs",
        hint: "One paragraph per item.",
      }),
    }),
    { label: "Tax preparation", hint: "A section of the home page." },
  ),
  advantage: field(
    z.object({
      heading: heading(),
      points: field(z.array(text({ label: "Point", hint: "One point." })).min(1), {
        label: "Points",
        hint: "One point per item.",
      }),
    }),
    { label: "Advantage", hint: "A section of the home page.", figures: true },
  ),
  testimonialHeading: text({
    label: "Testimonial heading",
    hint: "Above the featured testimonial.",
  }),
  referral: field(
    z.object({
      heading: heading(),
      text: text({ label: "Text", hint: "The offer.", widget: "text" }),
      action: text({ label: "Button", hint: "The button to the Reviews page." }),
    }),
    { label: "Referral", hint: "The referral section of the home page.", figures: true },
  ),
});

export type HomePage = z.output<typeof home>;
