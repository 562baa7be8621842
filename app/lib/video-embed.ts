/** How a training video is embedded (specification §2, PRODUCT.md §9): size and hosts. */
// Relative: the build's config loads this file, and Node resolves no `~/`.
import { originOf } from "../shared/third-parties.ts";

/** Intrinsic size of every embed, from the specification. */
export const VIDEO_SIZE = { width: 853, height: 480 } as const;

/**
 * Embed hosts: the privacy-enhanced host where the platform has one, declared with the other
 * third parties (app/shared/third-parties.ts).
 */
export const videoEmbedHosts = {
  youtube: originOf("youtube"),
  vimeo: originOf("vimeo"),
} as const;

export type VideoPlatform = keyof typeof videoEmbedHosts;

/** The embed URL of a video id on a platform. */
export function videoEmbedUrl(platform: VideoPlatform, id: string): string {
  return platform === "youtube"
    ? `${videoEmbedHosts.youtube}/embed/${encodeURIComponent(id)}`
    : `${videoEmbedHosts.vimeo}/video/${encodeURIComponent(id)}?dnt=1`;
}
