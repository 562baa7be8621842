import { readFile, rm } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { EMAIL_SEND_PATH as CLIENT_PATH } from "~/lib/email-client.ts";

import { createServer } from "../../server/app.ts";
import type { BuildInfo } from "../../server/build-layout.ts";
import { type BuildFixture, makeBuildFixture } from "./build-fixture.ts";
import {
  DEFAULT_INQUIRY_LOG,
  EMAIL_SEND_PATH,
  MAX_BODY_BYTES,
  type StoredInquiry,
} from "../../server/email-stand-in.ts";

const params = {
  name: "Jane Doe",
  subject: "Question",
  email: "jane@example.com",
  phone: "513 555 0100",
  message: "Hello",
};

function sendBody(overrides: Record<string, unknown> = {}) {
  return {
    lib_version: "4.4.1",
    user_id: "local-public-key",
    service_id: "local-service",
    template_id: "local-template",
    template_params: params,
    ...overrides,
  };
}

let fixture: BuildFixture;
let buildInfo: BuildInfo;
let file: string;
let app: FastifyInstance;
let logLines: string[];

async function start(info: BuildInfo = buildInfo, inquiryFile = file) {
  logLines = [];
  app = await createServer({
    clientDir: fixture.clientDir,
    buildInfo: info,
    securityHeaders: fixture.securityHeaders,
    emailStandIn: { file: inquiryFile, log: (line) => logLines.push(line) },
  });
  return app;
}

