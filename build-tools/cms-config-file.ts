/**
 * /admin/config.yml: the CMS's configuration as Decap reads it from a file, for people and
 * tools to read (/admin/ itself starts from the same object, with `load_config_file: false`):
 * this build's deployment options (build-tools/env.ts) and the fields derived from the schema.
 */
import { stringify } from "yaml";

import { type CmsOptions, cmsConfig } from "../app/admin/cms-config.ts";
import { cmsFiles } from "../app/admin/cms-fields.server.ts";

/** config.yml's text for the CMS's deployment options. */
export function cmsConfigFile(options: CmsOptions): string {
  return stringify(cmsConfig(options, cmsFiles()));
}
