/**
 * site-texts.yaml, "Texts on every page": the short claims the home page banner and the footer
 * share (the footer leaves out a claim the page states itself), and the footer's sentence and
 * copyright note. A page's own texts are in its file
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
    hint: "The sentence in the footer. The claims above follow it, on the pages that do not state them already.",
    widget: "text",
  }),
  copyrightNote: text({
    label: "Copyright note",
    hint: "After the year and the business name.",
  }),
});
