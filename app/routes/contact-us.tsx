import type { Route } from "./+types/contact-us.ts";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { ContactDetails } from "~/components/sections/contact-details.tsx";
import { OfficeHours } from "~/components/sections/office-hours.tsx";
import { PageIntro } from "~/components/sections/page-intro.tsx";
import { QuestionsLink } from "~/components/sections/questions-link.tsx";
import { TodayStatus } from "~/components/sections/today-status.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { pageOfMatches } from "~/pages.ts";
import { islandRoots } from "~/lib/islands.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { businessStructuredData, pageMeta } from "~/lib/seo.ts";
import { contactUs } from "virtual:content";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(pageOfMatches(matches)), businessStructuredData()];
}

// The only page that loads JavaScript: the form and today's hours need it (docs/product.md §1). The
// contact island renders them again, in the browser, into their prerendered elements. The page
// shows the hours table: the footer leaves out its own.
export const handle: RouteHandle = { island: "contact", showsInPage: ["hours"] };

export default function ContactUs() {
  return (
    <>
      <PageIntro heading={contactUs.heading} lead={contactUs.lead}>
        <QuestionsLink className="mt-2" />
      </PageIntro>
      <Container className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="form-heading">
          <Card>
            <SectionHeading id="form-heading">{contactUs.formHeading}</SectionHeading>
            <div id={islandRoots.contactForm}>
              <ContactForm />
            </div>
          </Card>
        </section>
        <div className="space-y-10">
          <ContactDetails />
          <OfficeHours
            status={
              <div id={islandRoots.officeStatus}>
                <TodayStatus />
              </div>
            }
          />
        </div>
      </Container>
    </>
  );
}
