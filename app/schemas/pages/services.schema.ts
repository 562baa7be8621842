/**
 * pages/services.yaml: the Services page: what the practice does, the return types, who it serves,
 * and the next step (a button to the contact page and the phone number).
 */
import { z } from "zod";

import { field, items, text } from "../fields.ts";
import { heading, headingAndLead, pageSchema } from "./page.schema.ts";

export const services = pageSchema({
  ...headingAndLead("page"),
  servicesHeading: text({ label: "Services heading", hint: "Above the services." }),
  services: items(
    {
      name: text({ label: "Name", hint: "Such as Tax planning." }),
      summary: text({ label: "Summary", hint: "One or two sentences.", widget: "text" }),
    },
    { label: "Services", hint: "What the practice does.", itemLabel: "service" },
  ),
  returnTypesHeading: text({ label: "Return types heading", hint: "Above the table." }),
  returnTypesCaption: text({ label: "Table caption", hint: "Read out by screen readers." }),
  returnTypes: items(
    {
      taxpayer: text({ label: "Return type", hint: "Such as Individual." }),
      forms: text({ label: "Form", hint: "Such as 1040." }),
    },
    { label: "Return types", hint: "The table on this page.", itemLabel: "return type" },
  ),
  clientTypesHeading: text({
    label: "Who we serve heading",
    hint: "Above the list of clients.",
  }),
  clientTypes: field(z.array(text({ label: "Kind of client", hint: "Such as Retirees." })).min(1), {
    label: "Who we serve",
    hint: "One kind of client per line.",
  }),
  nextStep: field(
    z.object({
      heading: heading(),
      text: text({ label: "Text", hint: "One or two sentences.", widget: "text", figures: true }),
      action: text({ label: "Button", hint: "The button to the contact page." }),
    }),
    {
      label: "Next step",
      hint: "The end of the page: the button to the contact page, with the phone number beside it.",
    },
  ),
});
