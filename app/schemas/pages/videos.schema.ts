/** pages/videos.yaml: the Videos page: its texts, the video platform and the four chapters. */
import { z } from "zod";

import { field, formatted, items, text } from "../fields.ts";
import { VIDEO_ID_PATTERN } from "../../rules/patterns.ts";
import { headingAndLead, pageSchema } from "./page.schema.ts";

export const videos = pageSchema({
  ...headingAndLead("page"),
  portalAction: text({ label: "Portal button", hint: "The button to the client portal." }),
  comingSoon: text({ label: "Coming soon label", hint: "On a chapter without a video id." }),
  comingSoonText: text({
    label: "Coming soon text",
    hint: "Under that label.",
    widget: "text",
  }),
  platform: field(z.enum(["youtube", "vimeo"], { error: 'must be "youtube" or "vimeo"' }), {
    label: "Video platform",
    hint: "Where the four videos are hosted.",
  }),
  noVideosYet: field(z.boolean().optional(), {
    label: "No videos yet",
    hint: 'On while you have no training videos: each chapter shows "Coming soon", and going live does not wait for their ids.',
  }),
  chapters: items(
    {
      id: formatted(VIDEO_ID_PATTERN, "a video id (letters, digits, - and _) or empty", {
        label: "Video id",
        hint: 'The id from the video\'s address. Empty shows "coming soon": the site goes live at your own address once every chapter has one, or with "No videos yet" on.',
      }),
      title: text({ label: "Title", hint: "Such as Link Training Chapter 1." }),
      summary: text({ label: "Summary", hint: "What the video covers.", widget: "text" }),
    },
    {
      label: "Chapters",
      hint: 'The four training videos, in order. A chapter without an id shows "coming soon".',
    },
    { length: 4, error: "must list the four chapters" },
  ),
});

export type VideosPage = z.output<typeof videos>;
export type TrainingVideo = VideosPage["chapters"][number];