function post(payload: string | object, contentType: string | null = "application/json") {
  return app.inject({
    method: "POST",
    url: EMAIL_SEND_PATH,
    headers: contentType === null ? {} : { "content-type": contentType },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

async function storedLines(): Promise<string[]> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text.split("\n").filter((line) => line !== "");
}

beforeEach(async () => {
  fixture = await makeBuildFixture();
  buildInfo = fixture.buildInfo;
  file = path.join(fixture.buildDir, "var", "inquiries.jsonl");
});

afterEach(async () => {
  await app.close();
  await fixture.remove();
});

describe("the EmailJS stand-in", () => {
  it("answers on the path the client posts to, and defaults to var/inquiries.jsonl", async () => {
    await start();
    expect(EMAIL_SEND_PATH).toBe(CLIENT_PATH);
    expect(path.relative(process.cwd(), DEFAULT_INQUIRY_LOG)).toBe(
      path.join("var", "inquiries.jsonl"),
    );
  });

  it("says where inquiries go once the server listens", async () => {
    await start();
    expect(logLines).toEqual([]);
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect(logLines).toEqual([
      `Email stand-in: inquiries sent to ${EMAIL_SEND_PATH} are appended to ${file}`,
    ]);
  });

  it("stores an accepted inquiry as one JSON line, logs a summary and answers 200 OK", async () => {
    await start();
    const before = Date.now();
    const response = await post(sendBody());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["access-control-allow-origin"]).toBe("*");

    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    const stored = JSON.parse(lines[0] ?? "") as StoredInquiry;
    expect(stored).toEqual({
      receivedAt: expect.any(String),
      service_id: "local-service",
      template_id: "local-template",
      template_params: params,
    });
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(logLines.at(-1)).toMatch(/^Inquiry from "Jane Doe" about "Question" saved to /);
  });

  it("stores hostile and unusual text verbatim and keeps the summary on one short line", async () => {
    await start();
    const hostile = {
      name: "<script>alert('x')</script>\nInquiry from \"forged\"",
      subject: "שלום 😀 ".repeat(20),
      email: "<img src=x onerror=alert(1)>",
      phone: "\u0007\u0000",
      message: "x".repeat(20_000),
    };
    expect((await post(sendBody({ template_params: hostile }))).statusCode).toBe(200);
    const [line] = await storedLines();
    expect((JSON.parse(line ?? "") as StoredInquiry).template_params).toEqual(hostile);
    const summary = logLines.at(-1) ?? "";
    expect([...summary].some((char) => char.charCodeAt(0) < 32)).toBe(false);
    expect(summary).toContain(`"<script>alert('x')</script> Inquiry from \\"forged`.slice(0, 20));
    expect(summary.length).toBeLessThan(200);
  });

  it.each([
    [
      "no content type",
      null,
      JSON.stringify(sendBody()),
      "The Content-Type must be application/json.",
    ],
    [
      "text/plain",
      "text/plain",
      JSON.stringify(sendBody()),
      "The Content-Type must be application/json.",
    ],
    [
      "a form",
      "application/x-www-form-urlencoded",
      "user_id=x",
      "The Content-Type must be application/json.",
    ],
    ["an empty body", "application/json", "", "The request body is empty: send a JSON object."],
    [
      "malformed JSON",
      "application/json",
      '{"user_id": "x",',
      "The request body is not valid JSON.",
    ],
    ["a JSON array", "application/json", "[]", "The request body must be a JSON object."],
    ["a JSON string", "application/json", '"hello"', "The request body must be a JSON object."],
    ["JSON null", "application/json", "null", "The request body must be a JSON object."],
  ])("refuses %s with 400", async (_case, contentType, payload, message) => {
    await start();
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(message);
    expect(await storedLines()).toEqual([]);
  });

  it.each([
    ["user_id", "The public key (user_id)"],
    ["service_id", "The service ID (service_id)"],
    ["template_id", "The template ID (template_id)"],
  ])("refuses a missing, empty or non-string %s with 400", async (key, label) => {
    await start();
    for (const value of [undefined, "", "  ", 42, null, ["x"], { id: "x" }]) {
      const response = await post(sendBody({ [key]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(`${label} is required and must be a non-empty string.`);
    }
    expect(await storedLines()).toEqual([]);
  });

  it("refuses missing or non-object template params with 400", async () => {
    await start();
    for (const value of [undefined, null, "name=Jane", 42, ["Jane"]]) {
      const response = await post(sendBody({ template_params: value }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe("The template params (template_params) must be a JSON object.");
    }
    expect(await storedLines()).toEqual([]);
  });

  it("refuses a body over 50 KB with 400, and accepts one just under", async () => {
    await start();
    const padding = (size: number) => "x".repeat(size - JSON.stringify(sendBody()).length);
    const tooBig = JSON.stringify(
      sendBody({
        template_params: { ...params, message: params.message + padding(MAX_BODY_BYTES + 1) },
      }),
    );
    expect(tooBig.length).toBe(MAX_BODY_BYTES + 1);
    const response = await post(tooBig);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("The request body is larger than 50 KB.");

    const justFits = JSON.stringify(
      sendBody({
        template_params: { ...params, message: params.message + padding(MAX_BODY_BYTES) },
      }),
    );
    expect((await post(justFits)).statusCode).toBe(200);
    expect(await storedLines()).toHaveLength(1);
  });

  it("answers a cross-origin preflight", async () => {
    await start();
    const response = await app.inject({
      method: "OPTIONS",
      url: EMAIL_SEND_PATH,
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": "Content-Type",
    });
  });

  it("keeps 100 concurrent submits as 100 whole lines", async () => {
    await start();
    const count = 100;
    // Large lines make interleaved or torn writes visible if they ever happened.
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        post(
          sendBody({
            template_params: { ...params, subject: `#${index}`, message: `${index}`.repeat(8000) },
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(count).fill(200));

    const lines = await storedLines();
    expect(lines).toHaveLength(count);
    const subjects = lines.map((line) => {
      const stored = JSON.parse(line) as StoredInquiry;
      const index = String(stored.template_params.subject).slice(1);
      expect(stored.template_params.message).toBe(index.repeat(8000));
      return index;
    });
    expect(new Set(subjects).size).toBe(count);
    expect(logLines.filter((line) => line.startsWith("Inquiry from"))).toHaveLength(count);
  });

  it("recreates the inquiry folder if it disappears while the server runs", async () => {
    await start();
    expect((await post(sendBody())).statusCode).toBe(200);
    await rm(path.dirname(file), { recursive: true });
    expect((await post(sendBody())).statusCode).toBe(200);
    expect(await storedLines()).toHaveLength(1);
  });

  it("answers 500 when the inquiry cannot be written", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await start(buildInfo, fixture.clientDir); // a folder, not a file
    const response = await post(sendBody());
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe("The inquiry could not be stored.");
    expect(error).toHaveBeenCalledOnce();
  });

  it("is absent when the build talks to EmailJS itself", async () => {
    await start({ ...buildInfo, emailStandIn: false, emailOrigin: "https://api.emailjs.com" });
    expect((await post(sendBody())).statusCode).toBe(405);
    expect(await storedLines()).toEqual([]);
  });
});
