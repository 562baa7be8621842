import { Card } from "~/components/ui/card.tsx";
import { PlayIcon } from "~/components/ui/icons.tsx";
import { videos } from "virtual:content";
import type { TrainingVideo } from "~/schemas/data-files.ts";
import {
  VIDEO_EMBED_ALLOW,
  VIDEO_SIZE,
  videoEmbedUrl,
  type VideoPlatform,
} from "~/shared/video-player.ts";

interface VideoEmbedProps {
  /** A chapter of pages/videos.yaml; its id is empty when the owner has not set it yet. */
  video: TrainingVideo;
  platform: VideoPlatform;
}

/**
 * One training video at its intrinsic 853x480, shrinking with the same aspect ratio on
 * phones, loaded lazily from the privacy-enhanced host; a "coming soon" card without an id.
 */
export function VideoEmbed({ video, platform }: VideoEmbedProps) {
  const { id } = video;
  return (
    <Card flush className="overflow-hidden">
      <div className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-900">{video.title}</h2>
        <p className="mt-1 leading-7 text-slate-700">{video.summary}</p>
      </div>
      <div className="aspect-[853/480] w-full bg-slate-100">
        {id ? (
          <iframe
            src={videoEmbedUrl(platform, id)}
            title={video.title}
            width={VIDEO_SIZE.width}
            height={VIDEO_SIZE.height}
            loading="lazy"
            allow={VIDEO_EMBED_ALLOW}
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center">
            <PlayIcon className="size-10 text-accent-700" />
            <p className="font-semibold text-slate-900">{videos.comingSoon}</p>
            <p className="max-w-sm text-sm text-slate-700">{videos.comingSoonText}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
