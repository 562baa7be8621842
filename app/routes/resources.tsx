import { PageIntro } from "~/components/sections/page-intro.tsx";
import { TaxDates } from "~/components/sections/tax-dates.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { messages } from "~/interface-strings.ts";
import { resources } from "virtual:content";
import type { ResourceLink } from "~/schemas/data-files.ts";

function LinkList({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink
            newTabNotice={messages.newTab}
            href={link.url}
            className="min-h-11 w-full rounded-lg px-4 py-2 font-medium text-accent-700 ring-1 ring-slate-200 ring-inset hover:bg-accent-50 hover:text-accent-900"
          >
            {link.title}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export default function Resources() {
  return (
    <>
      <PageIntro heading={resources.heading} lead={resources.lead} />
      <Container className="mt-12 space-y-16">
        <TaxDates />
        <section aria-labelledby="tips-heading">
          <SectionHeading id="tips-heading">{resources.tipsHeading}</SectionHeading>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {resources.tips.map((tip) => (
              <Card key={tip.title}>
                <h3 className="text-lg font-semibold text-slate-900">{tip.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{tip.text}</p>
              </Card>
            ))}
          </div>
        </section>
        <div className="grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="federal-heading">
            <SectionHeading id="federal-heading">{resources.federalHeading}</SectionHeading>
            <LinkList links={resources.federalLinks} />
          </section>
          <section aria-labelledby="states-heading">
            <SectionHeading id="states-heading">{resources.statesHeading}</SectionHeading>
            <p className="mt-2 text-slate-700">{resources.statesLead}</p>
            <LinkList links={resources.stateRefundLinks} />
          </section>
        </div>
      </Container>
    </>
  );
}
