import type { Route } from "./+types/privacy.ts";

import { PageIntro } from "~/components/sections/page-intro.tsx";
import { Container } from "~/components/ui/container.tsx";
import { MarkdownProse } from "~/components/ui/markdown-prose.tsx";
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
        <MarkdownProse html={privacy.html} />
      </Container>
    </>
  );
}
