// @vitest-environment jsdom
/**
 * The form's field list (lib/inquiry-fields.ts) is the one declaration: every field in it, whatever it
 * is, gets its words, a labelled control, a template param in the request the SDK posts, a place
 * in "Email it instead" and "Copy message", and a place in the draft. A field half-added to the
 * list fails here (and, for missing words, in the typecheck).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { messages } from "~/interface-strings.ts";
import { type Inquiry, inquiryRecord } from "~/lib/inquiry.ts";
import {
  inquiryFields,
  type InquiryFieldSpec,
  type InquiryFieldText,
  type InquiryFieldTexts,
  inquiryFieldTexts,
} from "~/lib/inquiry-fields.ts";
import { DRAFT_KEY } from "~/lib/inquiry-draft.ts";

/** A valid value for any field, different for each. */
function sampleValue(field: InquiryFieldSpec): string {
  if (field.format === "email") return `${field.name}@example.com`;
  if (field.format === "phone") return "(513) 555-0100";
  if (field.type === "textarea") return `Some ${field.name},\nover two lines`;
  return `Some ${field.name}`;
}

const filled: Inquiry = inquiryRecord(sampleValue);
const label = (field: InquiryFieldSpec) => inquiryFieldTexts[field.name].label;
const control = (field: InquiryFieldSpec) =>
  screen.getByLabelText(label(field)) as HTMLInputElement | HTMLTextAreaElement;

async function fillEveryField(user: ReturnType<typeof userEvent.setup>) {
  for (const field of inquiryFields) await user.type(control(field), filled[field.name]);
}

beforeEach(() => {
  sessionStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Compile-time: the words are typed by the list (checked by `tsc`, which reads the tests too).
// @ts-expect-error a field with a format needs its `invalid` message
const withoutInvalid: InquiryFieldText<{
  name: "x";
  type: "email";
  required: true;
  maxLength: 1;
  format: "email";
}> = { label: "X", missing: "Please enter x." };
// @ts-expect-error every field needs a label
const withoutLabel: InquiryFieldText<{
  name: "x";
  type: "text";
  required: false;
  maxLength: 1;
}> = { missing: "" };
// @ts-expect-error every field of the list needs its words
const withoutAField: InquiryFieldTexts = { ...messages.inquiry.fields, phone: undefined };
// The checks above are the compiler's; the values are never read.
void [withoutInvalid, withoutLabel, withoutAField];

describe("every field of the list", () => {
  it("has its words: a label, a missing message, and an invalid message when it has a format", () => {
    for (const field of inquiryFields) {
      const text = inquiryFieldTexts[field.name];
      expect(text.label, field.name).toMatch(/\S/);
      expect(text.missing, field.name).toMatch(/\S/);
      expect(text.invalid !== undefined, field.name).toBe(field.format !== undefined);
    }
    // docs/product.md §4: two autofocus fields cannot both hold focus.
    expect(inquiryFields.filter((field) => field.autoFocus)).toHaveLength(1);
  });

  it("renders as a labelled control with its id, name, type, limit and required flag", () => {
    render(<ContactForm />);
    // The honeypot is not among them: it is hidden from assistive technology.
    expect(screen.getAllByRole("textbox")).toHaveLength(inquiryFields.length);
    for (const field of inquiryFields) {
      const element = control(field);
      expect(element.id).toBe(`inquiry-${field.name}`);
      expect(element).toHaveAttribute("name", field.name);
      expect(element.required, field.name).toBe(field.required);
      expect(element.maxLength).toBe(field.maxLength);
      if (field.type === "textarea") expect(element.tagName).toBe("TEXTAREA");
      else expect(element).toHaveAttribute("type", field.type);
      if (field.autoComplete) expect(element).toHaveAttribute("autocomplete", field.autoComplete);
      else expect(element).not.toHaveAttribute("autocomplete");
      if (field.autoFocus) expect(element).toHaveFocus();
      else expect(element).not.toHaveAttribute("autofocus");
    }
  });

  it("explains itself when left empty, if required", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: messages.inquiry.submit }));
    for (const field of inquiryFields.filter(({ required }) => required)) {
      expect(control(field)).toHaveAccessibleDescription(
        expect.stringContaining(inquiryFieldTexts[field.name].missing),
      );
    }
  });

  it("is a template param of the request, and in the email link and the copied text", async () => {
    // The real client and SDK, with the network answering 500: the failure offers the other ways.
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response("No", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await fillEveryField(user);
    await user.click(screen.getByRole("button", { name: messages.inquiry.submit }));

    const email = await screen.findByRole("link", { name: messages.inquiry.fallback.emailInstead });
    expect(fetchMock).toHaveBeenCalledOnce();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      template_params: Record<string, string>;
    };
    expect(body.template_params).toEqual(filled);
    expect(Object.keys(body.template_params)).toEqual(inquiryFields.map((field) => field.name));

    const mailto = new URL(email.getAttribute("href") ?? "").searchParams;
    const mailText = `${mailto.get("subject")}\n${mailto.get("body")?.replace(/\r\n/g, "\n")}`;
    await user.click(screen.getByRole("button", { name: messages.inquiry.fallback.copy }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    for (const field of inquiryFields) {
      expect(mailText, field.name).toContain(filled[field.name]);
      expect(copied, field.name).toContain(filled[field.name]);
      // The message is the text's body; every other field is a line with its label.
      if (field.name !== "message") {
        expect(copied, field.name).toContain(`${label(field)}: ${filled[field.name]}`);
      }
    }
  });

  it("is kept in the draft across a reload", async () => {
    const user = userEvent.setup({ delay: null });
    const first = render(<ContactForm />);
    await fillEveryField(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual(filled);
    first.unmount();

    render(<ContactForm />);
    for (const field of inquiryFields) expect(control(field)).toHaveValue(filled[field.name]);
  });
});
