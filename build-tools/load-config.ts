/**
 * The content and the site configuration for the build steps, made the way
 * build-tools/content-plugin.ts makes them for the bundles (the same loader, the same
 * environment module), so the steps and the pages always agree.
 */
import { loadContent } from "~/content/load.server.ts";
import { siteConfigOf } from "~/lib/site-config.ts";

import { readDeployment } from "./env.ts";

export const content = loadContent();
export const deployment = readDeployment();
export const config = siteConfigOf(content.site, deployment);
