/** The four portal training videos, from content/videos.yaml; a chapter without an id shows "coming soon". */
import { videos } from "virtual:content";

export type TrainingVideo = (typeof videos.chapters)[number];

export const trainingVideos: readonly TrainingVideo[] = videos.chapters;
export const videoPlatform = videos.platform;
