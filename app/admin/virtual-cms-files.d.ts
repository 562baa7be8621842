/** The CMS's entries, derived from the content schema at build time (app/admin/cms-fields.ts). */
declare module "virtual:cms-files" {
  import type { CmsFile } from "~/admin/cms-config";

  export const cmsFiles: CmsFile[];
}
