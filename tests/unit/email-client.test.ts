// @vitest-environment jsdom
import { EmailJSResponseStatus } from "@emailjs/browser";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";

import {
  buildInquiryRequest,
  describeFailure,
  InquiryOfflineError,
  InquiryTimeoutError,
  SEND_THROTTLE_MS,
  SEND_TIMEOUT_MS,
  sendInquiry,
  toInquiryResult,
} from "~/lib/email-client.ts";
import { type InquiryParams as Inquiry, inquiryParams } from "~/lib/inquiry.ts";
import { EMAIL_SEND_PATH } from "~/shared/paths.ts";
import type { EmailJsConfig } from "~/lib/site-config.ts";

import { STAND_IN_IDS } from "../../build-tools/env.ts";
import { sampleInquiry } from "../builders.ts";

const inquiry = inquiryParams(sampleInquiry());

const emailJs: EmailJsConfig = {
  publicKey: "pk_123",
  serviceId: "service_abc",
  templateId: "template_xyz",
  origin: "https://api.emailjs.com",
  isStandIn: false,
};

const standIn: EmailJsConfig = { ...STAND_IN_IDS, origin: "", isStandIn: true };

describe("buildInquiryRequest", () => {
  it("targets the configured EmailJS origin with exactly the five template params", () => {
    const withExtra = { ...inquiry, honeypot: "x" } as Inquiry;
    expect(buildInquiryRequest(withExtra, emailJs, "https://www.example.com")).toEqual({
      url: "https://api.emailjs.com/api/v1.0/email/send",
      origin: "https://api.emailjs.com",
      publicKey: "pk_123",
      serviceId: "service_abc",
      templateId: "template_xyz",
      templateParams: inquiry,
    });
  });

  it("uses the page's own origin for the stand-in", () => {
    const request = buildInquiryRequest(inquiry, standIn, "http://127.0.0.1:3000");
    expect(request.url).toBe(`http://127.0.0.1:3000${EMAIL_SEND_PATH}`);
    expect(request.origin).toBe("http://127.0.0.1:3000");
  });
});

describe("toInquiryResult", () => {
  it("is a success for status 200 or text OK", () => {
    const fulfilled = (value: unknown) => ({ status: "fulfilled" as const, value });
    expect(toInquiryResult(fulfilled(new EmailJSResponseStatus(200, "OK")))).toEqual({
      ok: true,
      status: 200,
      text: "OK",
    });
    expect(toInquiryResult(fulfilled({ status: 200, text: "" }))).toMatchObject({ ok: true });
    expect(toInquiryResult(fulfilled({ status: 201, text: "OK" }))).toMatchObject({ ok: true });
    expect(toInquiryResult(fulfilled({ status: 204, text: "" }))).toMatchObject({
      ok: false,
      reason: "unexpected",
    });
    expect(toInquiryResult(fulfilled(undefined))).toMatchObject({ ok: false });
  });

  it.each([
    ["configuration", "The service ID is required. Visit https://dashboard.emailjs.com/admin"],
    ["http", new EmailJSResponseStatus(429, "Too Many Requests")],
    ["http", { status: 400, text: "The template ID is invalid" }],
    ["network", new TypeError("Failed to fetch")],
    ["timeout", new InquiryTimeoutError(15_000)],
    ["offline", new InquiryOfflineError()],
    ["unexpected", new Error("boom")],
    ["unexpected", 42],
  ])("maps a rejection to the reason %s", (reason, error) => {
    expect(toInquiryResult({ status: "rejected", reason: error })).toEqual({
      ok: false,
      reason,
      error,
    });
  });

  it("describes each failure on one line", () => {
    expect(
      describeFailure({ ok: false, reason: "http", error: new EmailJSResponseStatus(500, "x") }),
    ).toBe("Inquiry submission failed (http): 500 x");
    expect(describeFailure({ ok: false, reason: "configuration", error: "The public key…" })).toBe(
      "Inquiry submission failed (configuration): The public key…",
    );
    expect(
      describeFailure({ ok: false, reason: "network", error: new TypeError("Failed to fetch") }),
    ).toBe("Inquiry submission failed (network): TypeError: Failed to fetch");
  });
});

