import type { Route } from "./+types/home.ts";

import { HomeContent } from "~/components/sections/home-content.tsx";
import { pageOfMatches } from "~/pages.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { businessStructuredData, pageMeta } from "~/lib/seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(pageOfMatches(matches)), businessStructuredData()];
}

// The banner states both claims: the footer leaves them out here.
export const handle: RouteHandle = { showsInPage: ["experience", "portal"] };

export default function Home() {
  return <HomeContent />;
}
