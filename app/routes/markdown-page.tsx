import type { MetaArgs } from "react-router";
import { useMatches } from "react-router";

import { PageIntro } from "~/components/sections/page-intro.tsx";
import { Container } from "~/components/ui/container.tsx";
import { MarkdownProse } from "~/components/ui/markdown-prose.tsx";
import { formatIsoDate } from "~/rules/calendar-day.ts";
import { messages } from "~/interface-strings.ts";
import { type PageName, pageNameOf, pageOfMatches } from "~/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import * as content from "virtual:content";

/** What a text-only page's file gives (schemas/pages/page.schema.ts › markdownPage). */
interface MarkdownPageContent {
  heading: string;
  lead?: string;
  lastChanged?: string;
  html: string;
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(pageOfMatches(matches));
}

/**
 * Every text-only page (the privacy notice, and any page the list gives a Markdown file and no
 * route of its own, app/pages.ts): its heading, the sentences under it or the day it last
 * changed, and its text. Which page it is comes from its route's id (routes.ts).
 */
export default function MarkdownPage() {
  const page = pageOfMatches(useMatches());
  const { heading, lead, lastChanged, html } = content[
    pageNameOf(page) as PageName
  ] as unknown as MarkdownPageContent;
  const changed = lastChanged && `${messages.lastChanged}: ${formatIsoDate(lastChanged)}`;
  return (
    <>
      <PageIntro heading={heading} lead={lead || changed || undefined}>
        {lead && changed && <p className="mt-2 text-slate-600">{changed}</p>}
      </PageIntro>
      <Container className="mt-12">
        <MarkdownProse html={html} />
      </Container>
    </>
  );
}
