import { PageIntro } from "~/components/sections/page-intro.tsx";
import { QuestionsLink } from "~/components/sections/questions-link.tsx";
import { ReturnTypesTable } from "~/components/sections/return-types-table.tsx";
import { Card } from "~/components/ui/card.tsx";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { PhoneIcon } from "~/components/ui/icons.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { config } from "virtual:config";
import { services } from "virtual:content";

export default function Services() {
  return (
    <>
      <PageIntro heading={services.heading} lead={services.lead} />
      <Container className="mt-12 space-y-16">
        <section aria-labelledby="services-heading">
          <SectionHeading id="services-heading">{services.servicesHeading}</SectionHeading>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.services.map((service) => (
              <li key={service.name}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold text-slate-900">{service.name}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{service.summary}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="return-types-heading">
            <SectionHeading id="return-types-heading">{services.returnTypesHeading}</SectionHeading>
            <div className="mt-6">
              <ReturnTypesTable />
            </div>
          </section>
          <section aria-labelledby="client-types-heading">
            <SectionHeading id="client-types-heading">{services.clientTypesHeading}</SectionHeading>
            <ul className="mt-6 flex flex-wrap gap-2">
              {services.clientTypes.map((client) => (
                <li
                  key={client}
                  className="rounded-full bg-accent-50 px-4 py-2 font-medium text-accent-900 ring-1 ring-accent-100"
                >
                  {client}
                </li>
              ))}
            </ul>
          </section>
        </div>
        {/* The page ends with what to do next: write, or call. */}
        <section
          aria-labelledby="next-step-heading"
          className="rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-100 sm:p-10"
        >
          <SectionHeading id="next-step-heading">{services.nextStep.heading}</SectionHeading>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
            {services.nextStep.text}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/ContactUs">{services.nextStep.action}</ButtonLink>
            <a href={config.phoneHref} className={buttonClasses("secondary")}>
              <PhoneIcon className="size-5" />
              {config.phone}
            </a>
          </div>
          <QuestionsLink className="mt-4" />
        </section>
      </Container>
    </>
  );
}
