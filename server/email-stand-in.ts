/**
 * A local stand-in for EmailJS (docs/product.md §6). When the build has no EmailJS ids, the form
 * posts to this server's own `POST /api/v1.0/email/send`. The stand-in refuses what EmailJS
 * would refuse (400 with a clear text) and what the form would not send (422: its own rules,
 * lib/inquiry.ts), appends each accepted inquiry as one JSON line to a file, prints a one-line
 * summary and answers `200 OK`, the same success EmailJS gives.
 *
 * Writes go through a queue, one `appendFile` (O_APPEND) per line and one at a time: lines
 * stay whole and in order however many submits arrive together, on any file system, and the
 * folder is recreated if someone deletes it while the server runs. At inquiry rates the
 * queue costs nothing. No file handle stays open, so shutdown only waits for the queue.
 *
 * A stand-in, not a service (docs/product.md §17): it answers only when `npm start` listens on a
 * loopback address and serves a build that is not for the real domain, or EMAIL_STAND_IN=on
 * says so (otherwise 503, and the form offers its fallback), and then, decided per request, only a request straight from this machine (a
 * loopback client, no proxy's headers: through nginx in front it answers 404, issue 32) unless
 * EMAIL_STAND_IN=on; same-origin only (no CORS); a few inquiries a minute per client (429); and
 * the log stops growing at its cap (503). Nothing is emailed.
 */
import { appendFile, mkdir, stat } from "node:fs/promises";
import path from "node:path";

import type { FastifyError, FastifyPluginAsync } from "fastify";

import { ROOT_DIR } from "../hosting/build-layout.ts";
import { EMAIL_SEND_PATH, isLoopbackHost } from "../app/shared/paths.ts";
import { fieldsWithSensitiveNumbers } from "../app/shared/sensitive-numbers.ts";
import {
  type InquiryFieldSpec,
  inquiryFieldTexts,
  inquiryParamFields,
} from "../app/lib/inquiry-fields.ts";
import {
  emptyInquiry,
  inquiryField,
  type InquiryProblem,
  paramsOf,
  problemsOfParams,
} from "../app/lib/inquiry.ts";
import { isDirectFromThisMachine } from "./forwarded.ts";

/** EmailJS refuses template params over 50 KB; the stand-in refuses bodies over 50 KB. */
export const MAX_BODY_BYTES = 50 * 1024;

/** Where inquiries go unless INQUIRY_LOG says otherwise (var/ is git-ignored). */
const DEFAULT_INQUIRY_LOG = path.join(ROOT_DIR, "var", "inquiries.jsonl");

/**
 * Why the stand-in is off, or undefined when it answers (EMAIL_STAND_IN: "on", "off", or unset).
 * Unset, it answers only when the server listens on a loopback address and the build is not for
 * the site's real domain: a proxy in front that adds no forwarding header (a bare `proxy_pass`,
 * a TCP relay, TLS passthrough) makes every visitor look like this machine, and the live site's
 * form must never fill a local log.
 */
export function standInOffReason(
  host: string,
  setting: "on" | "off" | undefined,
  isRealDomain: boolean,
): string | undefined {
  if (setting === "on") return undefined;
  if (setting === "off") return "EMAIL_STAND_IN=off";
  if (!isLoopbackHost(host)) return "this server listens beyond this machine";
  return isRealDomain ? "this build is for the site's real domain" : undefined;
}

/** Inquiries one client may send in a minute. */
export const INQUIRIES_PER_MINUTE = 5;

/** The log's cap: past it, inquiries are refused rather than fill the disk. */
const MAX_LOG_BYTES = 10 * 1024 * 1024;

export interface EmailStandInOptions {
  /** The JSON Lines file; a relative path is taken from the working directory. */
  file?: string;
  /** Where the one-line summaries go (console.log by default). */
  log?: (line: string) => void;
  /** Why it is off (standInOffReason), or undefined when it answers: 503 with the reason. */
  offReason?: string;
  /**
   * True with EMAIL_STAND_IN=on: it answers whoever asks. Otherwise it answers only requests
   * straight from this machine, and any other 404, as if it were not there.
   */
  answersEveryone?: boolean;
  /** Inquiries one client may send in a minute (INQUIRIES_PER_MINUTE). */
  maxPerMinute?: number;
  /** The log's cap in bytes (MAX_LOG_BYTES). */
  maxLogBytes?: number;
}

