import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { inquiryParams } from "~/lib/inquiry.ts";
import { EMAIL_SEND_PATH } from "~/shared/paths.ts";

import { createServer } from "../../server/app.ts";
import { startServer } from "../../server/main.ts";
import { readServerSettings } from "../../server/settings.ts";
import { type BuildInfo, buildLayoutOf } from "../../hosting/build-layout.ts";
import { sampleInquiry } from "../builders.ts";
import { type BuildFixture, makeBuildFixture } from "./build-fixture.ts";
import {
  type EmailStandInOptions,
  INQUIRIES_PER_MINUTE,
  standInOffReason,
  MAX_BODY_BYTES,
  type StoredInquiry,
} from "../../server/email-stand-in.ts";

const params = inquiryParams(sampleInquiry());

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

/**
 * A server with the stand-in. Its per-client limit is raised unless a test gives its own: most
 * tests send many requests from one address, and the limit has tests of its own.
 */
async function start(
  info: BuildInfo = buildInfo,
  inquiryFile = file,
  options: EmailStandInOptions = { maxPerMinute: 1000 },
) {
  logLines = [];
  app = await createServer({
    clientDir: fixture.clientDir,
    buildInfo: info,
    securityHeaders: fixture.securityHeaders,
    emailStandIn: { file: inquiryFile, log: (line) => logLines.push(line), ...options },
  });
  return app;
}

