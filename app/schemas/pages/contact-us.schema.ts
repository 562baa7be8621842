/**
 * pages/contact-us.yaml: the Contact Us page's texts (the address and phone are site.yaml's, the
 * hours hours.yaml's, the form's words the specification's: app/interface-strings.ts), and the
 * form's settings: the preferred times it offers and the answer it promises (docs/product.md §25).
 */

import { z } from "zod";

import { field, text } from "../fields.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

/** A whole number of days, from 1 to `max`. */
const days = (max: number, label: string, hint: string) =>
  field(
    z
      .number({ error: "must be a number of days" })
      .int("must be a whole number of days")
      .min(1, `must be 1 to ${max} days`)
      .max(max, `must be 1 to ${max} days`),
    { label, hint },
  );

export const contactUs = pageSchema({
  ...headingAndLead("page"),
  detailsHeading: text({ label: "Office heading", hint: "Above the address." }),
  hoursHeading: text({ label: "Hours heading", hint: "Above the hours." }),
  formHeading: text({ label: "Form heading", hint: "Above the form." }),
  directionsAction: text({
    label: "Directions link",
    hint: "Opens a map search for the office's door, when the business details give its street.",
  }),
  townMapAction: text({
    label: "Map link without a street",
    hint: "Instead of the directions link while the business details give no street: it opens a map of the town, so say so.",
    figures: true,
  }),
  reviewAction: text({
    label: "Google review link",
    hint: "Shown only when a review address is set.",
  }),
  bookingAction: text({
    label: "Booking link",
    hint: "Shown only when a booking address is set.",
  }),
  offersTimes: field(z.boolean(), {
    label: "Offer preferred times",
    hint: "On: the form offers times to meet, from the office hours and closures, and the visitor may choose up to three. Off: none are offered.",
  }),
  timesDaysAhead: days(
    28,
    "Days ahead to offer",
    "How far ahead the preferred times reach, from tomorrow: 14 is two weeks.",
  ),
  replyWithinDays: days(
    10,
    "We answer within (business days)",
    'After an inquiry is sent, the page says by which day you answer: this many days that the office is open, after the day it was sent ("We answer within one business day: by Monday, November 30").',
  ),
});
