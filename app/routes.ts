import { type RouteConfig, route } from "@react-router/dev/routes";

import { pages, routeOf } from "./pages.ts";

// The URLs come from app/pages.ts, in the specification's exact casing; each route's id is
// its page's name (`aboutUs`), so the text-only pages can share one route module. Unknown paths
// fall through to the catch-all, which shows the home content with a not-found notice.
export default [
  ...pages.map((page) => route(page.path, routeOf(page), { id: page.name, caseSensitive: true })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
