/** GET /api/auth on Cloudflare Pages: the sign-in's start (server/github-oauth.ts). */
import { type GitHubOAuthEnv, start } from "../../server/github-oauth.ts";

/** Cloudflare's edge sets CF-Connecting-IP to the client's address (wrangler, to the socket's). */
export const onRequest = ({ request, env }: { request: Request; env: GitHubOAuthEnv }) =>
  start(request, env, { clientAddress: request.headers.get("CF-Connecting-IP") ?? undefined });
