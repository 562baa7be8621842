/**
 * The contact form's fields, declared once (PRODUCT.md §4), and the pure rules that normalise and
 * validate what a person typed. Everything else follows the list: the form renders a control for
 * each field, the email client sends each as a template param, the "Email it instead" and "Copy
 * message" text lists each, the draft keeps each. Each field's words live with the site's other
 * texts (content/messages.ts, `inquiry.fields`), typed here by the list: a field without its label
 * or messages does not compile. No DOM, no React.
 */
import { messages } from "~/content/messages.ts";

/** A shape a value must have beyond being filled in. */
type InquiryFormat = "email" | "phone";

/** What the form needs to know of one field. Every field is required (PRODUCT.md §4). */
interface FieldSpec<Name extends string = string> {
  /** The control's name (its id is `inquiry-{name}`) and the EmailJS template param's key. */
  readonly name: Name;
  /** A one-line input of this type, or a textarea: free text over several lines. */
  readonly type: "text" | "email" | "tel" | "textarea";
  /** The browser's autofill token, where one fits. */
  readonly autoComplete?: string;
  /** In UTF-16 code units, what `maxlength` and `String#length` count. */
  readonly maxLength: number;
  /** A shape to check beyond "filled in"; the field then needs an `invalid` message. */
  readonly format?: InquiryFormat;
  /** Where the cursor starts. */
  readonly autoFocus?: true;
}

/*
 * The fields in the specification's order, which is also the order of the EmailJS template's
 * params. Autofocus is on the name only: two autofocus fields cannot both hold focus.
 *
 * Limits: EmailJS refuses requests whose template params exceed 50 KB, and every refused request
 * still costs a try against the monthly quota. At worst a code unit is 3 bytes of UTF-8, so these
 * 10,544 units stay under 32 KB of JSON: always deliverable, with room to spare (a test checks the
 * worst case from this list). Each is generous for its field: 254 is the longest valid email
 * address (RFC 5321), 40 fits an international number with an extension, 10,000 characters is
 * about four pages of text.
 */
const fields = [
  { name: "name", type: "text", autoComplete: "name", maxLength: 100, autoFocus: true },
  { name: "subject", type: "text", maxLength: 150 },
  { name: "email", type: "email", autoComplete: "email", maxLength: 254, format: "email" },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: 40, format: "phone" },
  { name: "message", type: "textarea", maxLength: 10_000 },
] as const satisfies readonly FieldSpec[];

type DeclaredField = (typeof fields)[number];

/** A field's name: "name", "subject", "email", "phone" or "message". */
export type InquiryField = DeclaredField["name"];

/** One declared field, with every property readable (absent ones are undefined). */
export type InquiryFieldSpec = FieldSpec<InquiryField>;

/** The form's fields in order. */
export const inquiryFields: readonly InquiryFieldSpec[] = fields;

/** One inquiry as the EmailJS template receives it: a string per field. */
export type Inquiry = Record<InquiryField, string>;

/** The words of a field: its label, what to say when it is empty and, with a format, malformed. */
export type InquiryFieldText<Field extends FieldSpec> = {
  readonly label: string;
  readonly missing: string;
} & (Field extends { format: InquiryFormat }
  ? { readonly invalid: string }
  : { readonly invalid?: never });

/** Every field's words, keyed by its name. */
export type InquiryFieldTexts = {
  readonly [Field in DeclaredField as Field["name"]]: InquiryFieldText<Field>;
};

/** Each field's words from content/messages.ts; the type makes a missing one a compile error. */
export const inquiryFieldTexts: InquiryFieldTexts = messages.inquiry.fields;

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

/** Whether a normalised, non-empty value has the format's shape. */
const hasFormat: Record<InquiryFormat, (value: string) => boolean> = {
  email: (value) => EMAIL_PATTERN.test(value),
  phone: (value) =>
    PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS,
};

function normaliseField(field: InquiryFieldSpec, value: string): string {
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
export function normaliseInquiry(values: Inquiry): Inquiry {
  return inquiryRecord((field) => normaliseField(field, values[field.name]));
}

/** Whether a value is empty once whitespace and invisible characters are ignored. */
export function isBlank(value: string): boolean {
  return value.replace(CONTROL_CHARACTERS, "").replace(INVISIBLE, "") === "";
}

/** The problem with one field's value, if any. */
export function problemWith(name: InquiryField, value: string): InquiryProblem | undefined {
  if (isBlank(value)) return "missing";
  const field = inquiryField(name);
  const normalised = normaliseField(field, value);
  if (normalised.length > field.maxLength) return "tooLong";
  if (field.format && !hasFormat[field.format](normalised)) return "invalid";
  return undefined;
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

/** Whether an unknown value (a stored draft, say) has the inquiry's shape. */
export function isInquiryLike(value: unknown): value is Partial<Inquiry> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, field]) => Object.hasOwn(fieldsByName, key) && typeof field === "string",
  );
}
