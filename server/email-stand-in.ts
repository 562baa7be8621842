/**
 * A local stand-in for EmailJS (PRODUCT.md §6). When the build has no EmailJS ids, the form
 * posts to this server's own `POST /api/v1.0/email/send`. The stand-in refuses what EmailJS
 * would refuse (400 with a clear text), appends each accepted inquiry as one JSON line to a
 * file, prints a one-line summary and answers `200 OK`, the same success EmailJS gives.
 *
 * Writes go through a queue, one `appendFile` (O_APPEND) per line and one at a time: lines
 * stay whole and in order however many submits arrive together, on any file system, and the
 * folder is recreated if someone deletes it while the server runs. At inquiry rates the
 * queue costs nothing. No file handle stays open, so shutdown only waits for the queue.
 */
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";

import type { FastifyError, FastifyPluginAsync } from "fastify";

import { ROOT_DIR } from "./build-layout.ts";

/** EmailJS's endpoint (the same path as `app/lib/email-client.ts`; a test keeps them equal). */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";

/** EmailJS refuses template params over 50 KB; the stand-in refuses bodies over 50 KB. */
export const MAX_BODY_BYTES = 50 * 1024;

/** Where inquiries go unless INQUIRY_LOG says otherwise (var/ is git-ignored). */
export const DEFAULT_INQUIRY_LOG = path.join(ROOT_DIR, "var", "inquiries.jsonl");

export interface EmailStandInOptions {
  /** The JSON Lines file; a relative path is taken from the working directory. */
  file?: string;
  /** Where the one-line summaries go (console.log by default). */
  log?: (line: string) => void;
}

/** One line of the inquiry file. */
export interface StoredInquiry {
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

export type SendRequestCheck =
  { ok: true; inquiry: Omit<StoredInquiry, "receivedAt"> } | { ok: false; message: string };

const ID_FIELDS = [
  ["user_id", "The public key (user_id)"],
  ["service_id", "The service ID (service_id)"],
  ["template_id", "The template ID (template_id)"],
] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a send request the way EmailJS needs it; pure, so every rejection is testable. */
export function checkSendRequest(contentType: string | undefined, body: unknown): SendRequestCheck {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    return { ok: false, message: "The Content-Type must be application/json." };
  }
  if (typeof body !== "string" || body.trim() === "") {
    return { ok: false, message: "The request body is empty: send a JSON object." };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, message: "The request body is not valid JSON." };
  }
  if (!isPlainObject(parsed)) {
    return { ok: false, message: "The request body must be a JSON object." };
  }
  for (const [key, label] of ID_FIELDS) {
    const value = parsed[key];
    if (typeof value !== "string" || value.trim() === "") {
      return { ok: false, message: `${label} is required and must be a non-empty string.` };
    }
  }
  if (!isPlainObject(parsed.template_params)) {
    return { ok: false, message: "The template params (template_params) must be a JSON object." };
  }
  return {
    ok: true,
    inquiry: {
      service_id: parsed.service_id as string,
      template_id: parsed.template_id as string,
      template_params: parsed.template_params,
    },
  };
}

const SUMMARY_LENGTH = 40;

/** A value made safe for one console line: no control characters, at most 40 characters. */
function forSummary(value: unknown): string {
  if (typeof value !== "string") return "(none)";
  // eslint-disable-next-line no-control-regex -- a name must not forge log lines
  const flat = value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ").trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1)}…` : flat;
}

/** Appends lines one at a time, in arrival order; `drained` settles when all are written. */
function createLineWriter(file: string) {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    append(line: string): Promise<void> {
      const write = tail.then(async () => {
        await mkdir(path.dirname(file), { recursive: true });
        await appendFile(file, line, { encoding: "utf8", flag: "a" });
      });
      tail = write.catch(() => undefined);
      return write;
    },
    drained: () => tail,
  };
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

/** The stand-in as a Fastify plugin, in its own context: its body parser stays its own. */
export const emailStandIn: FastifyPluginAsync<EmailStandInOptions> = async (app, options) => {
  const file = path.resolve(options.file || DEFAULT_INQUIRY_LOG);
  const log = options.log ?? ((line: string) => console.log(line));
  const writer = createLineWriter(file);
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
    const text =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`
        : (error.statusCode ?? 500) < 500
          ? `Bad request: ${error.message}`
          : "The inquiry could not be stored.";
    const status = (error.statusCode ?? 500) < 500 ? 400 : 500;
    if (status === 500) console.error(`Email stand-in: ${error.message}`);
    return reply.code(status).headers(CORS_HEADERS).type("text/plain; charset=utf-8").send(text);
  });

  app.addHook("onClose", async () => {
    await writer.drained();
  });

  app.options(EMAIL_SEND_PATH, (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());

  app.post(EMAIL_SEND_PATH, async (request, reply) => {
    reply.headers(CORS_HEADERS).type("text/plain; charset=utf-8");
    const check = checkSendRequest(request.headers["content-type"], request.body);
    if (!check.ok) return reply.code(400).send(check.message);

    const record: StoredInquiry = { receivedAt: new Date().toISOString(), ...check.inquiry };
    await writer.append(`${JSON.stringify(record)}\n`);
    const params = check.inquiry.template_params;
    log(
      `Inquiry from "${forSummary(params.name)}" about "${forSummary(params.subject)}" saved to ${shownFile}`,
    );
    return reply.code(200).send("OK");
  });

  // Said once when `npm start` listens, not in every test that builds a server.
  app.addHook("onListen", (done) => {
    log(`Email stand-in: inquiries sent to ${EMAIL_SEND_PATH} are appended to ${shownFile}`);
    done();
  });
};
