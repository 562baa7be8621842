/**
 * Hostile and broken requests against a listening server, over raw sockets (fastify.inject
 * skips Node's HTTP parser, which is what answers most of these). Each must get a 4xx or a
 * closed connection: never a 5xx, a crash or a hang, and normal requests still work after.
 * Timeouts are shortened here; production values are in server/app.ts.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer } from "../../server/app.ts";
import { ASSET_JS_PATH, type BuildFixture, makeBuildFixture } from "./build-fixture.ts";

let fixture: BuildFixture;
let app: FastifyInstance;
let port: number;

const HEADERS_TIMEOUT = 1_000;

beforeAll(async () => {
  fixture = await makeBuildFixture();
  app = await createServer({
    ...fixture.serverOptions,
    timeouts: {
      headersTimeout: HEADERS_TIMEOUT,
      requestTimeout: 2_000,
      connectionTimeout: 3_000,
      keepAliveTimeout: 1_000,
      connectionsCheckingInterval: 200,
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await fixture.remove();
});

interface RawResult {
  /** The status code, or null when the server closed without answering. */
  status: number | null;
  response: string;
  elapsedMs: number;
}

/** Writes raw bytes (in chunks, `delayMs` apart), reads until the server closes. */
function rawRequest(chunks: (string | Buffer)[], delayMs = 0, limitMs = 8_000): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    const hang = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close within ${limitMs} ms`));
    }, limitMs);
    let timer: NodeJS.Timeout | undefined;
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", () => undefined); // a reset is a closed connection too
    socket.on("close", () => {
      clearTimeout(hang);
      clearTimeout(timer);
      const response = Buffer.concat(received).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1];
      resolve({
        status: status ? Number(status) : null,
        response,
        elapsedMs: Date.now() - started,
      });
    });
    const queue = [...chunks];
    const writeNext = () => {
      const chunk = queue.shift();
      if (chunk === undefined || socket.destroyed) return;
      socket.write(chunk, () => {
        timer = setTimeout(writeNext, delayMs);
      });
    };
    socket.on("connect", writeNext);
  });
}

function get(target: string, extraHeaders = ""): Promise<RawResult> {
  return rawRequest([
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`,
  ]);
}

