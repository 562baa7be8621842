/**
 * The training videos' player (specification §2, docs/product.md §9), declared once: where it is
 * embedded from (the privacy-enhanced host where the platform has one, a third party of
 * third-parties.ts), its address and size, and the features its iframe asks for (its `allow`
 * attribute), which the Permissions-Policy delegates to the video host and to nobody else
 * (hosting/http-policy.ts). A feature listed here is asked for and allowed; one dropped is
 * neither. Plain values: every side may import it.
 */
import { originOf } from "./third-parties.ts";

/** Intrinsic size of every embed, from the specification. */
export const VIDEO_SIZE = { width: 853, height: 480 } as const;

/** What the video players need: protected streams, picture in picture, full screen. */
export const VIDEO_EMBED_FEATURES = [
  "encrypted-media",
  "picture-in-picture",
  "fullscreen",
] as const;

/** The iframe's `allow` attribute: each feature for the frame's own origin (the video host). */
export const VIDEO_EMBED_ALLOW = VIDEO_EMBED_FEATURES.join("; ");

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
