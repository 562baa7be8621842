/**
 * The only code that sends an inquiry (docs/architecture.md › Conventions, docs/product.md §5): EmailJS's REST API through
 * the official `@emailjs/browser` SDK. With no ids configured the same call goes to this
 * site's own origin, where `npm start` answers as a stand-in (server/email-stand-in.ts).
 *
 * `sendInquiry` never throws: every outcome, including the shapes the SDK rejects with (a
 * missing-identifier string, an `EmailJSResponseStatus`, a network `TypeError`), a request
 * left unanswered and an offline browser, becomes an `InquiryResult`.
 */
import { init, send } from "@emailjs/browser";

import { config } from "virtual:config";
import { type InquiryParams, paramsOf } from "~/lib/inquiry.ts";
import { EMAIL_SEND_PATH } from "~/shared/paths.ts";
import type { EmailJsConfig } from "~/lib/site-config.ts";

/**
 * How long an unanswered request may take before it counts as failed. The SDK has no timeout
 * and no abort signal, so a late answer is ignored rather than cancelled; EmailJS normally
 * answers within a second or two.
 */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * The SDK's own rate limit (docs/product.md §17): one send per browser in this many milliseconds,
 * kept in the browser's storage by the SDK, before any request. A second send sooner is no
 * failure but a wait (docs/product.md §30): nothing was sent, every word stays, and the form
 * says to send it again in a moment. The request body is the specification's, unchanged.
 */
export const SEND_THROTTLE_MS = 10_000;
const LIMIT_RATE = { id: "inquiry", throttle: SEND_THROTTLE_MS };

/**
 * Where the SDK keeps the time of the last send: the browser's localStorage, as the SDK's own
 * default does. Given with every send because `init()` forgets that default (it sets the
 * storage to whatever its options hold, here nothing), which would switch the limit off.
 * Undefined where there is no storage (a private mode that refuses it): then no limit.
 * The SDK writes the time only when it lets a send through (isLimitRateHit), so `onPass` tells
 * its own 429, which sends nothing, from one EmailJS answers.
 */
function browserStorage(onPass: () => void) {
  let store: Storage | undefined;
  try {
    store = globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
  if (!store) return undefined;
  return {
    get: (key: string) => Promise.resolve(store.getItem(key)),
    set: (key: string, value: string) => {
      onPass();
      return Promise.resolve(store.setItem(key, value));
    },
    remove: (key: string) => Promise.resolve(store.removeItem(key)),
  };
}

/** Everything the SDK needs for one inquiry. */
export interface InquiryRequest {
  /** Where the SDK will POST: `{origin}/api/v1.0/email/send`. */
  url: string;
  origin: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The specification's five params (lib/inquiry.ts › inquiryParams), nothing else. */
  templateParams: InquiryParams;
}

type InquiryFailureReason =
  /** The SDK's rate limit held this send back: nothing went out; it goes in a moment. */
  | "throttled"
  | "offline"
  | "timeout"
  /** EmailJS (or the stand-in) answered with an HTTP error status. */
  | "http"
  /** The request never got an answer: DNS, connection reset, CORS, blocked. */
  | "network"
  /** The SDK refused to send: a missing public key, service id or template id. */
  | "configuration"
  /** An answer that is neither status 200 nor text "OK", or anything else thrown. */
  | "unexpected";

export type InquiryResult =
  | { ok: true; status: number; text: string }
  | { ok: false; reason: InquiryFailureReason; error: unknown };

/** Thrown into the race when the answer takes longer than the timeout. */
export class InquiryTimeoutError extends Error {
  override name = "InquiryTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms.`);
  }
}

/** Raised, without any request, when the browser says it is offline. */
export class InquiryOfflineError extends Error {
  override name = "InquiryOfflineError";
  constructor() {
    super("The browser is offline.");
  }
}

/** The SDK's own 429 (`limitRate`): this browser sent one a moment ago, and nothing went out. */
class InquiryThrottledError extends Error {
  override name = "InquiryThrottledError";
  constructor() {
    super(`One inquiry per ${SEND_THROTTLE_MS} ms from this browser: nothing was sent.`);
  }
}

/**
 * The SDK arguments for one inquiry. Pure: `pageOrigin` stands in for an empty configured
 * origin (the embedded stand-in answers on the page's own origin).
 */
