import { HomeContent } from "~/components/sections/home-content.tsx";
import { pageAt } from "~/content/pages.ts";
import { businessStructuredData, pageMeta } from "~/lib/seo.ts";

export const meta = () => [...pageMeta(pageAt("/")), businessStructuredData()];

export default function Home() {
  return <HomeContent />;
}
