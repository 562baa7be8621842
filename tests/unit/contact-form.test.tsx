// @vitest-environment jsdom
/**
 * The contact form's states as a person meets them, every field from the one list
 * (lib/inquiry-fields.ts), with the email client replaced at its module boundary (the real
 * client and SDK where the request itself is the subject) and the real toast container on screen.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { HONEYPOT_FIELD } from "~/components/sections/contact-form.tsx";
import { messages } from "~/interface-strings.ts";
import { config } from "virtual:config";
import { type InquiryResult, sendInquiry } from "~/lib/email-client.ts";
import { emptyInquiry, type Inquiry, inquiryParams } from "~/lib/inquiry.ts";
import {
  inquiryFields,
  type InquiryFieldText,
  type InquiryFieldTexts,
  inquiryFieldTexts,
  inquiryParamFields,
} from "~/lib/inquiry-fields.ts";
import { DRAFT_KEY } from "~/lib/inquiry-draft.ts";

import { sampleInquiry } from "../builders.ts";
import { fixtureTimes, queryControl, renderForm } from "./contact-form-ui.tsx";

vi.mock("~/lib/email-client.ts", () => ({ sendInquiry: vi.fn() }));

const send = vi.mocked(sendInquiry);
const text = messages.inquiry;
const { fallback } = text;
// Every field, a time among those offered on the fixture's today included.
const typed: Inquiry = sampleInquiry("", fixtureTimes);
// The specification's five, the required ones (lib/inquiry.ts's tests: they are the params).
const required = inquiryParamFields;
const REFUSAL =
  /For your safety, please don't send Social Security, bank or card numbers here: share them through our secure client portal/;

// Compile-time (`tsc` reads the tests): every field of the list needs its words.
// @ts-expect-error a field without its words
const withoutAField: InquiryFieldTexts = { ...messages.inquiry.fields, phone: undefined };
// @ts-expect-error an answer sent in the message needs its line's label
const withoutLineLabel: InquiryFieldText<{
  name: "x";
  type: "text";
  required: false;
  maxLength: 1;
  inMessage: true;
}> = { label: "X" };
void [withoutAField, withoutLineLabel];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const draft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as unknown;

beforeEach(() => {
  sessionStorage.clear();
  send.mockReset();
  Element.prototype.scrollIntoView = vi.fn();
});

describe("the fields", () => {
  it("are the specification's five, in its order, all required, with autofocus on the name only", () => {
    expect(required.map((field) => [field.name, field.type])).toEqual([
      ["name", "text"],
      ["subject", "text"],
      ["email", "email"],
      ["phone", "tel"],
      ["message", "textarea"],
    ]);
    expect(inquiryFields.filter((field) => field.autoFocus).map((field) => field.name)).toEqual([
      "name",
    ]);
  });

  it("each render as a labelled control with its words, id, name, kind, limit and flags; the honeypot is hidden", async () => {
    const { fields, button, fill } = renderForm();
    expect(fields.name).toHaveFocus();
    // A second and a third choice of time show once the one before is made.
    await fill(typed);
    // Its words are typed by the list (the compile-time checks above).
    for (const field of inquiryFields) {
      const words = inquiryFieldTexts[field.name];
      const label = field.required ? words.label : `${words.label} ${text.optionalMark}`;
      const element = queryControl(field) as HTMLInputElement;
      const id = `inquiry-${field.name}`;
      if (field.type === "meeting") {
        // jsdom's name of a legend drops the space before its "(optional)".
        const legend = (name: string) => name.replace(/\s/g, "") === label.replace(/\s/g, "");
        expect(screen.getByRole("group", { name: legend })).toContainElement(element);
        expect(element).toHaveAttribute("type", "radio");
        expect(document.getElementById(id)).toHaveAttribute("name", field.name);
      } else {
        expect(screen.getByLabelText(label)).toBe(element);
        expect(element.id).toBe(id);
      }
      expect(element).toHaveAttribute("name", field.name);
      expect(element.required, field.name).toBe(field.required);
      if (field.type === "time") expect(element.tagName).toBe("SELECT");
      else if (field.type === "textarea") expect(element.tagName).toBe("TEXTAREA");
      else if (field.type !== "meeting") expect(element).toHaveAttribute("type", field.type);
      if (field.type !== "time" && field.type !== "meeting")
        expect(element.maxLength).toBe(field.maxLength);
      expect(element.getAttribute("autocomplete")).toBe(field.autoComplete ?? null);
    }
    expect(screen.getByText(text.requiredNote.allButOptional)).toBeVisible();
    expect(button).toHaveAttribute("type", "submit");
    const honeypot = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
  });
});

describe("before sending", () => {
  it("explains each empty or whitespace-only required field at the field, and sends nothing", async () => {
    const { user, fields, button, fill } = renderForm();
    await user.click(button);
    for (const field of required) {
      expect(fields[field.name]).toHaveAttribute("aria-invalid", "true");
      expect(fields[field.name]).toHaveAccessibleDescription(
        expect.stringContaining(inquiryFieldTexts[field.name].missing),
      );
    }
    await fill({ ...typed, name: "   ", message: " \n  " });
    await user.click(button);
    expect(fields.name).toHaveAccessibleDescription(inquiryFieldTexts.name.missing);
    expect(fields.name.validationMessage).toBe(inquiryFieldTexts.name.missing);
    expect(fields.message).toHaveAttribute("aria-invalid", "true");
    expect(fields.subject).not.toHaveAttribute("aria-invalid");
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a malformed email or phone at its field", async () => {
    const { user, fields, button, fill } = renderForm();
    await fill({ ...typed, email: "jane@example", phone: "call me" });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(fields.email).toHaveAccessibleDescription(inquiryFieldTexts.email.invalid);
    expect(fields.phone).toHaveAccessibleDescription(inquiryFieldTexts.phone.invalid);
  });

  it.each([
    ["message", "Please help, my SSN is 123-45-6789."],
    ["subject", "Refund to routing 011000015 account 123456789012"],
  ] as const)(
    "refuses a %s holding a sensitive number, says why with the portal, keeps every word",
    async (name, value) => {
      const { user, fields, button, fill, values } = renderForm();
      await fill({ ...typed, [name]: value });
      await user.click(button);
      expect(send).not.toHaveBeenCalled();
      const control = fields[name];
      expect(control).toHaveAccessibleDescription(REFUSAL);
      expect(control.validationMessage).toMatch(/^For your safety/);
      const errorId = control.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "";
      const error = document.getElementById(errorId) as HTMLElement;
      expect(within(error).getByRole("link", { name: /secure client portal/ })).toHaveAttribute(
        "href",
        config.portalUrl,
      );
      expect(values()).toEqual({ ...typed, [name]: value });
      expect(draft()).toEqual({ ...typed, [name]: value });
    },
  );

  it("stops a pasted 20,000-character message at 10,000, and refuses one made longer by script", async () => {
    const { user, fields, button, fill } = renderForm();
    await user.click(fields.message);
    await user.paste("x".repeat(20_000));
    expect(fields.message.value).toHaveLength(10_000);
    expect(fields.message).toHaveAccessibleDescription("10,000 of 10,000 characters");
    await fill({ ...typed, message: "" });
    fireEvent.change(fields.message, { target: { value: "x".repeat(20_000) } });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(fields.message).toHaveAccessibleDescription(
      /20,000 of 10,000 characters Please shorten this to 10,000 characters or fewer\./,
    );
  });

  it("warns against sending Social Security numbers or documents and links the portal", () => {
    renderForm();
    expect(screen.getByText(/do not send Social Security numbers or tax documents/)).toBeVisible();
    const portal = screen.getByRole("link", { name: /secure client portal/ });
    expect(portal).toHaveAttribute("href", config.portalUrl);
    expect(portal).toHaveAttribute("target", "_blank");
  });

  it("keeps a draft across a reload, and ignores one it cannot read", async () => {
    const first = renderForm();
    await first.fill(typed);
    expect(draft()).toEqual(typed);
    first.view.unmount();
    const second = renderForm();
    expect(second.values()).toEqual(typed);
    second.view.unmount();

    sessionStorage.setItem(DRAFT_KEY, "{not json");
    expect(renderForm().values()).toEqual(emptyInquiry);
  });
});

describe("sending", () => {
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
    expect(button).toHaveTextContent(text.sending);
    expect(button).toHaveAccessibleDescription(text.sendingStatus);
    expect(button.closest("form")).toHaveAttribute("aria-busy", "true");
    for (const control of Object.values(fields)) expect(control).toHaveAttribute("readonly");

    await act(async () => answer.resolve({ ok: true, status: 200, text: "OK" }));
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveTextContent(text.submit);
  });

  it("on success shows the toast and the status, and clears every field and the draft", async () => {
    send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
    const { user, button, fill, values } = renderForm();
    await fill({ ...typed, name: `  ${typed.name} ` });
    await user.click(button);

    expect(send).toHaveBeenCalledExactlyOnceWith(inquiryParams(typed));
    const toast = await screen.findByText(text.success, { selector: ".Toastify *" });
    expect(toast.closest("[role=status]")).not.toBeNull();
    expect(button).toHaveAccessibleDescription(text.success);
    // docs/product.md §30: the reply day is announced, not only shown.
    const status = within(button.closest("form") as HTMLFormElement).getByRole("status");
    expect(status).toHaveTextContent(/We answer within .+: by \w+day, \w+ \d+\./);
    // docs/product.md §4: the name is cleared too.
    expect(values()).toEqual(emptyInquiry);
    expect(draft()).toBeNull();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "nearest" });
  });

  it("submitted empty after a sent inquiry: its toast closes, one message per field, no browser bubble", async () => {
    send.mockResolvedValue({ ok: true, status: 200, text: "OK" });
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    await user.click(button);
    expect(await screen.findByText(text.success, { selector: ".Toastify *" })).toBeVisible();

    // The form checks on submit itself: the browser's bubble would cover the messages.
    expect(button.closest("form")).toHaveAttribute("novalidate");
    await user.click(button);
    expect(send).toHaveBeenCalledOnce();
    // The toast leaves by its exit animation, which jsdom never plays: it is ended here.
    const toast = document.querySelector(".Toastify__toast") as HTMLElement;
    await waitFor(() => expect(toast.className).toMatch(/-exit/));
    fireEvent.animationEnd(toast);
    await waitFor(() =>
      expect(screen.queryByText(text.success, { selector: ".Toastify *" })).toBeNull(),
    );
    expect(fields.name).toHaveFocus();
    for (const field of required) {
      expect(fields[field.name]).toHaveAttribute("aria-invalid", "true");
      expect(screen.getAllByText(inquiryFieldTexts[field.name].missing)).toHaveLength(1);
    }
  });

  it("on failure keeps every value and offers the other ways, which go once a new send succeeds", async () => {
    send
      .mockResolvedValueOnce({ ok: false, reason: "http", error: { status: 500, text: "x" } })
      .mockResolvedValueOnce({ ok: true, status: 200, text: "OK" });
    const { user, fields, button, fill, values } = renderForm();
    await fill(typed);
    await user.click(button);

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(text.failure)).toBeDefined();
    expect(button).toHaveAccessibleDescription(text.failure);
    expect(values()).toEqual(typed);
    expect(draft()).toEqual(typed);
    expect(screen.getByRole("link", { name: fallback.emailInstead })).toBeVisible();

    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    await waitFor(() => {
      expect(button).toHaveAccessibleDescription(text.success);
      expect(fields.message).toHaveValue("");
    });
    expect(screen.queryByRole("link", { name: fallback.emailInstead })).toBeNull();
  });

  it("held back by the rate limit says to wait, not that it failed, keeps every word, and sends again", async () => {
    send
      .mockResolvedValueOnce({ ok: false, reason: "throttled", error: new Error("x") })
      .mockResolvedValueOnce({ ok: true, status: 200, text: "OK" });
    const { user, button, fill, values } = renderForm();
    await fill(typed);
    await user.click(button);

    const status = within(button.closest("form") as HTMLFormElement).getByRole("status");
    expect(status).toHaveTextContent(text.throttled);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(values()).toEqual(typed);
    await user.click(button);
    expect(await screen.findByText(text.success, { selector: ".Toastify *" })).toBeVisible();
  });

  it.each([
    ["offline", new Error("offline")],
    ["network", new TypeError("Failed to fetch")],
  ] as const)(
    "with no connection (%s, the device offline) says so, keeps every word, and raises the failure toast",
    async (reason, error) => {
      const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      send.mockResolvedValue({ ok: false, reason, error });
      const { user, button, fill, values } = renderForm();
      await fill(typed);
      await user.click(button);

      expect(within(await screen.findByRole("alert")).getByText(text.failure)).toBeDefined();
      expect(button).toHaveAccessibleDescription(text.offline);
      expect(values()).toEqual(typed);
      expect(screen.getByRole("link", { name: fallback.emailInstead })).toBeVisible();
      onLine.mockRestore();
    },
  );

  it("posts the five as template params and each answer as a line of the message through the real client, and after a failure puts each in the email link and the copied text", async () => {
    const actual = await vi.importActual<{ sendInquiry: typeof sendInquiry }>(
      "~/lib/email-client.ts",
    );
    send.mockImplementation(actual.sendInquiry);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response("No", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, button, fill } = renderForm();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await fill(typed);
    await user.click(button);

    const email = await screen.findByRole("link", { name: fallback.emailInstead });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      template_params: Record<string, string>;
    };
    expect(Object.entries(body.template_params)).toEqual(Object.entries(inquiryParams(typed)));
    const mailto = new URL(email.getAttribute("href") ?? "");
    expect(mailto.pathname).toBe(config.email);
    const mailText = `${mailto.searchParams.get("subject")}\n${mailto.searchParams.get("body")?.replace(/\r\n/g, "\n")}`;
    await user.click(screen.getByRole("button", { name: fallback.copy }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    for (const field of inquiryFields) {
      const words = inquiryFieldTexts[field.name];
      const line = `${words.lineLabel ?? words.label}: ${typed[field.name]}`;
      if (field.inMessage) expect(body.template_params.message, field.name).toContain(line);
      expect(mailText, field.name).toContain(typed[field.name]);
      // The message is the text's body; every other field is a line with its label.
      expect(copied, field.name).toContain(field.type === "textarea" ? typed[field.name] : line);
    }
    expect(await screen.findByText(`${fallback.copied} ${config.email}.`)).toBeVisible();
    vi.unstubAllGlobals();
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
    expect(box.value).toContain(`${inquiryFieldTexts.subject.label}: ${typed.subject}`);
    expect(box.value.endsWith(inquiryParams(typed).message)).toBe(true);
    // Focused and selected as it is drawn, however busy the machine.
    expect(box).toHaveFocus();
    expect(box.selectionEnd - box.selectionStart).toBe(box.value.length);
  });

  it("sends nothing when the honeypot is filled, and looks like a success to the bot", async () => {
    const { user, fields, button, fill } = renderForm();
    await fill(typed);
    const honeypot = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleDescription(text.success);
    expect(fields.name).toHaveValue("");
  });

  it("sends markup, emoji and right-to-left text as text, never rendered, without control characters", async () => {
    send.mockResolvedValue({ ok: false, reason: "network", error: new TypeError("x") });
    const hostile: Inquiry = {
      ...typed,
      name: "<script>window.hacked=1</script>",
      subject: '<img src="x" onerror="window.hacked=2">',
      message: "<b>bold</b> &amp; 😀👨‍👩‍👧 مرحبا שלום",
    };
    const { user, fields, button, fill, values } = renderForm();
    await fill(hostile);
    fireEvent.change(fields.subject, { target: { value: `${hostile.subject}\u0007\u0000` } });
    await user.click(button);
    expect(send).toHaveBeenCalledExactlyOnceWith(inquiryParams(hostile));
    expect(values()).toEqual({ ...hostile, subject: `${hostile.subject}\u0007\u0000` });
    expect(document.querySelector("form script, form img, form b")).toBeNull();
    expect(fields.message).toHaveAttribute("dir", "auto");
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
