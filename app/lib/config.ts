/**
 * The configuration of this build: the owner's data (validated at build time) and the
 * deployment settings Vite inlines from `import.meta.env`.
 */
import { hours, site, videos } from "virtual:content";

import { readConfig, type SiteConfig } from "~/lib/read-config";

export type { MonthDay, SiteConfig, VideoPlatform } from "~/lib/read-config";

export const config: SiteConfig = readConfig(import.meta.env, { site, hours, videos });
