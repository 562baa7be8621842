import { HomeContent } from "~/components/sections/home-content";
import { pageAt } from "~/content/pages";
import { businessStructuredData, pageMeta } from "~/lib/seo";

export const meta = () => [...pageMeta(pageAt("/")), businessStructuredData()];

export default function Home() {
  return <HomeContent />;
}
