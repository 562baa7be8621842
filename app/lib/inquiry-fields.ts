/**
 * The contact form's fields, declared once (docs/product.md §4). Everything else follows the list:
 * the form renders a labelled control for each field and marks the optional ones, the note above
 * the form says which must be filled in, the browser's checks and our rules (lib/inquiry.ts)
 * require exactly the required ones, the email client sends each as a template param, the "Email
 * it instead" and "Copy message" text lists each, the draft keeps each, and the tests loop over
 * it. Each field's words live with the site's other texts (app/interface-strings.ts,
 * `inquiry.fields`), typed here by the list: a field without its label or messages does not
 * compile. Its own module, so a test can put a different list in its place.
 */
import { messages } from "~/interface-strings.ts";

/** A shape a value must have beyond being filled in. */
export type InquiryFormat = "email" | "phone";

/** What the form needs to know of one field. */
interface FieldSpec<Name extends string = string> {
  /** The control's name (its id is `inquiry-{name}`) and the EmailJS template param's key. */
  readonly name: Name;
  /** A one-line input of this type, or a textarea: free text over several lines. */
  readonly type: "text" | "email" | "tel" | "textarea";
  /** Whether the inquiry cannot be sent without it; an optional field's label says so. */
  readonly required: boolean;
  /** The browser's autofill token, where one fits. */
  readonly autoComplete?: string;
  /** In UTF-16 code units, what `maxlength` and `String#length` count. */
  readonly maxLength: number;
  /** A shape to check beyond "filled in" (when filled in); the field then needs an `invalid` message. */
  readonly format?: InquiryFormat;
  /** Where the cursor starts. */
  readonly autoFocus?: true;
}

/*
 * The fields in the specification's order, which is also the order of the EmailJS template's
 * params, all five required (specification §5, docs/product.md §4). Autofocus is on the name only:
 * two autofocus fields cannot both hold focus.
 *
 * Limits: EmailJS refuses requests whose template params exceed 50 KB, and every refused request
 * still costs a try against the monthly quota. At worst a code unit is 3 bytes of UTF-8, so these
 * 10,544 units stay under 32 KB of JSON: always deliverable, with room to spare (a test checks the
 * worst case from this list). Each is generous for its field: 254 is the longest valid email
 * address (RFC 5321), 40 fits an international number with an extension, 10,000 characters is
 * about four pages of text.
 */
const fields = [
  {
    name: "name",
    type: "text",
    required: true,
    autoComplete: "name",
    maxLength: 100,
    autoFocus: true,
  },
  { name: "subject", type: "text", required: true, maxLength: 150 },
  {
    name: "email",
    type: "email",
    required: true,
    autoComplete: "email",
    maxLength: 254,
    format: "email",
  },
  {
    name: "phone",
    type: "tel",
    required: true,
    autoComplete: "tel",
    maxLength: 40,
    format: "phone",
  },
  { name: "message", type: "textarea", required: true, maxLength: 10_000 },
] as const satisfies readonly FieldSpec[];

type DeclaredField = (typeof fields)[number];

/** A field's name: "name", "subject", "email", "phone" or "message". */
export type InquiryField = DeclaredField["name"];

/** One declared field, with every property readable (absent ones are undefined). */
export type InquiryFieldSpec = FieldSpec<InquiryField>;

/** The form's fields in order. */
export const inquiryFields: readonly InquiryFieldSpec[] = fields;

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

/** Each field's words from app/interface-strings.ts; the type makes a missing one a compile error. */
export const inquiryFieldTexts: InquiryFieldTexts = messages.inquiry.fields;
