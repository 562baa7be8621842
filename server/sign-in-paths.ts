/**
 * The owner's sign-in paths (docs/decisions/0012), declared once: the handlers are mounted on
 * them (server/github-oauth-routes.ts, functions/api/), the CMS starts there (app/admin/main.tsx)
 * and the build writes Cloudflare's `_routes.json` from them (build-tools/host-files.ts).
 */
export const SIGN_IN_PATHS = { start: "/api/auth", callback: "/api/callback" } as const;