/** One line of the inquiry file. */
export interface StoredInquiry {
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

/**
 * A refusal is a 400 (EmailJS would refuse it too: no JSON, no ids, a file instead of JSON) or a
 * 422 (well formed, but it holds an SSN, ITIN, EIN, bank or card number: docs/product.md §21, or
 * the form would not have sent it: docs/product.md §28).
 */
type SendRequestCheck =
  | { ok: true; inquiry: Omit<StoredInquiry, "receivedAt"> }
  | { ok: false; status: 400 | 422; message: string };

const refused = (status: 400 | 422, message: string) => ({ ok: false, status, message }) as const;

const ID_FIELDS = [
  ["user_id", "The public key (user_id)"],
  ["service_id", "The service ID (service_id)"],
  ["template_id", "The template ID (template_id)"],
] as const;

/** What the stand-in says of a value the form's rules refuse, after the field's name. */
const PROBLEM_WORDS: Record<InquiryProblem | "lineBreak", (field: InquiryFieldSpec) => string> = {
  missing: () => "is empty",
  tooLong: ({ maxLength }) => `is longer than ${maxLength} characters`,
  invalid: ({ format }) => `is not ${format === "email" ? "an email address" : "a phone number"}`,
  sensitive: () => "holds a sensitive number",
  lineBreak: () => "holds a line break, where the form allows none",
};

const PARAM_NAMES: readonly string[] = inquiryParamFields.map(({ name }) => name);

/** Why the form could not have sent these params (lib/inquiry.ts, its own rules), if it could not. */
function formRefusal(params: Record<string, string>): string | undefined {
  const unknown = Object.keys(params).filter((name) => !PARAM_NAMES.includes(name));
  if (unknown.length > 0) {
    return `Refused: the form sends ${PARAM_NAMES.join(", ")} and nothing else, not ${unknown.join(", ")}.`;
  }
  const problems = Object.entries(problemsOfParams(paramsOf({ ...emptyInquiry, ...params })));
  if (problems.length === 0) return undefined;
  const said = problems.map(([name, problem]) => {
    const field = inquiryField(name as keyof typeof emptyInquiry);
    const place = field.inMessage
      ? `the message's "${inquiryFieldTexts[field.name].lineLabel}" line`
      : name;
    return `${place} ${PROBLEM_WORDS[problem](field)}`;
  });
  return `Refused: ${said.join("; ")}. The form's own rules apply here too.`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a send request the way EmailJS needs it; pure, so every rejection is testable. */
function checkSendRequest(contentType: string | undefined, body: unknown): SendRequestCheck {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  // A multipart body (a file attached) is refused here too: the form takes no files.
  if (mediaType !== "application/json") {
    return refused(400, "The Content-Type must be application/json.");
  }
  if (typeof body !== "string" || body.trim() === "") {
    return refused(400, "The request body is empty: send a JSON object.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refused(400, "The request body is not valid JSON.");
  }
  if (!isPlainObject(parsed)) {
    return refused(400, "The request body must be a JSON object.");
  }
  for (const [key, label] of ID_FIELDS) {
    const value = parsed[key];
    if (typeof value !== "string" || value.trim() === "") {
      return refused(400, `${label} is required and must be a non-empty string.`);
    }
  }
  if (!isPlainObject(parsed.template_params)) {
    return refused(400, "The template params (template_params) must be a JSON object.");
  }
  // The form's own rule (app/shared/sensitive-numbers.ts), on every param: a direct POST gets no
  // further than the form would.
  const params = parsed.template_params;
  const sensitive = fieldsWithSensitiveNumbers(params);
  if (sensitive.length > 0) {
    return refused(
      422,
      `Refused: ${sensitive.join(", ")} ${sensitive.length === 1 ? "holds" : "hold"} what looks like a Social Security, taxpayer, bank or card number. Share those through the client portal, never this form.`,
    );
  }
  // An inquiry's every param is text (EmailJS's template fills in text): a list or an object
  // could carry what the check above reads only as JSON.
  const notText = Object.keys(params).filter((name) => typeof params[name] !== "string");
  if (notText.length > 0) {
    return refused(
      400,
      `Each template param must be a string: ${notText.join(", ")} ${notText.length === 1 ? "is" : "are"} not.`,
    );
  }
  // The form's own rules, from its own field list: a direct POST gets no further than the form.
  const refusal = formRefusal(params as Record<string, string>);
  if (refusal) return refused(422, refusal);
  return {
    ok: true,
    inquiry: {
      service_id: parsed.service_id as string,
      template_id: parsed.template_id as string,
      template_params: params,
    },
  };
}

const SUMMARY_LENGTH = 40;

/** Control characters, and line and paragraph separators: each becomes a space. */
// eslint-disable-next-line no-control-regex -- these are exactly what must not reach a terminal
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** Bidirectional controls: they make a terminal show text in another order than it was written. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A value made safe for one console line: no control characters, at most 40 characters. */
function forSummary(value: unknown): string {
  if (typeof value !== "string") return "(none)";
  const flat = value
    .replace(BIDI_CONTROLS, "")
    .replace(LINE_BREAKING, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1)}…` : flat;
}

/**
 * What JSON.stringify leaves raw and a reader must not meet raw: DEL and the C1 controls (NEL,
 * U+0085, ends a line for a reader that splits the Unicode way; an 8-bit CSI drives a terminal),
 * the line and paragraph separators, and the bidirectional controls (marks, embeddings,
 * overrides, isolates), which make `tail` show text in another order than it was written.
 */
const RAW_IN_JSON = new RegExp(`[\\u007F-\\u009F\\u2028\\u2029]|${BIDI_CONTROLS.source}`, "g");

/** One record as one line of JSON Lines, for any reader: those characters written as \uXXXX. */
const inquiryLine = (record: StoredInquiry): string =>
  `${JSON.stringify(record).replace(RAW_IN_JSON, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;

/** Thrown when a line would take the log past its cap. */
class LogFullError extends Error {
  statusCode = 503;
  constructor(file: string) {
    super(`The inquiry log ${file} is full.`);
  }
}

/**
 * Appends lines one at a time, in arrival order, refusing one that would take the file past
 * `maxBytes`; `drained` settles when all are written.
 */
function createLineWriter(file: string, maxBytes: number) {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    append(line: string): Promise<void> {
      const write = tail.then(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        const size = await stat(file).then(
          (info) => info.size,
          () => 0,
        );
        if (size + Buffer.byteLength(line) > maxBytes) throw new LogFullError(file);
        await appendFile(file, line, { encoding: "utf8", flag: "a" });
      });
      tail = write.catch(() => undefined);
      return write;
    },
    drained: () => tail,
  };
}

/** The stand-in as a Fastify plugin, in its own context: its body parser stays its own. */
export const emailStandIn: FastifyPluginAsync<EmailStandInOptions> = async (app, options) => {
  const file = path.resolve(options.file || DEFAULT_INQUIRY_LOG);
  const log = options.log ?? ((line: string) => console.log(line));
  const writer = createLineWriter(file, options.maxLogBytes ?? MAX_LOG_BYTES);
  const relative = path.relative(process.cwd(), file);
  const shownFile = relative.startsWith("..") ? file : relative;

  // Every body arrives as text, whatever its type, so the handler can say what is wrong.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "string", bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const [status, text] =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? [400, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`]
        : error.statusCode === 429
          ? [429, "Too many inquiries from this address: try again in a minute."]
          : error instanceof LogFullError
            ? [
                503,
                "The inquiry log is full: nothing more is stored (docs/operations.md › Configuration).",
              ]
            : (error.statusCode ?? 500) < 500
              ? [400, `Bad request: ${error.message}`]
              : [500, "The inquiry could not be stored."];
    if (status >= 500) console.error(`Email stand-in: ${error.message}`);
    return reply.code(status).type("text/plain; charset=utf-8").send(text);
  });

  app.addHook("onClose", async () => {
    await writer.drained();
  });

  const rateLimit = { max: options.maxPerMinute ?? INQUIRIES_PER_MINUTE, timeWindow: 60_000 };
  app.post(EMAIL_SEND_PATH, { config: { rateLimit } }, async (request, reply) => {
    reply.type("text/plain; charset=utf-8");
    if (options.offReason) {
      return reply
        .code(503)
        .send(
          `The email stand-in is off: ${options.offReason}. Configure EmailJS, or set EMAIL_STAND_IN=on (docs/operations.md › Configuration).`,
        );
    }
    const isFromHere = isDirectFromThisMachine(
      request.socket.remoteAddress,
      (name) => request.headers[name] !== undefined,
    );
    if (!options.answersEveryone && !isFromHere) return reply.code(404).send("Not Found");
    const check = checkSendRequest(request.headers["content-type"], request.body);
    if (!check.ok) return reply.code(check.status).send(check.message);

    const record: StoredInquiry = { receivedAt: new Date().toISOString(), ...check.inquiry };
    await writer.append(inquiryLine(record));
    const params = check.inquiry.template_params;
    log(
      `Inquiry from "${forSummary(params.name)}" about "${forSummary(params.subject)}" saved to ${shownFile}`,
    );
    return reply.code(200).send("OK");
  });

  // Said once when `npm start` listens, not in every test that builds a server.
  app.addHook("onListen", (done) => {
    log(
      options.offReason
        ? `Email stand-in: off (${options.offReason}; EMAIL_STAND_IN=on turns it on)`
        : `Email stand-in: inquiries sent to ${EMAIL_SEND_PATH} are appended to ${shownFile}`,
    );
    done();
  });
};
