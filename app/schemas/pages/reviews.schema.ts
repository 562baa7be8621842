/**
 * pages/reviews.yaml: the Reviews page's texts (the testimonials are testimonials.yaml's, the
 * referral terms referral.yaml's).
 */
import { text } from "../fields.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

export const reviews = pageSchema({
  ...headingAndLead("page"),
  referralHeading: text({ label: "Referral heading", hint: "Above the referral terms." }),
  referredInvitation: text({
    label: "Referred newcomers",
    hint: "Under the referral terms: tells someone who was referred to name who referred them in the contact form.",
    widget: "text",
    figures: true,
  }),
  referredAction: text({
    label: "Referred link",
    hint: "The link after it, which opens the contact form at its Who referred you? field.",
  }),
  reviewHeading: text({ label: "Review heading", hint: "Above the review invitation." }),
  reviewInvitation: text({
    label: "Review invitation",
    hint: "Invites clients to email a review.",
    widget: "text",
  }),
  reviewAction: text({ label: "Review button", hint: "The email button." }),
  reviewSubject: text({ label: "Review email subject", hint: "The subject of that email." }),
  testimonialsHeading: text({
    label: "Testimonials heading",
    hint: "Above the testimonials.",
  }),
  googleReviewAction: text({
    label: "Google review button",
    hint: "Shown only when a review address is set.",
  }),
});
