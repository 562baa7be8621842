/**
 * The site configuration for build scripts, read the way Vite reads it for the bundle
 * (`.env` files, then the environment), so scripts and browser code always agree.
 */
import { loadEnv } from "vite";

import { readConfig } from "~/lib/read-config";

export const config = readConfig(loadEnv("production", process.cwd(), "VITE_"));
