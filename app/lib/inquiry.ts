/**
 * The pure rules over the contact form's one field list (lib/inquiry-fields.ts): a record per
 * field, normalizing and validating what a person typed, and the note above the form. No DOM, no
 * React.
 */
// Relative: the build's config loads this file (the email stand-in under `npm run dev`), and
// Node resolves no `~/`.
import { messages } from "../interface-strings.ts";
import {
  type InquiryField,
  type InquiryFieldSpec,
  inquiryFields,
  inquiryFieldTexts,
  type InquiryFormat,
  type InquiryParam,
  inquiryParamFields,
} from "./inquiry-fields.ts";
import { holdsSensitiveNumber } from "../shared/sensitive-numbers.ts";

/** One inquiry as the form holds it: a string per field. */
export type Inquiry = Record<InquiryField, string>;

/** One inquiry as the EmailJS template receives it: the specification's five params. */
export type InquiryParams = Record<InquiryParam, string>;

/** A record with one entry per field, in the list's order. */
export function inquiryRecord<T>(value: (field: InquiryFieldSpec) => T): Record<InquiryField, T> {
  return Object.fromEntries(inquiryFields.map((field) => [field.name, value(field)])) as Record<
    InquiryField,
    T
  >;
}

const fieldsByName = inquiryRecord((field) => field);

/** The declaration of the field with this name. */
export function inquiryField(name: InquiryField): InquiryFieldSpec {
  return fieldsByName[name];
}

export const emptyInquiry: Inquiry = inquiryRecord(() => "");

/**
 * Why a value cannot be sent: empty, too long, malformed, or holding an SSN, ITIN, EIN, bank or
 * card number (docs/product.md §21: those go through the client portal, never the form).
 */
export type InquiryProblem = "missing" | "tooLong" | "invalid" | "sensitive";

export type InquiryProblems = Partial<Record<InquiryField, InquiryProblem>>;

// C0 and C1 control characters and DEL. The message keeps its line breaks and tabs.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LINE_CONTROLS = /[\t\n\r]/g;
// Characters that render as nothing: a field holding only these (and whitespace) is empty.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

