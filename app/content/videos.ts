/**
 * The four portal training videos (specification §2, PRODUCT.md §9). The platform and ids
 * are configuration (VITE_VIDEO_PLATFORM, VITE_VIDEO_IDS); a missing id shows "coming soon".
 */
export interface TrainingVideo {
  title: string;
  summary: string;
}

/** Intrinsic size of every embed, from the specification. */
export const VIDEO_SIZE = { width: 853, height: 480 } as const;

export const trainingVideos: readonly TrainingVideo[] = [
  {
    title: "Link Training Chapter 1",
    summary: "Logging in: creating your account, signing in securely and resetting your password.",
  },
  {
    title: "Link Training Chapter 2",
    summary: "The To Do page: seeing what we need from you and checking items off as you go.",
  },
  {
    title: "Link Training Chapter 3",
    summary: "Document management: uploading, organising and downloading your tax documents.",
  },
  {
    title: "Link Training Chapter 4",
    summary:
      "Completing preparation and retrieving returns: approving and signing your return, then downloading your finished copies.",
  },
];

/** Embed hosts: the privacy-enhanced host where the platform has one. */
export const videoEmbedHosts = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
} as const;

/** The embed URL of a video id on a platform. */
export function videoEmbedUrl(platform: keyof typeof videoEmbedHosts, id: string): string {
  return platform === "youtube"
    ? `${videoEmbedHosts.youtube}/embed/${encodeURIComponent(id)}`
    : `${videoEmbedHosts.vimeo}/video/${encodeURIComponent(id)}?dnt=1`;
}
