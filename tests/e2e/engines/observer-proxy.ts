/**
 * What the engines' tests see of a page besides its DOM (docs/decisions/0013). WebKit's
 * WebDriver gives no console and no way to run a script before the page's own, so every
 * engine loads the site through this proxy in front of `npm start`, which:
 *
 * - adds `report-uri` to each response's Content-Security-Policy and collects the reports
 *   (a violation sink; the shipped policy has none: docs/product.md's site sends nothing anywhere);
 * - adds one same-origin script to the head of each HTML page that reports page errors,
 *   unhandled rejections and `console.error` calls here, and starts the page's clock (which the
 *   office status and the form's times read) at the fixture's today or a test's moment, running
 *   from there, as ../fixtures.ts does with Playwright's `page.clock`;
 * - can make the email stand-in unreachable, so a send fails with a network error.
 *
 * Nothing else changes: the policy keeps every directive and hash, other bytes pass through.
 * One proxy per worker: its tests run one at a time, so its switches are per test.
 */
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";

import { FIXTURE_NOW } from "../../fixtures/content-dir.ts";
import { SEND_PATH } from "../contact.ts";

const HARNESS = "/__e2e";
const REPORT_PATH = `${HARNESS}/csp-report`;
const EVENT_PATH = `${HARNESS}/event`;
const OBSERVER_PATH = `${HARNESS}/observer.js`;

/** Runs in the page, first thing; reports with beacons, which survive a navigation. */
function observer(eventPath: string, startsAt: number) {
  const report = (text: string) => navigator.sendBeacon(eventPath, text);
  addEventListener("error", (event) => report(`pageerror: ${event.message}`));
  addEventListener("unhandledrejection", (event) =>
    report(`pageerror: unhandled rejection: ${String(event.reason)}`),
  );
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    report(`console.error: ${args.map(String).join(" ")}`);
    consoleError.apply(console, args);
  };
  // The page's clock, `Date.now()` and `new Date()` alike, runs from `startsAt`.
  const RealDate = Date;
  const offset = startsAt - RealDate.now();
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      // @ts-expect-error -- Date's own arguments, passed on as given
      super(...(args.length > 0 ? args : [RealDate.now() + offset]));
    }
    static now = () => RealDate.now() + offset;
  } as DateConstructor;
}

export interface ObserverProxy {
  /** The origin the engines load the site from. */
  origin: string;
  /** What the pages reported since the last `reset()`: CSP violations and page errors. */
  events: string[];
  /** Starts the clock at this instant in every page loaded from now on. */
  startClockAt(instant: Date): void;
  /** Sends to the stand-in fail from now on (the connection is dropped), or work again. */
  dropSends(drop: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

async function bodyOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Headers that belong to one connection, never forwarded. */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  delete copy.connection;
  delete copy["keep-alive"];
  return copy;
}

/** Starts a proxy on a free loopback port in front of `upstream` (the `npm start` origin). */
export async function startObserverProxy(upstream: string): Promise<ObserverProxy> {
  const target = new URL(upstream);
  const events: string[] = [];
  const fixtureNow = Date.parse(FIXTURE_NOW);
  let startsAt = fixtureNow;
  let isDroppingSends = false;

  const server = createServer(async (req, res) => {
    const path = req.url ?? "/";
    if (path === REPORT_PATH || path === EVENT_PATH) {
      const body = await bodyOf(req);
      if (path === EVENT_PATH) events.push(body);
      else {
        const report = (JSON.parse(body) as { "csp-report": Record<string, string> })["csp-report"];
        events.push(
          `csp: ${report["effective-directive"] ?? report["violated-directive"]} blocked ${report["blocked-uri"]} on ${report["document-uri"]}`,
        );
      }
      res.writeHead(204).end();
      return;
    }
    if (path === OBSERVER_PATH) {
      res.writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "no-store",
      });
      res.end(`(${observer.toString()})(${JSON.stringify(EVENT_PATH)}, ${startsAt});`);
      return;
    }
    if (isDroppingSends && path === SEND_PATH) {
      req.socket.destroy();
      return;
    }

    // A document is fetched uncompressed, so the observer's tag can be put in as text.
    const isDocument = req.headers["sec-fetch-dest"] === "document";
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path,
        headers: {
          ...endToEnd(req.headers),
          ...(isDocument && { "accept-encoding": "identity" }),
        },
      },
      async (upstreamResponse) => {
        const headers = endToEnd(upstreamResponse.headers);
        const policy = headers["content-security-policy"];
        if (policy) headers["content-security-policy"] = `${policy}; report-uri ${REPORT_PATH}`;
        const isHtml = headers["content-type"]?.startsWith("text/html") ?? false;
        if (!isDocument || !isHtml) {
          res.writeHead(upstreamResponse.statusCode ?? 502, headers);
          upstreamResponse.pipe(res);
          return;
        }
        const html = (await bodyOf(upstreamResponse)).replace(
          "</head>",
          `<script src="${OBSERVER_PATH}"></script></head>`,
        );
        delete headers["transfer-encoding"];
        headers["content-length"] = String(Buffer.byteLength(html));
        res.writeHead(upstreamResponse.statusCode ?? 502, headers);
        res.end(html);
      },
    );
    upstreamRequest.on("error", () => res.destroy());
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    events,
    startClockAt: (instant) => {
      startsAt = instant.getTime();
    },
    dropSends: (drop) => {
      isDroppingSends = drop;
    },
    reset: () => {
      events.length = 0;
      startsAt = fixtureNow;
      isDroppingSends = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
