/** The configuration of this build: Vite inlines `import.meta.env` at build time. */
import { readConfig, type SiteConfig } from "~/lib/read-config";

export type { MonthDay, SiteConfig, VideoPlatform } from "~/lib/read-config";

export const config: SiteConfig = readConfig(import.meta.env);
