import { FeatureColumns } from "~/components/sections/feature-columns.tsx";
import { Hero } from "~/components/sections/hero.tsx";
import { PreparerCredentials, PreparerPortrait } from "~/components/sections/preparer.tsx";
import { TestimonialCard } from "~/components/sections/testimonial-card.tsx";
import { ButtonLink } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { CheckIcon } from "~/components/ui/icons.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { messages } from "~/interface-strings.ts";
import { preparerOf } from "~/lib/preparer-profile.ts";
import { config } from "virtual:config";
import { home, testimonials } from "virtual:content";

/**
 * Everything the home page shows. The not-found page shows it too (specification §2), with the
 * hero heading demoted to h2 so that page keeps a single h1.
 */
export function HomeContent({ isHeroPageHeading = true }: { isHeroPageHeading?: boolean }) {
  const { taxPreparation, advantage, referral } = home;
  // The testimonial on the home page is the first in the file (the schema asks for one).
  const [featured] = testimonials;
  // Who does the work (docs/product.md §21), when the owner has filled it in.
  const preparer = preparerOf(config);
  return (
    <>
      <Hero isPageHeading={isHeroPageHeading} />
      <FeatureColumns />
      <Container className="mt-16 grid gap-12 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="tax-preparation-heading">
          <SectionHeading id="tax-preparation-heading">{taxPreparation.heading}</SectionHeading>
          {taxPreparation.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="advantage-heading">
          <SectionHeading id="advantage-heading">{advantage.heading}</SectionHeading>
          <ul className="mt-4 space-y-3">
            {advantage.points.map((point) => (
              <li key={point} className="flex gap-3 text-lg leading-8 text-slate-700">
                <CheckIcon className="mt-1.5 size-5 shrink-0 text-accent-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      {preparer && (
        <Container className="mt-16">
          <section
            aria-labelledby="preparer-heading"
            className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:p-8"
          >
            <PreparerPortrait
              name={preparer.name}
              photo={preparer.photo}
              isLazy
              className="h-auto w-28 sm:w-36"
            />
            <div className="min-w-0 flex-1">
              <SectionHeading id="preparer-heading">{messages.preparer.homeHeading}</SectionHeading>
              <p className="mt-2 text-lg font-semibold text-slate-900">{preparer.name}</p>
              <PreparerCredentials preparer={preparer} className="mt-4" />
              <ButtonLink to="/AboutUs" variant="secondary" className="mt-6">
                {messages.preparer.homeMore(preparer.name.split(" ")[0] ?? preparer.name)}
              </ButtonLink>
            </div>
          </section>
        </Container>
      )}
      <Container className="mt-16">
        <section aria-labelledby="testimonial-heading">
          <SectionHeading id="testimonial-heading">{home.testimonialHeading}</SectionHeading>
          {featured && <TestimonialCard testimonial={featured} className="mt-6 max-w-3xl" />}
        </section>
      </Container>
      <Container className="mt-16">
        <section
          aria-labelledby="referral-heading"
          className="rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-100 sm:p-10"
        >
          <SectionHeading id="referral-heading">{referral.heading}</SectionHeading>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{referral.text}</p>
          <ButtonLink to="/Reviews" className="mt-6">
            {referral.action}
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
