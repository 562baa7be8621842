import { PageIntro } from "~/components/sections/page-intro.tsx";
import { PreparerCredentials, PreparerPortrait } from "~/components/sections/preparer.tsx";
import { ButtonLink } from "~/components/ui/button-link.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { MarkdownProse } from "~/components/ui/markdown-prose.tsx";
import { CheckIcon } from "~/components/ui/icons.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { config } from "virtual:config";
import { preparerOf } from "~/lib/preparer-profile.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { aboutUs } from "virtual:content";

// The biography states both claims ({years}, {bits}): the footer leaves them out here.
export const handle: RouteHandle = { showsInPage: ["experience", "portal"] };

export default function AboutUs() {
  const preparer = preparerOf(config);
  const name = preparer?.name ?? config.ownerName;
  return (
    <>
      <PageIntro heading={aboutUs.heading} />
      <Container className="mt-12 grid gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="owner-heading">
          <div className="flex items-center gap-4 sm:gap-6">
            {/* Near the top of the page: never lazy, it may be the largest thing on screen. */}
            <PreparerPortrait
              name={name}
              photo={preparer?.photo}
              isLazy={false}
              className="h-auto w-28 sm:w-40"
            />
            <div>
              <SectionHeading id="owner-heading">{name}</SectionHeading>
              <p className="text-slate-600">{aboutUs.role}</p>
            </div>
          </div>
          {preparer && <PreparerCredentials preparer={preparer} className="mt-8" />}
          <MarkdownProse html={aboutUs.html} />
          <ButtonLink to="/ContactUs" className="mt-8">
            {aboutUs.action}
          </ButtonLink>
        </section>
        <aside aria-labelledby="values-heading">
          <Card className="bg-accent-50">
            <h2 id="values-heading" className="text-lg font-semibold text-slate-900">
              {aboutUs.valuesHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {aboutUs.values.map((value) => (
                <li key={value} className="flex gap-3 leading-7 text-slate-800">
                  <CheckIcon className="mt-1 size-5 shrink-0 text-accent-700" />
                  {value}
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </Container>
    </>
  );
}
