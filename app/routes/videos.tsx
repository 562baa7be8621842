import { PageIntro } from "~/components/sections/page-intro";
import { VideoEmbed } from "~/components/sections/video-embed";
import { buttonClasses } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { pageAt } from "~/content/pages";
import { config } from "virtual:config";
import { pageMeta } from "~/lib/seo";
import { messages } from "~/content/messages";
import { copy, videos } from "virtual:content";

export const meta = () => pageMeta(pageAt("/Videos"));

export default function Videos() {
  return (
    <>
      <PageIntro heading={copy.videos.heading} lead={copy.videos.lead}>
        <ExternalLink
          newTabNotice={messages.newTab}
          href={config.portalUrl}
          className={`${buttonClasses()} mt-6`}
        >
          {copy.videos.portalAction}
        </ExternalLink>
      </PageIntro>
      <Container className="mt-12">
        <ul className="grid gap-8 lg:grid-cols-2">
          {videos.chapters.map((video) => (
            <li key={video.title}>
              <VideoEmbed video={video} platform={videos.platform} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
