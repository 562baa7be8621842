import type { Route } from "./+types/questions.ts";

import { PageIntro } from "~/components/sections/page-intro.tsx";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { PhoneIcon } from "~/components/ui/icons.tsx";
import { pageOfMatches } from "~/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import { faqPage } from "~/lib/structured-data.ts";
import { config } from "virtual:config";
import { questions } from "virtual:content";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(pageOfMatches(matches)), { "script:ld+json": faqPage(questions.questions) }];
}

/** The questions visitors ask before they call, each with the owner's answer (docs/product.md §26). */
export default function Questions() {
  return (
    <>
      <PageIntro heading={questions.heading} lead={questions.lead} />
      <Container className="mt-12">
        <div className="max-w-3xl space-y-10">
          {questions.questions.map(({ question, answer }) => (
            <div key={question}>
              <h2 className="text-xl font-semibold text-slate-900">{question}</h2>
              <p className="mt-2 text-lg leading-8 text-slate-700">{answer}</p>
            </div>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/ContactUs">{questions.action}</ButtonLink>
          <a href={config.phoneHref} className={buttonClasses("secondary")}>
            <PhoneIcon className="size-5" />
            {config.phone}
          </a>
        </div>
      </Container>
    </>
  );
}