/** Posts to the stand-in, from this machine unless `from` names another address or adds headers. */
function post(
  payload: string | object,
  contentType: string | null = "application/json",
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url: EMAIL_SEND_PATH,
    headers: { ...(contentType === null ? {} : { "content-type": contentType }), ...from.headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    remoteAddress: from.remoteAddress,
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
  beforeEach(() => start());

  it("says where inquiries go once the server listens", async () => {
    expect(logLines).toEqual([]);
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect(logLines).toEqual([
      `Email stand-in: inquiries sent to ${EMAIL_SEND_PATH} are appended to ${file}`,
    ]);
  });

  it("stores an accepted inquiry as one JSON line, logs a summary and answers 200 OK", async () => {
    const before = Date.now();
    const response = await post(sendBody());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    // Same-origin only: no page of another site may post here.
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();

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
    expect(logLines.at(-1)).toMatch(
      `Inquiry from "${params.name}" about "${params.subject}" saved to `,
    );
  });

  it("stores hostile and unusual text verbatim and keeps the summary on one short line", async () => {
    const hostile = {
      ...params,
      name: "<script>alert('x')</script>\u009BInquiry from \"forged\"\u0007",
      subject: "שלום 😀 ".repeat(18),
      message: `<img src=x onerror=alert(1)>${"x".repeat(9_000)}`,
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
      "a line break in the email",
      { email: "a@example.com\r\nBcc: b@example.com" },
      "email holds a line break",
    ],
    ["a 5,000-character name", { name: "x".repeat(5_000) }, "name is longer than 100 characters"],
    ["a NEL in the name", { name: "Jane\u0085Doe" }, "name holds a line break"],
    ["an email without @", { email: "not-an-email" }, "email is not an email address"],
    ["a param the form does not send", { to_email: "b@example.com" }, "nothing else, not to_email"],
    ["a missing param", { phone: undefined }, "phone is empty"],
    [
      "a long answer on the message's labelled line",
      { message: `Hello\n\nReferred by: ${"x".repeat(30_000)}` },
      `the message's "Referred by" line is longer than 100 characters`,
    ],
  ])("refuses, as the form would, %s with 422 and stores nothing", async (_case, fields, says) => {
    const response = await post(sendBody({ template_params: { ...params, ...fields } }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/^Refused: /);
    expect(response.body).toContain(says);
    expect(await storedLines()).toEqual([]);
  });

  const notJson = "The Content-Type must be application/json.";
  const notAnObject = "The request body must be a JSON object.";

  it.each([
    ["no content type", null, JSON.stringify(sendBody()), notJson],
    ["text/plain", "text/plain", JSON.stringify(sendBody()), notJson],
    ["a form", "application/x-www-form-urlencoded", "user_id=x", notJson],
    ["an empty body", "application/json", "", "The request body is empty: send a JSON object."],
    [
      "malformed JSON",
      "application/json",
      '{"user_id": "x",',
      "The request body is not valid JSON.",
    ],
    ["a JSON array", "application/json", "[]", notAnObject],
    ["a JSON string", "application/json", '"hello"', notAnObject],
    ["JSON null", "application/json", "null", notAnObject],
  ])("refuses %s with 400", async (_case, contentType, payload, message) => {
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
    for (const value of [undefined, "", "  ", 42, null, ["x"], { id: "x" }]) {
      const response = await post(sendBody({ [key]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(`${label} is required and must be a non-empty string.`);
    }
    expect(await storedLines()).toEqual([]);
  });

  it("refuses missing or non-object template params with 400", async () => {
    for (const value of [undefined, null, "name=Jane", 42, ["Jane"]]) {
      const response = await post(sendBody({ template_params: value }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe("The template params (template_params) must be a JSON object.");
    }
    expect(await storedLines()).toEqual([]);
  });

  it.each([
    ["an SSN in the message", { message: "my SSN is 123-45-6789" }, "message holds"],
    ["a card number in the subject", { subject: "card 4111 1111 1111 1111" }, "subject holds"],
    ["an EIN in the name", { name: "Acme LLC 12-3456789" }, "name holds"],
    ["an ITIN", { message: "ITIN 912-70-1234" }, "message holds"],
    [
      "a bank account with its routing number in two fields",
      { subject: "routing 011000015 with account 123456789012", message: "4111111111111111" },
      "subject, message hold",
    ],
    ["an SSN in a list", { message: ["123-45-6789"] }, "message holds"],
    [
      "a card number deeper down",
      { message: { text: { card: 4111111111111111 } } },
      "message holds",
    ],
    [
      "an SSN in full-width digits and en dashes",
      { message: "SSN １２３–４５–６７８９" },
      "message holds",
    ],
    ["an SSN split by zero-width spaces", { name: "1\u200B23-45-67\u200B89 SSN" }, "name holds"],
  ])("refuses a direct POST with %s with 422 and stores nothing", async (_case, fields, says) => {
    const response = await post(sendBody({ template_params: { ...params, ...fields } }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(`Refused: ${says} what looks like a Social Security`);
    expect(await storedLines()).toEqual([]);
    expect(logLines).toEqual([]);
  });

  it("refuses a template param that is not text with 400, naming it", async () => {
    const response = await post(
      sendBody({ template_params: { ...params, message: ["Hello"], count: 3, none: null } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(
      "Each template param must be a string: message, count, none are not.",
    );
    expect(await storedLines()).toEqual([]);
  });

  it("refuses a multipart body with a file attached with 400: the form takes no files", async () => {
    const boundary = "----e2e-boundary";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="template_params"',
      "",
      JSON.stringify(params),
      `--${boundary}`,
      'Content-Disposition: form-data; name="attachment"; filename="w2.pdf"',
      "Content-Type: application/pdf",
      "",
      "%PDF-1.7 fake",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const response = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(notJson);
    expect(await storedLines()).toEqual([]);
  });

  it("refuses a body over 50 KB with 400, and reads one just under", async () => {
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
    // Read, then refused by the form's rules (its message is past 10,000 characters), not its size.
    expect((await post(justFits)).body).toMatch(/^Refused: .+ is longer than/);
  });

  it("answers no cross-origin preflight: the form posts from the same origin", async () => {
    const response = await app.inject({
      method: "OPTIONS",
      url: EMAIL_SEND_PATH,
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("keeps an inquiry on one line for any reader: C1, NEL, DEL, bidi and U+2028/9 escaped", async () => {
    const message = "a\u2028b\u2029c\u0085d\u009B31me\u007Ff\u202Eg\u2066h\u2069\u200E\u061C";
    expect((await post(sendBody({ template_params: { ...params, message } }))).statusCode).toBe(
      200,
    );
    const text = await readFile(file, "utf8");
    expect(text).not.toMatch(
      /[\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/,
    );
    expect(text.split(/\r\n|\n|\r|\u0085|\u2028|\u2029/).filter(Boolean)).toHaveLength(1);
    const [line] = await storedLines();
    expect((JSON.parse(line ?? "") as StoredInquiry).template_params.message).toBe(message);
  });

  it("strips bidirectional controls from the console summary", async () => {
    const name = "Jane \u202Egnp.exe\u202C \u2066Doe\u2069\u200F";
    expect((await post(sendBody({ template_params: { ...params, name } }))).statusCode).toBe(200);
    const summary = logLines.at(-1) ?? "";
    expect(summary).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(summary).toMatch(/^Inquiry from "Jane gnp\.exe Doe" about/);
  });

  it("keeps 100 concurrent submits as 100 whole lines", async () => {
    const count = 100;
    // Large lines make interleaved or torn writes visible if they ever happened.
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        post(
          sendBody({
            template_params: { ...params, subject: `#${index}`, message: `${index}`.repeat(4000) },
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
      expect(stored.template_params.message).toBe(index.repeat(4000));
      return index;
    });
    expect(new Set(subjects).size).toBe(count);
    expect(logLines.filter((line) => line.startsWith("Inquiry from"))).toHaveLength(count);
  });

  it("recreates the inquiry folder if it disappears while the server runs", async () => {
    expect((await post(sendBody())).statusCode).toBe(200);
    await rm(path.dirname(file), { recursive: true });
    expect((await post(sendBody())).statusCode).toBe(200);
    expect(await storedLines()).toHaveLength(1);
  });
});

describe("the EmailJS stand-in, set up otherwise", () => {
  it("lets one client send a few inquiries a minute, then answers 429 and stores nothing", async () => {
    await start(buildInfo, file, {});
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= INQUIRIES_PER_MINUTE; attempt += 1) {
      statuses.push((await post(sendBody())).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(INQUIRIES_PER_MINUTE).fill(200), 429]);
    const refused = await post(sendBody());
    expect(refused.body).toBe("Too many inquiries from this address: try again in a minute.");
    expect(await storedLines()).toHaveLength(INQUIRIES_PER_MINUTE);
    // Another client (on this machine: the stand-in answers no other) is not held back.
    const other = await post(sendBody(), "application/json", { remoteAddress: "127.0.0.44" });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    [
      "through a proxy on this machine (X-Forwarded-For)",
      "127.0.0.1",
      { "x-forwarded-for": "203.0.113.9" },
    ],
    ["through a proxy that says Forwarded", "127.0.0.1", { forwarded: "for=203.0.113.9" }],
    ["through a proxy that says Via", "::1", { via: "1.1 nginx" }],
    ["from another machine", "203.0.113.9", {}],
  ])("answers a request %s 404 and stores nothing", async (_how, remoteAddress, headers) => {
    await start(buildInfo, file, {});
    const refused = await post(sendBody(), "application/json", { remoteAddress, headers });
    expect(refused.statusCode).toBe(404);
    expect(await storedLines()).toEqual([]);
  });

  it("answers whoever asks when EMAIL_STAND_IN=on says so (a demonstration behind your own access control)", async () => {
    await start(buildInfo, file, { answersEveryone: true });
    const proxied = await post(sendBody(), "application/json", {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.statusCode).toBe(200);
  });

  it("stops the log at its cap with 503, and keeps what it has", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await start(buildInfo, file, { maxPerMinute: 1000, maxLogBytes: 1000 });
    expect((await post(sendBody())).statusCode).toBe(200);
    const [first] = await storedLines();
    const full = await post(sendBody({ template_params: { ...params, message: "x".repeat(900) } }));
    expect(full.statusCode).toBe(503);
    expect(full.body).toMatch(/^The inquiry log is full/);
    expect(await storedLines()).toEqual([first]);
    expect(error).toHaveBeenCalledOnce();
  });

  it.each([
    ["127.0.0.1", undefined, false, undefined],
    ["localhost", undefined, false, undefined],
    ["::1", undefined, false, undefined],
    ["0.0.0.0", undefined, false, "this server listens beyond this machine"],
    ["::", undefined, false, "this server listens beyond this machine"],
    ["192.0.2.10", undefined, false, "this server listens beyond this machine"],
    // Behind a proxy that adds no header, every visitor is this machine: a live site's build is off.
    ["127.0.0.1", undefined, true, "this build is for the site's real domain"],
    ["0.0.0.0", "on", true, undefined],
    ["127.0.0.1", "off", false, "EMAIL_STAND_IN=off"],
  ] as const)(
    "on a server bound to %s with EMAIL_STAND_IN=%s, a real-domain build %s, is off because: %s",
    (host, setting, isRealDomain, reason) => {
      expect(standInOffReason(host, setting, isRealDomain)).toBe(reason);
    },
  );

  it("is off, with 503 and its reason, and says so once it listens", async () => {
    await start(buildInfo, file, { offReason: "this build is for the site's real domain" });
    const response = await post(sendBody());
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(
      /^The email stand-in is off: this build is for the site's real domain\. Configure EmailJS, or set EMAIL_STAND_IN=on/,
    );
    expect(await storedLines()).toEqual([]);
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect(logLines).toContain(
      "Email stand-in: off (this build is for the site's real domain; EMAIL_STAND_IN=on turns it on)",
    );
  });

  it("is off at npm start for a real-domain build, unless EMAIL_STAND_IN=on", async () => {
    const { buildInfoFile } = buildLayoutOf(fixture.buildDir);
    await writeFile(buildInfoFile, JSON.stringify({ ...buildInfo, isRealDomain: true }));
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (const [EMAIL_STAND_IN, status] of [
      [undefined, 503],
      ["on", 200],
    ] as const) {
      const settings = { PORT: "0", HOST: "127.0.0.1", INQUIRY_LOG: file, EMAIL_STAND_IN };
      app = await startServer(readServerSettings(settings), fixture.buildDir);
      expect((await post(sendBody())).statusCode, EMAIL_STAND_IN).toBe(status);
      await app.close();
    }
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
