import { PageIntro } from "~/components/sections/page-intro";
import { OutboundButton } from "~/components/sections/outbound-button";
import { ReferralTerms } from "~/components/sections/referral-terms";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { MailIcon, StarIcon } from "~/components/ui/icons";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageAt } from "~/content/pages";
import { reviewsCopy } from "~/content/site-copy";
import { testimonials } from "~/content/testimonials";
import { config } from "virtual:config";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pageAt("/Reviews"));

export default function Reviews() {
  const reviewHref = `mailto:${config.email}?subject=${encodeURIComponent(reviewsCopy.reviewSubject)}`;
  return (
    <>
      <PageIntro heading={reviewsCopy.heading} lead={reviewsCopy.lead} />
      <Container className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="referral-heading">
          <Card className="h-full">
            <SectionHeading id="referral-heading">{reviewsCopy.referralHeading}</SectionHeading>
            <div className="mt-6">
              <ReferralTerms />
            </div>
          </Card>
        </section>
        <section aria-labelledby="review-heading">
          <Card className="h-full bg-accent-50">
            <SectionHeading id="review-heading">{reviewsCopy.reviewHeading}</SectionHeading>
            <p className="mt-4 leading-7 text-slate-700">{reviewsCopy.reviewInvitation}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={reviewHref} className={buttonClasses()}>
                <MailIcon className="size-5" />
                {reviewsCopy.reviewAction}
              </a>
              {/* Optional (PRODUCT.md §14): only when the owner has set the address. */}
              {config.reviewUrl && (
                <OutboundButton href={config.reviewUrl} icon={StarIcon}>
                  {reviewsCopy.googleReviewAction}
                </OutboundButton>
              )}
            </div>
          </Card>
        </section>
      </Container>
      <Container className="mt-16">
        <section aria-labelledby="testimonials-heading">
          <SectionHeading id="testimonials-heading">
            {reviewsCopy.testimonialsHeading}
          </SectionHeading>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
