import type { Route } from "./+types/contact-us.ts";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { ContactDetails } from "~/components/sections/contact-details.tsx";
import { OfficeHours } from "~/components/sections/office-hours.tsx";
import { PageIntro } from "~/components/sections/page-intro.tsx";
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

// The only page that loads JavaScript: the form and today's hours need it (PRODUCT.md §1). The
// contact island renders them again, in the browser, into their prerendered elements. The page
// shows the hours table: the footer leaves out its own.
export const handle: RouteHandle = { island: "contact", showsInPage: ["hours"] };

const quickLinkClass =
  "inline-flex min-h-11 items-center gap-2 font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900";

export default function ContactUs() {
  return (
    <>
      <PageIntro heading={contactUs.heading} lead={contactUs.lead} />
      {/* PRODUCT.md §25: open or not, and on a phone the phone and email, before the form. */}
      <Container className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2">
        <div id={islandRoots.officeStatus}>
          <TodayStatus />
        </div>
        <p className="flex flex-wrap gap-x-6 lg:hidden">
          <a href={config.phoneHref} className={quickLinkClass}>
            <PhoneIcon className="size-5 shrink-0" />
            {config.phone}
          </a>
          <a href={`mailto:${config.email}`} className={quickLinkClass}>
            <MailIcon className="size-5 shrink-0" />
            {config.email}
          </a>
        </p>
      </Container>
      <Container className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]">
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
          <OfficeHours />
        </div>
      </Container>
    </>
  );
}
