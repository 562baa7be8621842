// @vitest-environment jsdom
/**
 * The contact form's states as a person meets them, with the email client replaced at its
 * module boundary and the real toast container on screen.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify/unstyled";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ContactForm, HONEYPOT_FIELD } from "~/components/sections/contact-form.tsx";
import { messages } from "~/interface-strings.ts";
import { config } from "virtual:config";
import { type InquiryResult, sendInquiry } from "~/lib/email-client.ts";
import type { InquiryParams as Inquiry } from "~/lib/inquiry.ts";
import { inquiryFields, inquiryFieldTexts, inquiryParamFields } from "~/lib/inquiry-fields.ts";
import { DRAFT_KEY } from "~/lib/inquiry-draft.ts";
import { toastContainerOptions } from "~/lib/notify.ts";

vi.mock("~/lib/email-client.ts", () => ({ sendInquiry: vi.fn() }));

const send = vi.mocked(sendInquiry);
const SUCCESS = messages.inquiry.success;
const FAILURE = messages.inquiry.failure;
const fallback = messages.inquiry.fallback;

const typed: Inquiry = {
  name: "Jane Doe",
  subject: "Question about my return",
  email: "jane@example.com",
  phone: "(513) 555-0100",
  message: "Hello,\nplease call me.",
};

function renderForm() {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      <ContactForm />
      <ToastContainer {...toastContainerOptions} />
    </>,
  );
  // One control per field of the specification's five, found by its label.
  const fields = Object.fromEntries(
    inquiryParamFields.map(({ name }) => [
      name,
      screen.getByLabelText(inquiryFieldTexts[name].label) as HTMLInputElement,
    ]),
  ) as Record<keyof Inquiry, HTMLInputElement | HTMLTextAreaElement>;
  const button = screen.getByRole("button", { name: messages.inquiry.submit });
  async function fill(values: Partial<Inquiry>) {
    for (const [key, value] of Object.entries(values)) {
      const control = fields[key as keyof Inquiry];
      await user.clear(control);
      if (value)
        await user.type(
          control,
          value.replace(/[{[]/g, (c) => c + c),
        );
    }
  }
  return { user, view, fields, button, fill };
}

function valuesOf(fields: Record<keyof Inquiry, HTMLInputElement | HTMLTextAreaElement>) {
  return Object.fromEntries(Object.entries(fields).map(([key, el]) => [key, el.value]));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

beforeEach(() => {
  sessionStorage.clear();
  send.mockReset();
  Element.prototype.scrollIntoView = vi.fn();
});

describe("the contact form", () => {
  it("shows five labelled, required fields with the right types, focus on the name", () => {
    const { fields, button } = renderForm();
    expect(fields.name).toHaveAttribute("type", "text");
    expect(fields.name).toHaveAttribute("autocomplete", "name");
    expect(fields.subject).toHaveAttribute("type", "text");
    expect(fields.email).toHaveAttribute("type", "email");
    expect(fields.email).toHaveAttribute("autocomplete", "email");
    expect(fields.phone).toHaveAttribute("type", "tel");
    expect(fields.phone).toHaveAttribute("autocomplete", "tel");
    expect(fields.message.tagName).toBe("TEXTAREA");
    // Specification §5: the five fields are all required; the rest are optional answers.
    expect(inquiryParamFields).toHaveLength(5);
    for (const control of Object.values(fields)) {
      expect(control).toBeRequired();
      expect(control).toHaveValue("");
      expect(control).not.toHaveAttribute("aria-invalid");
    }
    expect(screen.getByText(messages.inquiry.requiredNote.allButOptional)).toBeVisible();
    expect(fields.name).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("type", "submit");
    // The honeypot is in the form but not in the accessibility tree or the tab order.
    const textFields = inquiryFields.filter(({ type }) => type !== "time" && type !== "meeting");
    expect(screen.getAllByRole("textbox")).toHaveLength(textFields.length);
    const honeypot = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("sends nothing and explains each problem when submitted empty", async () => {
    const { user, fields, button } = renderForm();
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    for (const [key, control] of Object.entries(fields)) {
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control.getAttribute("aria-describedby")).toBeTruthy();
      expect(control).toHaveAccessibleDescription(
        new RegExp(`${messages.inquiry.fields[key as keyof Inquiry].missing.replace(".", "\\.")}$`),
      );
    }
  });

  it("treats whitespace-only fields as empty", async () => {
    const { user, fields, button, fill } = renderForm();
    await fill({ ...typed, name: "   ", message: " \n  " });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(fields.name).toHaveAccessibleDescription("Please enter your name.");
    expect(fields.name.validationMessage).toBe("Please enter your name.");
    expect(fields.message).toHaveAttribute("aria-invalid", "true");
    expect(fields.subject).not.toHaveAttribute("aria-invalid");
  });

  it.each(["jane", "jane@", "jane@example", "jane@@example.com", "jane @example.com"])(
    "refuses the malformed email %j",
    async (email) => {
      const { user, fields, button, fill } = renderForm();
      await fill({ ...typed, email });
      await user.click(button);
      expect(send).not.toHaveBeenCalled();
      expect(fields.email).toHaveAttribute("aria-invalid", "true");
      expect(fields.email).toHaveAccessibleDescription(messages.inquiry.fields.email.invalid);
    },
  );

  it("refuses a phone number without enough digits", async () => {
    const { user, fields, button, fill } = renderForm();
    await fill({ ...typed, phone: "call me" });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(fields.phone).toHaveAccessibleDescription(messages.inquiry.fields.phone.invalid);
  });

  it.each([
    ["message", "Please help, my SSN is 123-45-6789."],
    ["message", "Pay with card 4111 1111 1111 1111"],
    ["subject", "Refund to routing 011000015 account 123456789012"],
  ] as const)(
    "refuses a %s holding a sensitive number, says why at the field with the portal, keeps the text",
    async (field, value) => {
      const { user, fields, button, fill } = renderForm();
      await fill({ ...typed, [field]: value });
      await user.click(button);
      expect(send).not.toHaveBeenCalled();
      const control = fields[field];
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(
        /For your safety, please don't send Social Security, bank or card numbers here: share them through our secure client portal/,
      );
      expect(control.validationMessage).toMatch(/^For your safety/);
      const errorId = control.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "";
      const error = document.getElementById(errorId) as HTMLElement;
      expect(within(error).getByRole("link", { name: /secure client portal/ })).toHaveAttribute(
        "href",
        config.portalUrl,
      );
      expect(control).toHaveValue(value);
      expect(valuesOf(fields)).toEqual({ ...typed, [field]: value });
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null")).toMatchObject({
        ...typed,
        [field]: value,
      });
    },
  );

  it("sends ordinary numbers: a count, a form, a phone, a ZIP code, a year", async () => {
    const { user, button, fill } = renderForm();
    const message =
      "Call me about 2 rental properties and 1099 forms at (513) 555-0142, ZIP 45249, for 2025.";
    await fill({ ...typed, message });
    send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
    await user.click(button);
    expect(send).toHaveBeenCalledExactlyOnceWith({ ...typed, message });
  });

  it("stops a pasted 20,000-character message at 10,000 and counts it", async () => {
    const { user, fields } = renderForm();
    await user.click(fields.message);
    await user.paste("x".repeat(20_000));
    expect(fields.message.value).toHaveLength(10_000);
    expect(fields.message).toHaveAccessibleDescription("10,000 of 10,000 characters");
  });

  it("refuses a message made longer than the limit by script", async () => {
    const { user, fields, button, fill } = renderForm();
    await fill({ ...typed, message: "" });
    fireEvent.change(fields.message, { target: { value: "x".repeat(20_000) } });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(fields.message).toHaveAccessibleDescription(
      /20,000 of 10,000 characters Please shorten this to 10,000 characters or fewer\./,
    );
  });

  it("is busy while sending and sends once however often it is submitted", async () => {
    const answer = deferred<InquiryResult>();
    send.mockReturnValue(answer.promise);
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    await user.dblClick(button);
    await user.click(button);
    fireEvent.submit(button.closest("form") as HTMLFormElement);

    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveTextContent(messages.inquiry.sending);
    expect(button).toHaveAccessibleDescription(messages.inquiry.sendingStatus);
    expect(button.closest("form")).toHaveAttribute("aria-busy", "true");
    for (const control of Object.values(fields)) expect(control).toHaveAttribute("readonly");

    await act(async () => answer.resolve({ ok: true, status: 200, text: "OK" }));
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveTextContent(messages.inquiry.submit);
  });

  it("on success shows the toast and the status, and clears all five fields and the draft", async () => {
    send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
    const { user, fields, button, fill } = renderForm();
    await fill({ ...typed, name: `  ${typed.name} ` });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(button);

    expect(send).toHaveBeenCalledExactlyOnceWith(typed);
    const toast = await screen.findByText(SUCCESS, { selector: ".Toastify *" });
    expect(toast.closest("[role=status]")).not.toBeNull();
    expect(button).toHaveAccessibleDescription(SUCCESS);
    // docs/product.md §4: the name is cleared too.
    expect(valuesOf(fields)).toEqual({ name: "", subject: "", email: "", phone: "", message: "" });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "nearest" });
  });

  it("submitted empty after a sent inquiry: its toast closes, one message per field, no browser bubble", async () => {
    send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    await user.click(button);
    expect(await screen.findByText(SUCCESS, { selector: ".Toastify *" })).toBeVisible();

    // The form checks on submit itself: the browser's bubble would cover the messages.
    expect(button.closest("form")).toHaveAttribute("novalidate");
    await user.click(button);
    expect(send).toHaveBeenCalledOnce();
    // The toast leaves by its exit animation, which jsdom never plays: it is ended here.
    const toast = document.querySelector(".Toastify__toast") as HTMLElement;
    await waitFor(() => expect(toast.className).toMatch(/-exit/));
    fireEvent.animationEnd(toast);
    await waitFor(() =>
      expect(screen.queryByText(SUCCESS, { selector: ".Toastify *" })).toBeNull(),
    );
    expect(fields.name).toHaveFocus();
    for (const [key, control] of Object.entries(fields)) {
      const missing = messages.inquiry.fields[key as keyof Inquiry].missing;
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(screen.getAllByText(missing)).toHaveLength(1);
    }
  });

  it("on failure shows the failure toast and status and keeps every value", async () => {
    send.mockResolvedValue({ ok: false, reason: "http", error: { status: 500, text: "x" } });
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    await user.click(button);

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILURE)).toBeDefined();
    expect(button).toHaveAccessibleDescription(FAILURE);
    expect(valuesOf(fields)).toEqual(typed);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "")).toMatchObject(typed);
    expect(button).toBeEnabled();
  });

  it("can send again after a failure", async () => {
    send
      .mockResolvedValueOnce({ ok: false, reason: "timeout", error: new Error("late") })
      .mockResolvedValueOnce({ ok: true, status: 200, text: "OK" });
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    await user.click(button);
    await screen.findByRole("alert");
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    // The answer comes after the click: the form's update is waited for.
    await waitFor(() => {
      expect(button).toHaveAccessibleDescription(SUCCESS);
      expect(fields.message).toHaveValue("");
    });
  });

  it("restores the draft after a reload", async () => {
    const first = renderForm();
    await first.fill({ name: "Jane", message: "Half-written" });
    first.view.unmount();

    const { fields } = renderForm();
    expect(fields.name).toHaveValue("Jane");
    expect(fields.message).toHaveValue("Half-written");
    expect(fields.subject).toHaveValue("");
  });

  it("ignores a draft it cannot read", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    const { fields } = renderForm();
    expect(fields.name).toHaveValue("");
  });

  it("sends nothing when the honeypot is filled, and looks like a success to the bot", async () => {
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    const honeypot = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleDescription(SUCCESS);
    expect(fields.name).toHaveValue("");
  });

  it("sends markup, emoji and right-to-left text as text and never renders it", async () => {
    send.mockResolvedValue({ ok: false, reason: "network", error: new TypeError("x") });
    const hostile: Inquiry = {
      name: "<script>window.hacked=1</script>",
      subject: '<img src="x" onerror="window.hacked=2">',
      email: "jane@example.com",
      phone: "+1 513 555 0100",
      message: "<b>bold</b> &amp; 😀👨‍👩‍👧 مرحبا שלום",
    };
    const { user, fields, button, fill } = renderForm();
    await fill(hostile);
    await user.click(button);
    expect(send).toHaveBeenCalledExactlyOnceWith(hostile);
    expect(valuesOf(fields)).toEqual(hostile);
    expect(document.querySelector("form script, form img, form b")).toBeNull();
    expect(fields.message).toHaveAttribute("dir", "auto");
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("strips control characters before sending", async () => {
    send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    fireEvent.change(fields.subject, { target: { value: "Tax\u0007 question\u0000" } });
    await user.click(button);
    expect(send).toHaveBeenCalledExactlyOnceWith({ ...typed, subject: "Tax question" });
  });

  it("warns against sending Social Security numbers or documents and links the portal", () => {
    renderForm();
    expect(screen.getByText(/do not send Social Security numbers or tax documents/)).toBeVisible();
    const portal = screen.getByRole("link", { name: /secure client portal/ });
    expect(portal).toHaveAttribute("href", config.portalUrl);
    expect(portal).toHaveAttribute("target", "_blank");
  });

  it("after a failure offers the email link with the inquiry, and copies the whole message", async () => {
    send.mockResolvedValue({ ok: false, reason: "http", error: new Error("500") });
    const { user, fields, button, fill } = renderForm();
    // After userEvent.setup(), which installs a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect(screen.queryByRole("link", { name: fallback.emailInstead })).toBeNull();
    await fill(typed);
    await user.click(button);

    const email = await screen.findByRole("link", { name: fallback.emailInstead });
    const href = new URL(email.getAttribute("href") ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe(config.email);
    expect(href.searchParams.get("subject")).toBe(typed.subject);
    expect(href.searchParams.get("body")).toContain("please call me.");

    await user.click(screen.getByRole("button", { name: fallback.copy }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^Name: Jane Doe\n[\s\S]*Hello,\nplease call me\.$/),
    );
    expect(await screen.findByText(`${fallback.copied} ${config.email}.`)).toBeVisible();
    expect(valuesOf(fields)).toEqual(typed);
  });

  it("selects the whole message when the browser refuses the clipboard", async () => {
    send.mockResolvedValue({ ok: false, reason: "network", error: new TypeError("x") });
    const { user, button, fill } = renderForm();
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await fill(typed);
    await user.click(button);
    await user.click(await screen.findByRole("button", { name: fallback.copy }));

    expect(await screen.findByText(fallback.copyBlocked)).toBeVisible();
    const box = screen.getByRole("textbox", { name: fallback.copyBoxLabel }) as HTMLTextAreaElement;
    expect(box.value).toContain("Subject: Question about my return");
    expect(box.value.endsWith("Hello,\nplease call me.")).toBe(true);
    await vi.waitFor(() => expect(box).toHaveFocus());
    expect(box.selectionEnd - box.selectionStart).toBe(box.value.length);
  });

  it("hides the other ways again once a new send succeeds", async () => {
    send.mockResolvedValueOnce({ ok: false, reason: "timeout", error: new Error("late") });
    send.mockResolvedValueOnce({ ok: true, status: 200, text: "OK" });
    const { user, button, fill } = renderForm();
    await fill(typed);
    await user.click(button);
    await screen.findByRole("link", { name: fallback.emailInstead });
    await user.click(button);
    await screen.findAllByText(SUCCESS);
    expect(screen.queryByRole("link", { name: fallback.emailInstead })).toBeNull();
  });
});
