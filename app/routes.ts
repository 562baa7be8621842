import { type RouteConfig, route } from "@react-router/dev/routes";

import { pages } from "./content/pages.ts";

// The URLs come from content/pages.ts, in the specification's exact casing. Unknown paths fall
// through to the catch-all, which shows the home content with a not-found notice.
export default [
  ...pages.map((page) => route(page.path, page.file, { caseSensitive: true })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