export function buildInquiryRequest(
  inquiry: InquiryParams,
  emailJs: EmailJsConfig,
  pageOrigin: string,
): InquiryRequest {
  const origin = emailJs.origin || pageOrigin;
  return {
    url: `${origin}${EMAIL_SEND_PATH}`,
    origin,
    publicKey: emailJs.publicKey,
    serviceId: emailJs.serviceId,
    templateId: emailJs.templateId,
    templateParams: paramsOf(inquiry),
  };
}

function isResponseStatus(value: unknown): value is { status: number; text: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { status?: unknown }).status === "number" &&
    typeof (value as { text?: unknown }).text === "string"
  );
}

/**
 * Maps how the SDK's promise settled to a result. Success is status 200 or response text
 * "OK" (specification §7); everything else is a failure with a reason.
 */
export function toInquiryResult(outcome: PromiseSettledResult<unknown>): InquiryResult {
  if (outcome.status === "fulfilled") {
    const response = outcome.value;
    if (isResponseStatus(response) && (response.status === 200 || response.text === "OK")) {
      return { ok: true, status: response.status, text: response.text };
    }
    return { ok: false, reason: "unexpected", error: response };
  }
  const error: unknown = outcome.reason;
  if (error instanceof InquiryThrottledError) return { ok: false, reason: "throttled", error };
  if (error instanceof InquiryOfflineError) return { ok: false, reason: "offline", error };
  if (error instanceof InquiryTimeoutError) return { ok: false, reason: "timeout", error };
  // The SDK throws plain strings for missing ids ("The service ID is required. ...").
  if (typeof error === "string") return { ok: false, reason: "configuration", error };
  if (isResponseStatus(error)) return { ok: false, reason: "http", error };
  // fetch rejects with a TypeError when no answer arrives (offline, reset, CORS).
  if (error instanceof TypeError) return { ok: false, reason: "network", error };
  return { ok: false, reason: "unexpected", error };
}

/** A one-line description of a failure for the console. */
export function describeFailure(result: Extract<InquiryResult, { ok: false }>): string {
  const { error, reason } = result;
  let detail: string;
  if (typeof error === "string") detail = error;
  else if (isResponseStatus(error)) detail = `${error.status} ${error.text}`;
  else if (error instanceof Error) detail = `${error.name}: ${error.message}`;
  else detail = String(error);
  return `Inquiry submission failed (${reason}): ${detail}`;
}

function settleWithin<T>(promise: Promise<T>, timeoutMs: number): Promise<PromiseSettledResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new InquiryTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout])
    .then(
      (value): PromiseSettledResult<T> => ({ status: "fulfilled", value }),
      (reason: unknown): PromiseSettledResult<T> => ({ status: "rejected", reason }),
    )
    .finally(() => clearTimeout(timer));
}

export interface SendInquiryOptions {
  /** Defaults to this build's configuration. */
  emailJs?: EmailJsConfig;
  /** Defaults to `SEND_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/**
 * Sends one inquiry and says how it went; never throws. Logs the status and text of a
 * success and the reason of a failure to the console (specification §7 and §8).
 */
export async function sendInquiry(
  inquiry: InquiryParams,
  options: SendInquiryOptions = {},
): Promise<InquiryResult> {
  const emailJs = options.emailJs ?? config.emailJs;
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  let outcome: PromiseSettledResult<unknown>;
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    outcome = { status: "rejected", reason: new InquiryOfflineError() };
  } else {
    const request = buildInquiryRequest(inquiry, emailJs, window.location.origin);
    // The SDK reads the API origin only from its global store, which init() sets.
    init({ publicKey: request.publicKey, origin: request.origin });
    let isPastLimit = false;
    const storageProvider = browserStorage(() => (isPastLimit = true));
    outcome = await settleWithin(
      send(request.serviceId, request.templateId, request.templateParams, {
        publicKey: request.publicKey,
        limitRate: LIMIT_RATE,
        storageProvider,
      }),
      timeoutMs,
    );
    const { reason } = outcome as { reason?: unknown };
    if (storageProvider && !isPastLimit && isResponseStatus(reason) && reason.status === 429) {
      outcome = { status: "rejected", reason: new InquiryThrottledError() };
    }
  }
  const result = toInquiryResult(outcome);
  if (result.ok) console.log("Inquiry sent:", result.status, result.text);
  // A wait is no failure: it goes once the limit has passed.
  else if (result.reason === "throttled")
    console.warn("Inquiry not sent yet:", String(result.error));
  else console.error(describeFailure(result));
  return result;
}