describe("sendInquiry through the SDK", () => {
  const fetchMock = vi.fn<typeof fetch>();
  let log: MockInstance<typeof console.log>;
  let error: MockInstance<typeof console.error>;

  beforeEach(() => {
    // The SDK's rate limit keeps the last send's time in localStorage: each test starts afresh.
    localStorage.clear();
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
    log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("lets one send through per SEND_THROTTLE_MS, kept in localStorage, and holds the next back", async () => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    fetchMock.mockImplementation(() => Promise.resolve(new Response("OK", { status: 200 })));

    expect(await sendInquiry(inquiry, { emailJs })).toMatchObject({ ok: true });
    const throttled = await sendInquiry(inquiry, { emailJs });
    expect(throttled).toMatchObject({ ok: false, reason: "throttled" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // EmailJS's own 429 is a failure like any other answer.
    vi.setSystemTime(Date.now() + SEND_THROTTLE_MS);
    fetchMock.mockResolvedValueOnce(new Response("Too Many Requests", { status: 429 }));
    expect(await sendInquiry(inquiry, { emailJs })).toMatchObject({ ok: false, reason: "http" });

    vi.setSystemTime(Date.now() + SEND_THROTTLE_MS);
    expect(await sendInquiry(inquiry, { emailJs })).toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("posts exactly the EmailJS request and logs status and text", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const result = await sendInquiry(inquiry, { emailJs });

    expect(result).toEqual({ ok: true, status: 200, text: "OK" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-type": "application/json" });
    const body: unknown = JSON.parse(String(init?.body));
    expect(body).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: "pk_123",
      service_id: "service_abc",
      template_id: "template_xyz",
      template_params: inquiry,
    });
    expect(Object.keys(body as object)).toEqual([
      "lib_version",
      "user_id",
      "service_id",
      "template_id",
      "template_params",
    ]);
    expect(log).toHaveBeenCalledWith("Inquiry sent:", 200, "OK");
  });

  it("posts to the page's own origin for the stand-in", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    await sendInquiry(inquiry, { emailJs: standIn });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${window.location.origin}${EMAIL_SEND_PATH}`);
  });

  it.each([
    ["publicKey", "The public key is required"],
    ["serviceId", "The service ID is required"],
    ["templateId", "The template ID is required"],
  ] as const)("fails without a request when %s is missing", async (id, message) => {
    const result = await sendInquiry(inquiry, { emailJs: { ...emailJs, [id]: "" } });
    expect(result).toMatchObject({ ok: false, reason: "configuration" });
    expect(!result.ok && result.error).toEqual(expect.stringContaining(message));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(message));
  });

  it.each([400, 429, 500, 503])("fails on HTTP %i and logs it", async (status) => {
    fetchMock.mockResolvedValue(new Response("Nope", { status }));
    const result = await sendInquiry(inquiry, { emailJs });
    expect(result).toMatchObject({ ok: false, reason: "http", error: { status, text: "Nope" } });
    expect(error).toHaveBeenCalledWith(`Inquiry submission failed (http): ${status} Nope`);
  });

  it("fails on a network error", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await sendInquiry(inquiry, { emailJs });
    expect(result).toMatchObject({ ok: false, reason: "network" });
    expect(error).toHaveBeenCalledOnce();
  });

  it("fails after the timeout when no answer comes", async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    const pending = sendInquiry(inquiry, { emailJs });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ ok: false, reason: "timeout" });
    expect(error).toHaveBeenCalledWith(
      `Inquiry submission failed (timeout): InquiryTimeoutError: No answer within ${SEND_TIMEOUT_MS} ms.`,
    );
  });

  it("fails at once, without a request, when the browser is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const result = await sendInquiry(inquiry, { emailJs });
    expect(result).toMatchObject({ ok: false, reason: "offline" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
