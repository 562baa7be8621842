import type { Route } from "./+types/not-found.ts";

import { HomeContent } from "~/components/sections/home-content.tsx";
import { Container } from "~/components/ui/container.tsx";
import { PageLink } from "~/components/ui/page-link.tsx";
import { messages } from "~/interface-strings.ts";
import { pageAt } from "~/pages.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { pageMeta } from "~/lib/seo.ts";

// docs/product.md §2: unknown paths show the home content with a polite notice, noindex, and a
// link to the canonical "/". Served as 404.html with status 404.
export function meta(): Route.MetaDescriptors {
  return pageMeta(pageAt("/"), { title: messages.notFound.title, isNotFound: true });
}

// The home content's banner states both claims: the footer leaves them out here.
export const handle: RouteHandle = { showsInPage: ["experience", "portal"] };

export default function NotFound() {
  return (
    <>
      <div role="status" className="border-b border-amber-200 bg-amber-50">
        <Container className="py-6">
          <h1 className="text-xl font-semibold text-slate-900">{messages.notFound.heading}</h1>
          <p className="mt-1 text-slate-800">
            {messages.notFound.body}{" "}
            <PageLink to="/" className="font-semibold text-accent-800 underline underline-offset-4">
              {messages.notFound.homeLink}
            </PageLink>
          </p>
        </Container>
      </div>
      <HomeContent isHeroPageHeading={false} />
    </>
  );
}
