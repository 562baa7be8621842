// @vitest-environment jsdom
/**
 * The form's field list (lib/inquiry-fields.ts) is the one declaration: every field in it, whatever it
 * is, gets its words, a labelled control, its place in the request the SDK posts (a template param,
 * or a line of the message), a place in "Email it instead" and "Copy message", and a place in the
 * draft. A field half-added to the list fails here (and, for missing words, in the typecheck).
 * On a named day: the fixture's Wednesday before Thanksgiving, whose times start on Friday.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { messages } from "~/interface-strings.ts";
import { type Inquiry, inquiryParams, inquiryRecord } from "~/lib/inquiry.ts";
import {
  inquiryFields,
  type InquiryFieldSpec,
  type InquiryFieldText,
  type InquiryFieldTexts,
  inquiryFieldTexts,
  inquiryParamFields,
} from "~/lib/inquiry-fields.ts";
import { DRAFT_KEY } from "~/lib/inquiry-draft.ts";

const times = ["morning", "afternoon", "evening"].map((part) => `Friday, November 27, ${part}`);
const timeFields = inquiryFields.filter((field) => field.type === "time");

/** A valid value for any field, different for each. */
function sampleValue(field: InquiryFieldSpec): string {
  if (field.type === "time") return times[timeFields.indexOf(field)] ?? "";
  if (field.type === "meeting") return messages.inquiry.meetingWays.phone;
  if (field.format === "email") return `${field.name}@example.com`;
  if (field.format === "phone") return "(513) 555-0100";
  if (field.type === "textarea") return `Some ${field.name},\nover two lines`;
  return `Some ${field.name}`;
}

const filled: Inquiry = inquiryRecord(sampleValue);
const label = (field: InquiryFieldSpec) => inquiryFieldTexts[field.name].label;
/** Its label as read (spaces aside), "(optional)" after an optional field's. */
const isLabelOf = (field: InquiryFieldSpec) => (text: string) =>
  text.replace(/\s/g, "") ===
  `${label(field)}${field.required ? "" : messages.inquiry.optionalMark}`.replace(/\s/g, "");
/** A field's control, found by its label: a radio group's checked button, by its legend. */
const control = (field: InquiryFieldSpec) =>
  (field.type === "meeting"
    ? screen.getByRole("group", { name: isLabelOf(field) }).querySelector(":checked")
    : screen.getByLabelText(isLabelOf(field))) as HTMLInputElement;

async function fillEveryField(user: ReturnType<typeof userEvent.setup>) {
  for (const field of inquiryFields) {
    const value = filled[field.name];
    if (field.type === "time") await user.selectOptions(control(field), value);
    else if (field.type === "meeting") await user.click(screen.getByRole("radio", { name: value }));
    else await user.type(control(field), value);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T10:00:00-05:00"));
  sessionStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
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
// @ts-expect-error an answer sent in the message needs its line's label
const withoutLineLabel: InquiryFieldText<{
  name: "x";
  type: "text";
  required: false;
  maxLength: 1;
  inMessage: true;
}> = { label: "X" };
// @ts-expect-error every field of the list needs its words
const withoutAField: InquiryFieldTexts = { ...messages.inquiry.fields, phone: undefined };
// The checks above are the compiler's; the values are never read.
void [withoutInvalid, withoutLineLabel, withoutAField];

describe("every field of the list", () => {
  it("has its words: a label, a missing message if required, an invalid one with a format, a line's label in the message", () => {
    for (const field of inquiryFields) {
      const text = inquiryFieldTexts[field.name];
      expect(text.label, field.name).toMatch(/\S/);
      expect(text.missing !== undefined, field.name).toBe(field.required);
      expect(text.invalid !== undefined, field.name).toBe(field.format !== undefined);
      expect(text.lineLabel !== undefined, field.name).toBe(field.inMessage === true);
    }
    // docs/product.md §4: two autofocus fields cannot both hold focus.
    expect(inquiryFields.filter((field) => field.autoFocus)).toHaveLength(1);
  });

  it("renders as a labelled control with its id, name, type, limit and required flag", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    const [autoFocused] = inquiryFields.filter((field) => field.autoFocus);
    expect(autoFocused && control(autoFocused)).toHaveFocus();
    await fillEveryField(user);
    for (const field of inquiryFields) {
      const element = control(field);
      expect(element.id || element.closest("fieldset")?.querySelector("input")?.id).toBe(
        `inquiry-${field.name}`,
      );
      expect(element).toHaveAttribute("name", field.name);
      expect(element.required, field.name).toBe(field.required);
      if (field.type === "time") expect(element.tagName).toBe("SELECT");
      else if (field.type === "meeting") expect(element).toHaveAttribute("type", "radio");
      else if (field.type === "textarea") expect(element.tagName).toBe("TEXTAREA");
      else expect(element).toHaveAttribute("type", field.type);
      if (field.type !== "time" && field.type !== "meeting")
        expect(element.maxLength).toBe(field.maxLength);
      if (field.autoComplete) expect(element).toHaveAttribute("autocomplete", field.autoComplete);
      else expect(element).not.toHaveAttribute("autocomplete");
    }
  });

  it("explains itself when left empty, if required", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: messages.inquiry.submit }));
    for (const field of inquiryFields.filter(({ required }) => required)) {
      expect(control(field)).toHaveAccessibleDescription(
        expect.stringContaining(inquiryFieldTexts[field.name].missing ?? ""),
      );
    }
  });

  it("is in the request (a template param or a line of the message), the email link and the copied text", async () => {
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
    expect(body.template_params).toEqual(inquiryParams(filled));
    expect(Object.keys(body.template_params)).toEqual(inquiryParamFields.map(({ name }) => name));

    const mailto = new URL(email.getAttribute("href") ?? "").searchParams;
    const mailText = `${mailto.get("subject")}\n${mailto.get("body")?.replace(/\r\n/g, "\n")}`;
    await user.click(screen.getByRole("button", { name: messages.inquiry.fallback.copy }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    for (const field of inquiryFields) {
      const line = `${inquiryFieldTexts[field.name].lineLabel ?? label(field)}: ${filled[field.name]}`;
      if (field.inMessage) expect(body.template_params.message, field.name).toContain(line);
      expect(mailText, field.name).toContain(filled[field.name]);
      // The message is the text's body; every other field is a line with its label.
      if (field.name !== "message") expect(copied, field.name).toContain(line);
    }
  });

  it("is kept in the draft across a reload", async () => {
    const user = userEvent.setup({ delay: null });
    const first = render(<ContactForm />);
    await fillEveryField(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual(filled);
    first.unmount();

    render(<ContactForm />);
    for (const field of inquiryFields) expect(control(field).value).toBe(filled[field.name]);
  });
});
