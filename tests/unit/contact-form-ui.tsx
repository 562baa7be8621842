/**
 * The contact form as a person meets it in the component tests: rendered with the real toast
 * container, each field of the list (lib/inquiry-fields.ts) found by the label she reads, and one
 * way to enter any field, whatever its kind.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify/unstyled";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { messages } from "~/content/messages.ts";
import { type Inquiry, inquiryRecord } from "~/lib/inquiry.ts";
import { inquiryFields, type InquiryFieldSpec, inquiryFieldTexts } from "~/lib/inquiry-fields.ts";
import { toastContainerOptions } from "~/lib/notify.ts";

type User = ReturnType<typeof userEvent.setup>;
export type Control = HTMLInputElement | HTMLTextAreaElement;

/** A field's control, by its label (an optional field's says so after it). */
export const controlOf = (field: InquiryFieldSpec) =>
  screen.getByLabelText(new RegExp(`^${inquiryFieldTexts[field.name].label}\\b`)) as Control;

/** Enters a value in a field, whatever its kind: the one place that knows how. */
export async function enterField(user: User, field: InquiryFieldSpec, value: string) {
  const control = controlOf(field);
  await user.clear(control);
  // user-event reads "{" and "[" as the start of a key's name: doubled, they are typed.
  if (value)
    await user.type(
      control,
      value.replace(/[{[]/g, (c) => c + c),
    );
}

export function renderForm() {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      <ContactForm />
      <ToastContainer {...toastContainerOptions} />
    </>,
  );
  const fields = inquiryRecord(controlOf);
  const button = screen.getByRole("button", { name: messages.inquiry.submit });
  async function fill(values: Partial<Inquiry>) {
    for (const field of inquiryFields) {
      const value = values[field.name];
      if (value !== undefined) await enterField(user, field, value);
    }
  }
  const values = () => inquiryRecord((field) => fields[field.name].value);
  return { user, view, fields, button, fill, values };
}
