import type { Route } from "./+types/contact-us.ts";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { ContactDetails } from "~/components/sections/contact-details.tsx";
import { OfficeHours } from "~/components/sections/office-hours.tsx";
import { PageIntro } from "~/components/sections/page-intro.tsx";
import { QuestionsLink } from "~/components/sections/questions-link.tsx";
import { TodayStatus } from "~/components/sections/today-status.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { MailIcon, PhoneIcon } from "~/components/ui/icons.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { config } from "virtual:config";
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

const quickLinkClass =
  "inline-flex min-h-11 items-center gap-2 font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900";

export default function ContactUs() {
  return (
    <>
      <PageIntro heading={contactUs.heading} lead={contactUs.lead}>
        <QuestionsLink className="mt-2" />
      </PageIntro>
      <Container className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="form-heading">
          <Card>
            {/* docs/product.md §25: whether the office is open, and on a phone its phone and
                email, before the form. On a phone the status comes last, just above the notes, so
                it is in view just above the first field; on a wide screen it
                is beside the heading, so the form does not move down. */}
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
              <SectionHeading id="form-heading">{contactUs.formHeading}</SectionHeading>
              <div id={islandRoots.officeStatus} className="max-lg:order-last">
                <TodayStatus />
              </div>
              <p className="flex w-full flex-wrap gap-x-6 lg:hidden">
                <a href={config.phoneHref} className={quickLinkClass}>
                  <PhoneIcon className="size-5 shrink-0" />
                  {config.phone}
                </a>
                <a href={`mailto:${config.email}`} className={quickLinkClass}>
                  <MailIcon className="size-5 shrink-0" />
                  {config.email}
                </a>
              </p>
            </div>
            <div id={islandRoots.contactForm}>
              <ContactForm />
            </div>
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
