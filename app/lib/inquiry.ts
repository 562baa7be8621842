/**
 * The contact form's data: its five fields, their length limits, and the pure rules that
 * normalise and validate what a person typed (PRODUCT.md §4). No DOM, no React: the form, the
 * email client and the tests share these rules.
 */

/** The fields in the specification's order; also the EmailJS template params' keys. */
export const inquiryFields = ["name", "subject", "email", "phone", "message"] as const;

export type InquiryField = (typeof inquiryFields)[number];

/** One inquiry as the EmailJS template receives it: five strings. */
export type Inquiry = Record<InquiryField, string>;

export const emptyInquiry: Inquiry = { name: "", subject: "", email: "", phone: "", message: "" };

/**
 * Maximum lengths in UTF-16 code units (what `maxlength` and `String#length` count). EmailJS
 * refuses requests whose template params exceed 50 KB, and every refused or oversized request
 * still costs a try against the monthly quota. At worst a code unit is 3 bytes of UTF-8, so
 * these 10,544 units stay under 32 KB of JSON: always deliverable, with room to spare. Each
 * limit is generous for its field: 254 is the longest valid email address (RFC 5321), 40 fits
 * an international number with an extension, 10,000 characters is about four pages of text.
 */
export const inquiryLimits: Record<InquiryField, number> = {
  name: 100,
  subject: 150,
  email: 254,
  phone: 40,
  message: 10_000,
};

export type InquiryProblem = "missing" | "tooLong" | "invalid";

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

function normaliseField(field: InquiryField, value: string): string {
  if (field === "message") {
    return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").trim();
  }
  return value.replace(LINE_CONTROLS, " ").replace(CONTROL_CHARACTERS, "").trim();
}

/**
 * What is sent: every field trimmed, control characters removed (the message keeps line
 * breaks and tabs). Everything else, HTML and scripts included, is kept verbatim: it is data,
 * never markup.
 */
export function normaliseInquiry(values: Inquiry): Inquiry {
  return {
    name: normaliseField("name", values.name),
    subject: normaliseField("subject", values.subject),
    email: normaliseField("email", values.email),
    phone: normaliseField("phone", values.phone),
    message: normaliseField("message", values.message),
  };
}

/** Whether a value is empty once whitespace and invisible characters are ignored. */
export function isBlank(value: string): boolean {
  return value.replace(CONTROL_CHARACTERS, "").replace(INVISIBLE, "") === "";
}

/** The problem with one field's value, if any. */
export function problemWith(field: InquiryField, value: string): InquiryProblem | undefined {
  if (isBlank(value)) return "missing";
  const normalised = normaliseField(field, value);
  if (normalised.length > inquiryLimits[field]) return "tooLong";
  if (field === "email" && !EMAIL_PATTERN.test(normalised)) return "invalid";
  if (field === "phone") {
    const digits = normalised.replace(/\D/g, "").length;
    if (!PHONE_PATTERN.test(normalised) || digits < MIN_PHONE_DIGITS) return "invalid";
  }
  return undefined;
}

/** Every field's problem; an empty object means the inquiry can be sent. */
export function validateInquiry(values: Inquiry): InquiryProblems {
  const problems: InquiryProblems = {};
  for (const field of inquiryFields) {
    const problem = problemWith(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Whether an unknown value (a stored draft, say) has the inquiry's shape. */
export function isInquiryLike(value: unknown): value is Partial<Inquiry> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, field]) => inquiryFields.includes(key as InquiryField) && typeof field === "string",
  );
}
