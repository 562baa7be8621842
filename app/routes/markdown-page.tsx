import { useMatches } from "react-router";

import { PageIntro } from "~/components/sections/page-intro.tsx";
import { Container } from "~/components/ui/container.tsx";
import { MarkdownProse } from "~/components/ui/markdown-prose.tsx";
import { formatIsoDate } from "~/rules/calendar-day.ts";
import { messages } from "~/interface-strings.ts";
import { pageOfMatches, type TextPageName } from "~/pages.ts";
import * as content from "virtual:content";

/**
 * Every text-only page (the privacy notice, and any page the list gives a Markdown file and no
 * route of its own, app/pages.ts): its heading, the sentences under it or the day it last
 * changed, and its text. Which page it is comes from its route's id (routes.ts).
 */
export default function MarkdownPage() {
  // This route shows the text-only pages only (routes.ts): a page of its own has its route.
  const name = pageOfMatches(useMatches()).name as TextPageName;
  const page: { heading: string; lead?: string; lastChanged?: string; html: string } =
    content[name];
  const { heading, lead, lastChanged, html } = page;
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
