import type { Config } from "@react-router/dev/config";

import { NOT_FOUND_PRERENDER_PATH, pages } from "./app/pages.ts";
import { BUILD_DIR } from "./hosting/build-layout.ts";

// docs/product.md §1: every route is prerendered to static HTML; there is no server rendering.
// The not-found page is prerendered once and moved to 404.html by build-tools/postbuild.ts.
export default {
  ssr: false,
  buildDirectory: BUILD_DIR,
  prerender: [...pages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