// WHATWG's valid e-mail address (what type=email checks), plus a dot-separated top-level
// domain: "name@localhost" is valid HTML but no use for replying to a client.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
// Digits with the usual separators, optionally followed by an extension.
const PHONE_PATTERN = /^\+?[0-9().\-\s/]+(?:\s*(?:ext\.?|x|#)\s*[0-9]{1,6})?$/i;
const MIN_PHONE_DIGITS = 7;

/** Whether a normalized, non-empty value has the format's shape. */
const hasFormat: Record<InquiryFormat, (value: string) => boolean> = {
  email: (value) => EMAIL_PATTERN.test(value),
  phone: (value) =>
    PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS,
};

function normalizeField(field: InquiryFieldSpec, value: string): string {
  if (field.type === "textarea") {
    return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").trim();
  }
  return value.replace(LINE_CONTROLS, " ").replace(CONTROL_CHARACTERS, "").trim();
}

/**
 * What is sent: every field trimmed, control characters removed (the message keeps line
 * breaks and tabs), nothing but the fields. Everything else, HTML and scripts included, is kept
 * verbatim: it is data, never markup.
 */
export function normalizeInquiry(values: Inquiry): Inquiry {
  return inquiryRecord((field) => normalizeField(field, values[field.name]));
}

/** The specification's five params of some values, in the list's order, and nothing else. */
export const paramsOf = (values: InquiryParams): InquiryParams =>
  Object.fromEntries(inquiryParamFields.map(({ name }) => [name, values[name]])) as InquiryParams;

/** How an answer's line in the message starts: "Referred by: ". */
const lineStartOf = ({ name }: InquiryFieldSpec) =>
  `${inquiryFieldTexts[name].lineLabel ?? inquiryFieldTexts[name].label}: `;

/**
 * The template params of an inquiry (docs/decisions/0019-an-inquiry-to-act-on.md): the
 * specification's five, with each optional answer given added to the message as a "Label: answer"
 * line, once. An inquiry without them is sent exactly as the specification's, and the owner's
 * EmailJS template needs no change.
 */
export function inquiryParams(inquiry: Inquiry): InquiryParams {
  const params = paramsOf(inquiry);
  const lines = new Set(
    inquiryFields
      .filter((field) => field.inMessage && inquiry[field.name] !== "")
      .map((field) => `${lineStartOf(field)}${inquiry[field.name]}`),
  );
  if (lines.size === 0) return params;
  return { ...params, message: [params.message, "", ...lines].join("\n") };
}

/** Whether a value is empty once whitespace and invisible characters are ignored. */
export function isBlank(value: string): boolean {
  return value.replace(CONTROL_CHARACTERS, "").replace(INVISIBLE, "") === "";
}

/** The problem with one field's value, if any; an optional field left empty has none. */
export function problemWith(name: InquiryField, value: string): InquiryProblem | undefined {
  const field = inquiryField(name);
  if (isBlank(value)) return field.required ? "missing" : undefined;
  const normalized = normalizeField(field, value);
  if (normalized.length > field.maxLength) return "tooLong";
  // Every field, the free-text ones above all: the server refuses the same (its template params).
  if (holdsSensitiveNumber(normalized)) return "sensitive";
  if (field.format && !hasFormat[field.format](normalized)) return "invalid";
  return undefined;
}

/**
 * The note above the form, from the list: that every field is required while each is, otherwise
 * that all but those marked optional are.
 */
export function requiredFieldsNote(): string {
  const { all, allButOptional } = messages.inquiry.requiredNote;
  return inquiryFields.every((field) => field.required) ? all : allButOptional;
}

/** Every field's problem; an empty object means the inquiry can be sent. */
export function validateInquiry(values: Inquiry): InquiryProblems {
  const problems: InquiryProblems = {};
  for (const { name } of inquiryFields) {
    const problem = problemWith(name, values[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * The inquiry some template params carry, read back as inquiryParams wrote it: the five, with the
 * labelled lines that end the message (in the list's order) as the answers they came from.
 */
function inquiryOfParams(params: InquiryParams): Inquiry {
  const at = params.message.lastIndexOf("\n\n");
  const answers: Partial<Inquiry> = { message: params.message.slice(0, at) };
  let next = 0;
  for (const line of at < 0 ? [] : params.message.slice(at + 2).split("\n")) {
    const index = inquiryFields.findIndex(
      (field, place) => place >= next && field.inMessage && line.startsWith(lineStartOf(field)),
    );
    const field = inquiryFields[index];
    if (!field) return { ...emptyInquiry, ...params };
    answers[field.name] = line.slice(lineStartOf(field).length);
    next = index + 1;
  }
  return { ...emptyInquiry, ...params, ...(at >= 0 && answers) };
}

/**
 * The form's rules applied to template params that arrived (server/email-stand-in.ts): each
 * field's problem, or "lineBreak" for a line break (CR, LF, NEL) in a field the form gives one line. Empty
 * when the form could have sent them.
 */
export function problemsOfParams(
  params: InquiryParams,
): Partial<Record<InquiryField, InquiryProblem | "lineBreak">> {
  const inquiry = inquiryOfParams(params);
  const broken = inquiryFields.filter(
    ({ name, type }) => type !== "textarea" && /[\r\n\u0085]/.test(inquiry[name]),
  );
  return {
    ...validateInquiry(inquiry),
    ...Object.fromEntries(broken.map(({ name }) => [name, "lineBreak"])),
  };
}

/** Whether an unknown value (a stored draft, say) has the inquiry's shape. */
export function isInquiryLike(value: unknown): value is Partial<Inquiry> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, field]) => Object.hasOwn(fieldsByName, key) && typeof field === "string",
  );
}
