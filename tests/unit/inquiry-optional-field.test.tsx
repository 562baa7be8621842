// @vitest-environment jsdom
/**
 * The field list can say "optional" (`required` in lib/inquiry-fields.ts). The site's five fields
 * are all required (specification §5), so this runs the form on the list with the phone made
 * optional, put in the list's place at its module boundary: the label is marked, the note above
 * the form says so, the browser does not require the field, our rules let it stay empty but still
 * check what is typed into it, and the inquiry is sent without it.
 */
import { screen } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";

import { messages } from "~/content/messages.ts";
import { sendInquiry } from "~/lib/email-client.ts";
import { problemWith, requiredFieldsNote, validateInquiry } from "~/lib/inquiry.ts";
import { inquiryFields, inquiryFieldTexts } from "~/lib/inquiry-fields.ts";

import { sampleInquiry } from "../builders.ts";
import { renderForm } from "./contact-form-ui.tsx";

vi.mock("~/lib/inquiry-fields.ts", async (importOriginal) => {
  const declared = await importOriginal<{ inquiryFields: typeof inquiryFields }>();
  return {
    ...declared,
    inquiryFields: declared.inquiryFields.map((field) =>
      field.name === "phone" ? { ...field, required: false } : field,
    ),
  };
});
vi.mock("~/lib/email-client.ts", () => ({ sendInquiry: vi.fn() }));

const send = vi.mocked(sendInquiry);
const text = messages.inquiry;
const withoutPhone = { ...sampleInquiry(), phone: "" };

beforeEach(() => {
  sessionStorage.clear();
  send.mockReset();
  send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
  Element.prototype.scrollIntoView = vi.fn();
});

it("marks the optional field, says so above the form, and only the others are required", () => {
  const { fields } = renderForm();
  expect(requiredFieldsNote()).toBe(text.requiredNote.allButOptional);
  expect(screen.getByText(text.requiredNote.allButOptional)).toBeVisible();
  expect(screen.getByLabelText(`${inquiryFieldTexts.phone.label} ${text.optionalMark}`)).toBe(
    fields.phone,
  );
  for (const field of inquiryFields) expect(fields[field.name].required).toBe(field.required);
  expect(screen.getAllByText(text.optionalMark)).toHaveLength(1);
});

it("lets the field stay empty and sends without it, but still checks what is typed into it", async () => {
  expect(problemWith("phone", " \t ")).toBeUndefined();
  expect(problemWith("phone", "call me")).toBe("invalid");
  expect(validateInquiry(withoutPhone)).toEqual({});
  const { user, fields, button, fill } = renderForm();
  await fill({ ...withoutPhone, phone: "call me" });
  await user.click(button);
  expect(send).not.toHaveBeenCalled();
  expect(fields.phone).toHaveAccessibleDescription(
    expect.stringContaining(inquiryFieldTexts.phone.invalid),
  );
  await fill({ phone: "" });
  await user.click(button);
  expect(send).toHaveBeenCalledExactlyOnceWith(withoutPhone);
  expect(await screen.findByText(text.success, { selector: ".Toastify *" })).toBeVisible();
});
