import { PageIntro } from "~/components/sections/page-intro.tsx";
import { OutboundButton } from "~/components/sections/outbound-button.tsx";
import { ReferralTerms } from "~/components/sections/referral-terms.tsx";
import { TestimonialCard } from "~/components/sections/testimonial-card.tsx";
import { buttonClasses } from "~/components/ui/button-link.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { MailIcon, StarIcon } from "~/components/ui/icons.tsx";
import { PageLink } from "~/components/ui/page-link.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { inquiryFieldId } from "~/lib/inquiry-fields.ts";
import { config } from "virtual:config";
import { reviews, testimonials } from "virtual:content";

/**
 * The testimonials come first, right below the introduction, so a visitor on a phone meets one on
 * her first screen; the referral program and the invitation to write a review follow them.
 */
export default function Reviews() {
  const reviewHref = `mailto:${config.email}?subject=${encodeURIComponent(reviews.reviewSubject)}`;
  return (
    <>
      <PageIntro heading={reviews.heading} lead={reviews.lead}>
        {/* The home page's referral links lead here: the program is one tap away. */}
        <p className="mt-4">
          <a
            href="#referral-heading"
            className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-950"
          >
            {reviews.referralHeading}
          </a>
        </p>
      </PageIntro>
      <Container className="mt-10 sm:mt-12">
        <section aria-labelledby="testimonials-heading">
          <SectionHeading id="testimonials-heading">{reviews.testimonialsHeading}</SectionHeading>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <Container className="mt-16 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="referral-heading">
          <Card className="h-full">
            <SectionHeading id="referral-heading">{reviews.referralHeading}</SectionHeading>
            <div className="mt-6">
              <ReferralTerms />
            </div>
            {/* docs/product.md §25: the form's own field, so the office credits the referrer. */}
            <p className="mt-6 leading-7 text-slate-700">
              {reviews.referredInvitation}{" "}
              <PageLink
                to={`/ContactUs#${inquiryFieldId("referredBy")}`}
                className="font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-950"
              >
                {reviews.referredAction}
              </PageLink>
            </p>
          </Card>
        </section>
        <section aria-labelledby="review-heading">
          <Card className="h-full bg-accent-50">
            <SectionHeading id="review-heading">{reviews.reviewHeading}</SectionHeading>
            <p className="mt-4 leading-7 text-slate-700">{reviews.reviewInvitation}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={reviewHref} className={buttonClasses()}>
                <MailIcon className="size-5" />
                {reviews.reviewAction}
              </a>
              {/* Optional (docs/product.md §14): only when the owner has set the address. */}
              {config.reviewUrl && (
                <OutboundButton href={config.reviewUrl} icon={StarIcon}>
                  {reviews.googleReviewAction}
                </OutboundButton>
              )}
            </div>
          </Card>
        </section>
      </Container>
    </>
  );
}
