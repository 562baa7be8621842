/**
 * How the office meets its clients (site.yaml's `meeting`), stated once (docs/product.md §26): at
 * the office, where clients may come in during its hours; at the office, by appointment only; or
 * by phone and video, with no office to visit. The address block, the directions, the structured
 * data (lib/site-config.ts) and the questions' `{howWeMeet}` (figures.ts) derive from it, and a
 * build for the real domain refuses "at the office" without the street (made-up.ts). Each way's
 * words: `label` in the CMS, `sentence` for visitors. Plain data: the CMS bundle takes it.
 */
export const meetingWays = {
  office: {
    label: "At the office, walk-ins welcome",
    sentence: "You are welcome at the office during office hours, no appointment needed.",
  },
  appointment: {
    label: "At the office, by appointment only",
    sentence: "We meet at the office by appointment only: call or write to agree on a time.",
  },
  remote: {
    label: "By phone and video only",
    sentence: "We meet by phone and video call; there is no office to visit.",
  },
} as const;

export type MeetingWay = keyof typeof meetingWays;

export const meetingWayIds = Object.keys(meetingWays) as [MeetingWay, ...MeetingWay[]];

/** Whether clients come to the office: its street, directions and the form's "at the office". */
export const meetsAtOffice = (way: MeetingWay): boolean => way !== "remote";
