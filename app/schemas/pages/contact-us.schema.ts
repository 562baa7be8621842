/**
 * pages/contact-us.yaml: the Contact Us page's texts (the address and phone are site.yaml's, the
 * hours hours.yaml's, the form's words the specification's: app/interface-strings.ts).
 */
import { text } from "../fields.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

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
});
