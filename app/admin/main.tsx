/**
 * /admin/: Decap CMS from npm, built by our own build (vite.admin.config.ts), never from a CDN.
 * It edits the data files in app/content/ through the git host (GitHub in production, decap-server
 * locally with `npm run cms`). Its styles and preview use the site's own CSS.
 */
import CMS from "decap-cms-app";

import siteCss from "~/app.css?inline";

import { cmsConfig, cmsOptionsFrom } from "./cms-config";
import { HomePreview, HoursPreview, TestimonialsPreview } from "./previews";

CMS.registerPreviewStyle(siteCss, { raw: true });
CMS.registerPreviewTemplate("pages", HomePreview);
CMS.registerPreviewTemplate("testimonials", TestimonialsPreview);
CMS.registerPreviewTemplate("hours", HoursPreview);

CMS.init({
  config: {
    ...cmsConfig(cmsOptionsFrom(import.meta.env)),
    load_config_file: false,
  } as never,
});
