/**
 * Whether a request came straight from this machine (docs/product.md §17): its client is a loopback
 * address and no reverse proxy passed it on. Behind a proxy on the same machine (nginx in front
 * of `npm start`), every visitor's request arrives from loopback, so the address alone says
 * nothing: the headers a proxy adds rule it out. Web-standard, for `npm start` and Cloudflare's
 * Functions alike.
 */
import { isLoopbackHost } from "../app/shared/paths.ts";

/** Headers a reverse proxy adds: a request that carries one passed through one. */
const FORWARDED_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
] as const;

/** A request from this machine itself, not through a proxy. */
export function isDirectFromThisMachine(
  clientAddress: string | undefined,
  hasHeader: (name: string) => boolean,
): boolean {
  return isLoopbackHost(clientAddress) && FORWARDED_HEADERS.every((name) => !hasHeader(name));
}
