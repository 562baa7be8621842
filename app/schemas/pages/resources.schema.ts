/**
 * pages/resources.yaml: the Resources page: tips, the IRS links, the states' refund links, and
 * the words of the tax dates section (its dates are tax-dates.yaml's).
 */
import { z } from "zod";

import { field, httpsUrl, text } from "../fields.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

const link = z.object({
  title: text({ label: "Title", hint: "The link's words." }),
  url: httpsUrl({ label: "Address", hint: "A full https:// address." }),
});

export const resources = pageSchema({
  ...headingAndLead("page"),
  tipsHeading: text({ label: "Tips heading", hint: "Above the tips." }),
  tips: field(
    z.array(
      z.object({
        title: text({ label: "Title", hint: "The tip in a few words." }),
        text: text({ label: "Text", hint: "The tip.", widget: "text" }),
      }),
    ),
    { label: "Tips", hint: "Short tips on this page.", itemLabel: "tip" },
  ),
  federalHeading: text({ label: "IRS heading", hint: "Above the IRS links." }),
  federalLinks: field(z.array(link), {
    label: "IRS links",
    hint: "Links to official IRS pages.",
    itemLabel: "link",
  }),
  statesHeading: text({ label: "States heading", hint: "Above the state links." }),
  statesLead: text({ label: "States introduction", hint: "One sentence.", widget: "text" }),
  stateRefundLinks: field(z.array(link), {
    label: "State refund links",
    hint: "Each state's official refund status page.",
    itemLabel: "link",
  }),
  taxDates: field(
    z.object({
      ...headingAndLead("section"),
      calendarAction: text({
        label: "Calendar link",
        hint: "Above the calendar links, such as Add these dates to your calendar.",
      }),
      whoHeader: text({ label: "Who label", hint: "Read out by screen readers." }),
      sourceHeader: text({
        label: "Source label",
        hint: "Before each date's source, in small print.",
      }),
      noneUpcoming: text({
        label: "No dates left",
        hint: "Shown when every listed date has passed (for the chosen audience).",
        widget: "text",
      }),
      chooseLegend: text({
        label: "Choice heading",
        hint: "Above the choice of whose dates to show, such as Show the dates for.",
      }),
      allDates: text({
        label: "All dates choice",
        hint: "The choice that shows every date; its calendar feed is the whole season.",
      }),
      employersNote: text({
        label: "Payroll dates note",
        hint: "Under the choice, for the self-employed, businesses and non-profits: their payroll dates are under Employers.",
        widget: "text",
      }),
      datesFor: text({
        label: "How many dates",
        hint: 'Under the choice, between the number and the audience: "dates ahead for" reads "12 dates ahead for employers".',
      }),
      dateFor: text({
        label: "One date",
        hint: 'The same for a single date: "date ahead for".',
      }),
      subscribe: text({
        label: "Subscribe link",
        hint: "Subscribes the phone's or computer's own calendar (iPhone, Mac) to the chosen dates, a feed that updates itself.",
      }),
      subscribeGoogle: text({
        label: "Google Calendar link",
        hint: "Opens Google Calendar to subscribe to the chosen dates (Android phones use it).",
      }),
      subscribeOutlook: text({
        label: "Outlook link",
        hint: "Opens Outlook.com to subscribe to the chosen dates.",
      }),
      download: text({
        label: "Download link",
        hint: "Downloads the chosen dates as a calendar file, once.",
      }),
      subscribeHelp: text({
        label: "How to subscribe",
        hint: "The steps on an iPhone and on an Android phone, and how to add a feed by its address.",
        widget: "text",
      }),
      reminderDays: field(
        z
          .array(field(z.number().int().min(1).max(60), { label: "Days before", hint: "1 to 60." }))
          .min(1)
          .max(3),
        {
          label: "Calendar reminders",
          hint: "How many days before each date the calendar feeds remind, at 9 am: 7 and 1 are a week and a day before.",
          itemLabel: "reminder",
        },
      ),
      noneNext: text({
        label: "Nothing in the coming months",
        hint: "When the chosen audience has nothing due in the next three months (the list's first part), but later dates.",
        widget: "text",
      }),
      laterSummary: text({
        label: "Rest of the season",
        hint: "Opens the dates after the next three months, such as The rest of the season.",
      }),
      noneLater: text({
        label: "Nothing later",
        hint: "In the rest of the season, when the chosen audience has no more dates.",
        widget: "text",
      }),
    }),
    { label: "Tax dates", hint: "The important dates section." },
  ),
});

export type ResourceLink = z.output<typeof link>;
