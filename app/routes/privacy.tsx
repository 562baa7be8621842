import type { Route } from "./+types/privacy.ts";

import { PageIntro } from "~/components/sections/page-intro.tsx";
import { Container } from "~/components/ui/container.tsx";
import { formatIsoDate } from "~/content/calendar-day.ts";
import { pageOfMatches } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import { copy, privacy } from "virtual:content";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(pageOfMatches(matches));
}

/** The privacy notice (PRODUCT.md §14): the owner's Markdown, content/privacy.md. */
export default function Privacy() {
  return (
    <>
      <PageIntro
        heading={copy.privacy.heading}
        lead={`${copy.privacy.lastChanged}: ${formatIsoDate(privacy.lastChanged)}`}
      />
      <Container className="mt-12">
        {/* content/privacy.md, the owner's Markdown, rendered at build time (trusted: it is
            only ever changed by a commit to this repository). */}
        <div
          className="max-w-prose text-lg leading-8 text-slate-700 [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-2 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: privacy.html }}
        />
      </Container>
    </>
  );
}
