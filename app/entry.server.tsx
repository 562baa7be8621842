/**
 * Renders each page at build time only (ssr: false + prerender). React's static `prerender`
 * waits for the whole tree, so every page is written as complete HTML; there is no runtime
 * server rendering, hence no @react-router/node.
 */
import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

import { SpaShellContext } from "~/lib/spa-shell.ts";

const RENDER_TIMEOUT_MS = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(
    <SpaShellContext value={routerContext.isSpaMode}>
      <ServerRouter context={routerContext} url={request.url} />
    </SpaShellContext>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status: responseStatusCode, headers: responseHeaders });
}
