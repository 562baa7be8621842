/** GET /api/callback on Cloudflare Pages: GitHub's answer (server/github-oauth.ts). */
import { callback, type GitHubOAuthEnv } from "../../server/github-oauth.ts";

/** Cloudflare's edge sets CF-Connecting-IP to the client's address (wrangler, to the socket's). */
export const onRequest = ({ request, env }: { request: Request; env: GitHubOAuthEnv }) =>
  callback(request, env, { clientAddress: request.headers.get("CF-Connecting-IP") ?? undefined });
