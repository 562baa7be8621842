import { HomeContent } from "~/components/sections/home-content";
import { pageAt } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pageAt("/"));

export default function Home() {
  return <HomeContent />;
}
