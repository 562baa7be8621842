import { PageIntro } from "~/components/sections/page-intro.tsx";
import { VideoEmbed } from "~/components/sections/video-embed.tsx";
import { buttonClasses } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { config } from "virtual:config";
import { messages } from "~/interface-strings.ts";
import { videos } from "virtual:content";

export default function Videos() {
  return (
    <>
      <PageIntro heading={videos.heading} lead={videos.lead}>
        <ExternalLink
          newTabNotice={messages.newTab}
          href={config.portalUrl}
          className={`${buttonClasses()} mt-6`}
        >
          {videos.portalAction}
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
