/**
 * site-texts.yaml, "Texts on every page": the short claims the banner, About Us and the footer
 * share, and the footer's sentence and copyright note. A page's own texts are in its file
 * (content/pages/).
 */
import { z } from "zod";

import { text } from "./fields.ts";

export const siteTexts = z.object({
  experience: text({
    label: "Experience",
    hint: "Such as {years} years of experience.",
    figures: true,
  }),
  portal: text({
    label: "Portal",
    hint: "Such as {bits}-bit encrypted client portal.",
    figures: true,
  }),
  footer: text({
    label: "Footer text",
    hint: "The sentence in the footer.",
    widget: "text",
  }),
  copyrightNote: text({
    label: "Copyright note",
    hint: "After the year and the business name.",
  }),
});

export type SiteTexts = z.output<typeof siteTexts>;