function expectRefused(result: RawResult): void {
  if (result.status !== null) {
    expect(result.status, result.response.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(result.status, result.response.slice(0, 200)).toBeLessThan(500);
  }
}

async function expectStillServing(): Promise<void> {
  const result = await get("/");
  expect(result.status).toBe(200);
}

describe("path traversal", () => {
  it.each([
    "/../../../../etc/passwd",
    "/assets/../../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/assets/..%2f..%2fpackage.json",
    "/assets/..%2F..%2F..%2Fserver%2Fapp.ts",
    "/..\\..\\etc\\passwd",
    "/index.html%00",
    "/%00",
    "/Planning%00.html",
    "/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "http://evil.example/../../etc/passwd",
  ])("%s gets a 4xx and no file outside the build", async (target) => {
    const result = await get(target);
    expectRefused(result);
    expect(result.status).not.toBeNull();
    expect(result.response).not.toMatch(/root:x:0:0|"name": "montgomery-tax-site"|createServer/);
  });
});

describe("malformed requests", () => {
  it.each(["/%", "/%zz", "/%E0%A4%A", "/planning%", "/assets/%ff%fe"])(
    "malformed percent-encoding %s gets a 4xx",
    async (target) => {
      const result = await get(target);
      expectRefused(result);
      expect(result.status).not.toBeNull();
    },
  );

  it("a 16 KB URL gets 414/431 or a closed connection", async () => {
    const result = await get(`/${"a".repeat(16 * 1024)}`);
    expectRefused(result);
  });

  it("oversized headers get 431 or a closed connection", async () => {
    const headers = Array.from(
      { length: 24 },
      (_, index) => `X-Big-${index}: ${"b".repeat(1024)}\r\n`,
    );
    const result = await get("/", headers.join(""));
    expectRefused(result);
  });

  it.each(["FOO", "PROPFIND", "TRACE", "CONNECT", "BREW"])(
    "unknown method %s gets a 4xx",
    async (method) => {
      const target = method === "CONNECT" ? "localhost:80" : "/";
      const result = await rawRequest([
        `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      ]);
      expectRefused(result);
    },
  );

  it("garbage instead of HTTP gets a 4xx", async () => {
    expectRefused(
      await rawRequest([Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x00, 0x0d, 0x0a, 0x0d, 0x0a])]),
    );
    expectRefused(await rawRequest(["GET / HTTP/9.9\r\n\r\n"]));
    expectRefused(
      await rawRequest(["GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n"]),
    );
  });

  it("a body where none is served gets 405 without being read", async () => {
    const result = await rawRequest([
      `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n{"a":`,
    ]);
    expect(result.status).toBe(405);
  });
});

describe("conditions and ranges", () => {
  it.each([
    "Range: bytes=999999-",
    "Range: bytes=0-0,2-2,4-4,6-6,8-8,10-10,12-12,14-14",
    "Range: bytes=-0",
    "Range: bytes=abc",
    "Range: items=0-1",
    "If-Range: nonsense\r\nRange: bytes=0-1",
    'If-Match: "not-this"',
    "If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT",
    "If-Modified-Since: tomorrow",
    `If-None-Match: ${'"x", '.repeat(1000)}"y"`,
  ])("%s on a file gets an answer below 500", async (headers) => {
    const result = await get(ASSET_JS_PATH, `${headers}\r\n`);
    expect(result.status, result.response.slice(0, 200)).not.toBeNull();
    expect(result.status, result.response.slice(0, 200)).toBeLessThan(500);
  });
});

describe("slow clients", () => {
  it("a client sending its headers one byte a second is cut off after the headers timeout", async () => {
    const header = "X-Slow: " + "a".repeat(30);
    const chunks = ["GET / HTTP/1.1\r\nHost: localhost\r\n", ...header.split("")];
    const result = await rawRequest(chunks, 1_000, 8_000);
    expectRefused(result);
    expect(result.elapsedMs).toBeLessThan(HEADERS_TIMEOUT + 2_500);
  });

  it("an idle connection that sends nothing is closed", async () => {
    const result = await rawRequest([""], 0, 8_000);
    expectRefused(result);
    expect(result.elapsedMs).toBeLessThan(5_000);
  });
});

describe("afterwards", () => {
  it("still answers normal requests", async () => {
    await expectStillServing();
    const planning = await get("/planning");
    expect(planning.status).toBe(301);
    expect(planning.response).toMatch(/\r\nlocation: \/Planning\r\n/i);
  });
});

describe("graceful shutdown", () => {
  it("finishes in-flight requests, then runs onClose hooks (where a plugin closes its file)", async () => {
    const server = await createServer({
      ...fixture.serverOptions,
    });
    const events: string[] = [];
    // Close only once the request is inside the handler: a request that arrives after
    // close() has begun is rightly refused with 503, which is not what this test is about.
    let markReceived: () => void = () => {};
    const received = new Promise<void>((resolve) => {
      markReceived = resolve;
    });
    server.get("/slow", async () => {
      markReceived();
      await new Promise((resolve) => setTimeout(resolve, 400));
      events.push("response");
      return "done";
    });
    server.addHook("onClose", async () => {
      events.push("onClose");
    });
    await server.listen({ port: 0, host: "127.0.0.1" });
    const { port: slowPort } = server.server.address() as AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${slowPort}/slow`);
    await received;
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
    await closed;
    expect(events).toEqual(["response", "onClose"]);
    await expect(fetch(`http://127.0.0.1:${slowPort}/`)).rejects.toThrow();
  });
});
