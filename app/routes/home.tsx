import type { Route } from "./+types/home.ts";

import { HomeContent } from "~/components/sections/home-content.tsx";
import { pageOfMatches } from "~/content/pages.ts";
import { businessStructuredData, pageMeta } from "~/lib/seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(pageOfMatches(matches)), businessStructuredData()];
}

export default function Home() {
  return <HomeContent />;
}
