// @vitest-environment jsdom
/**
 * The field list can say "optional" (`required` in lib/inquiry-fields.ts). The site's five fields
 * are all required (specification §5), so this runs the form on the list with the phone made
 * optional, put in the list's place at its module boundary: the label is marked, the note above
 * the form says so, the browser does not require the field, our rules let it stay empty but still
 * check what is typed into it, and the inquiry is sent without it.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { messages } from "~/interface-strings.ts";
import { sendInquiry } from "~/lib/email-client.ts";
import { type Inquiry, problemWith, requiredFieldsNote, validateInquiry } from "~/lib/inquiry.ts";
import { inquiryFields, inquiryFieldTexts } from "~/lib/inquiry-fields.ts";

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
const withoutPhone: Inquiry = {
  name: "Jane Doe",
  subject: "Question about my return",
  email: "jane@example.com",
  phone: "",
  message: "Hello,\nplease email me.",
};

function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  const control = (label: string) =>
    screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  const button = screen.getByRole("button", { name: text.submit });
  return { user, control, button };
}

beforeEach(() => {
  sessionStorage.clear();
  send.mockReset();
  send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
  Element.prototype.scrollIntoView = vi.fn();
});

describe("a list with an optional field", () => {
  it("is the list every part reads", () => {
    expect(inquiryFields.filter((field) => !field.required).map((field) => field.name)).toEqual([
      "phone",
    ]);
  });

  it("gives the form a note that says so", () => {
    expect(requiredFieldsNote()).toBe("All fields are required except those marked optional.");
    renderForm();
    expect(screen.getByText(text.requiredNote.allButOptional)).toBeVisible();
    expect(screen.queryByText(text.requiredNote.all)).toBeNull();
  });

  it("marks the optional field's label, and only the browser's check of the others requires them", () => {
    const { control } = renderForm();
    expect(control("Phone (optional)")).not.toBeRequired();
    for (const field of inquiryFields.filter(({ required }) => required)) {
      expect(control(inquiryFieldTexts[field.name].label)).toBeRequired();
    }
    expect(screen.getAllByText(text.optionalMark)).toHaveLength(1);
  });

  it("lets the field stay empty, and still checks what is typed into it", () => {
    expect(problemWith("phone", "")).toBeUndefined();
    expect(problemWith("phone", " \t ")).toBeUndefined();
    expect(problemWith("phone", "call me")).toBe("invalid");
    expect(problemWith("name", "")).toBe("missing");
    expect(validateInquiry(withoutPhone)).toEqual({});
  });

  it("sends the inquiry with the optional field left empty", async () => {
    const { user, control, button } = renderForm();
    for (const field of inquiryFields) {
      const value = withoutPhone[field.name];
      if (value) await user.type(control(inquiryFieldTexts[field.name].label), value);
    }
    await user.click(button);
    expect(send).toHaveBeenCalledExactlyOnceWith(withoutPhone);
    expect(await screen.findByText(text.success)).toBeVisible();
  });

  it("refuses a malformed value in the optional field", async () => {
    const { user, control, button } = renderForm();
    for (const field of inquiryFields) {
      const value = withoutPhone[field.name];
      if (value) await user.type(control(inquiryFieldTexts[field.name].label), value);
    }
    await user.type(control("Phone (optional)"), "call me");
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(control("Phone (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(control("Phone (optional)")).toHaveAccessibleDescription(
      expect.stringContaining(inquiryFieldTexts.phone.invalid),
    );
  });
});
