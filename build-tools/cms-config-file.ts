/**
 * /admin/config.yml: the CMS's configuration as Decap reads it from a file, for people and
 * tools to read (/admin/ itself starts from the same object, with `load_config_file: false`):
 * the deployment settings of this build's environment and the fields derived from the schema.
 */
import { stringify } from "yaml";

import { cmsConfig, cmsOptionsFrom } from "../app/admin/cms-config";
import { cmsFiles } from "../app/admin/cms-fields";

/** config.yml's text for a build environment (the VITE_CMS_* variables). */
export function cmsConfigFile(env: Readonly<Record<string, string | undefined>>): string {
  return stringify(cmsConfig(cmsOptionsFrom(env), cmsFiles()));
}
