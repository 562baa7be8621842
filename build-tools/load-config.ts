/**
 * The site configuration for build scripts, read the way Vite reads it for the bundle (the
 * data files through the same loader; `.env` files, then the environment), so scripts and
 * browser code always agree.
 */
import { loadEnv } from "vite";

import { loadContent } from "~/content/load";
import { readConfig } from "~/lib/read-config";

export const content = loadContent();
export const config = readConfig(loadEnv("production", process.cwd(), "VITE_"), content);
