/**
 * The contact form as a person meets it in the component tests: rendered on the fixture's today
 * with the real toast container, each field of the list (lib/inquiry-fields.ts) found by the label
 * she reads, and one way to enter any field, whatever its kind.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify/unstyled";
import { vi } from "vitest";

import { ContactForm, timesOfferedOn } from "~/components/sections/contact-form.tsx";
import { messages } from "~/interface-strings.ts";
import { hours } from "virtual:content";
import { officeDateAt } from "~/lib/hours.ts";
import { type Inquiry, type InquiryParams, inquiryRecord } from "~/lib/inquiry.ts";
import {
  inquiryFields,
  type InquiryFieldSpec,
  inquiryFieldTexts,
  inquiryParamFields,
} from "~/lib/inquiry-fields.ts";
import { toastContainerOptions } from "~/lib/notify.ts";

import { FIXTURE_NOW } from "../fixtures/content-dir.ts";

type User = ReturnType<typeof userEvent.setup>;
export type Control = HTMLInputElement | HTMLTextAreaElement;

/** The times the form offers on the fixture's today, as their options read. */
export const fixtureTimes = timesOfferedOn(officeDateAt(new Date(FIXTURE_NOW), hours.timeZone));

/** Whether a label or legend is a field's (an optional field's says so after it). */
const isLabelOf = (field: InquiryFieldSpec) => (text: string) =>
  text.startsWith(inquiryFieldTexts[field.name].label);

/** A field's control if the form shows it, by its label; a way to meet's, the checked one. */
export const queryControl = (field: InquiryFieldSpec) =>
  (field.type === "meeting"
    ? screen.queryByRole("group", { name: isLabelOf(field) })?.querySelector(":checked")
    : screen.queryByLabelText(isLabelOf(field))) as Control | null;

/** Enters a value in a field, whatever its kind: the one place that knows how. */
async function enterField(user: User, field: InquiryFieldSpec, value: string) {
  if (field.type === "meeting") {
    await user.click(screen.getByRole("radio", { name: value || messages.inquiry.noPreference }));
    return;
  }
  const control = queryControl(field);
  // A second and third choice of time show once the one before is made: "" needs none.
  if (!control && !value) return;
  if (!control) throw new Error(`The form shows no ${field.name} field`);
  if (field.type === "time") return user.selectOptions(control, value);
  await user.clear(control);
  // user-event reads "{" and "[" as the start of a key's name: doubled, they are typed.
  if (value)
    await user.type(
      control,
      value.replace(/[{[]/g, (c) => c + c),
    );
}

export function renderForm() {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(FIXTURE_NOW) });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      <ContactForm />
      <ToastContainer {...toastContainerOptions} />
    </>,
  );
  // The specification's five, which are always shown.
  const fields = Object.fromEntries(
    inquiryParamFields.map((field) => [field.name, queryControl(field)]),
  ) as Record<keyof InquiryParams, Control>;
  const button = screen.getByRole("button", { name: messages.inquiry.submit });
  async function fill(values: Partial<Inquiry>) {
    for (const field of inquiryFields) {
      const value = values[field.name];
      if (value !== undefined) await enterField(user, field, value);
    }
  }
  const values = () => inquiryRecord((field) => queryControl(field)?.value ?? "");
  return { user, view, fields, button, fill, values };
}
