import { describe, expect, it } from "vitest";

import type { InquiryParams as Inquiry } from "~/lib/inquiry.ts";
import { inquiryAsText, inquiryMailto, MAILTO_MAX_LENGTH } from "~/lib/inquiry-mailto.ts";

const labels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
  shortenedNote: "[Shortened: use Copy message.]",
};

const inquiry: Inquiry = {
  name: "Jane Doe",
  subject: "My 2025 return & a question?",
  email: "jane+tax@example.com",
  phone: "(513) 555-0100",
  message: "Hello,\nplease call me.",
};

/** What a mail program reads from the link. */
function parseMailto(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

describe("the inquiry as text (Copy message)", () => {
  it("holds every field and the whole message", () => {
    expect(inquiryAsText(inquiry, labels)).toBe(
      "Name: Jane Doe\nEmail: jane+tax@example.com\nPhone: (513) 555-0100\n" +
        "Subject: My 2025 return & a question?\n\nHello,\nplease call me.",
    );
  });
});

describe("the mailto link (Email it instead)", () => {
  it("goes to the office with the subject, and name, email, phone and message in the body", () => {
    const mailto = inquiryMailto(inquiry, "desk@fixture.example", labels);
    expect(mailto.isShortened).toBe(false);
    expect(parseMailto(mailto.href)).toEqual({
      to: "desk@fixture.example",
      subject: "My 2025 return & a question?",
      body:
        "Name: Jane Doe\r\nEmail: jane+tax@example.com\r\nPhone: (513) 555-0100\r\n\r\n" +
        "Hello,\r\nplease call me.",
    });
  });

  it("encodes every reserved character, so nothing ends the subject or body early", () => {
    const { href } = inquiryMailto(
      { ...inquiry, subject: "a&b=c#d?e+f g" },
      "desk@fixture.example",
      labels,
    );
    expect(href).toContain("subject=a%26b%3Dc%23d%3Fe%2Bf%20g&body=");
    expect(href).not.toMatch(/[\s#]/);
  });

  it("shortens a long message to fit, with the note, and says so", () => {
    const long = { ...inquiry, message: "word ".repeat(2000).trim() };
    const mailto = inquiryMailto(long, "desk@fixture.example", labels);
    expect(mailto.isShortened).toBe(true);
    expect(mailto.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    // As long as it can be: one more character would not fit.
    expect(mailto.href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 20);
    const body = parseMailto(mailto.href).body ?? "";
    expect(body.startsWith("Name: Jane Doe\r\n")).toBe(true);
    expect(body).toMatch(/\w…\r\n\r\n\[Shortened: use Copy message\.\]$/);
  });

  it("never cuts an emoji or a character in half", () => {
    const emoji = { ...inquiry, message: "👩🏽‍💻😀".repeat(400) };
    const { href, isShortened } = inquiryMailto(emoji, "desk@fixture.example", labels);
    expect(isShortened).toBe(true);
    expect(() => decodeURIComponent(href)).not.toThrow();
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
  });

  it("keeps a message that just fits whole", () => {
    const base = inquiryMailto({ ...inquiry, message: "" }, "desk@fixture.example", labels);
    const room = MAILTO_MAX_LENGTH - base.href.length;
    const fits = inquiryMailto(
      { ...inquiry, message: "a".repeat(room) },
      "desk@fixture.example",
      labels,
    );
    expect(fits).toMatchObject({ isShortened: false });
    expect(fits.href).toHaveLength(MAILTO_MAX_LENGTH);
    const over = inquiryMailto(
      { ...inquiry, message: "a".repeat(room + 1) },
      "desk@fixture.example",
      labels,
    );
    expect(over.isShortened).toBe(true);
  });
});
