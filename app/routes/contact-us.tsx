import { ContactForm } from "~/components/sections/contact-form";
import { ContactDetails } from "~/components/sections/contact-details";
import { OfficeHours } from "~/components/sections/office-hours";
import { PageIntro } from "~/components/sections/page-intro";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageAt } from "~/content/pages";
import { contactCopy } from "~/content/site-copy";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pageAt("/ContactUs"));

// The only page that loads JavaScript: the form and today's hours need it (PRODUCT.md §1).
export const handle: RouteHandle = { hydrate: true };

export default function ContactUs() {
  return (
    <>
      <PageIntro heading={contactCopy.heading} lead={contactCopy.lead} />
      <Container className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="form-heading">
          <Card>
            <SectionHeading id="form-heading">{contactCopy.formHeading}</SectionHeading>
            <ContactForm />
          </Card>
        </section>
        <div className="space-y-10">
          <ContactDetails />
          <OfficeHours />
        </div>
      </Container>
    </>
  );
}
