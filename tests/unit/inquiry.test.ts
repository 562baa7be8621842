import { describe, expect, it } from "vitest";

import {
  emptyInquiry,
  type Inquiry,
  inquiryField,
  inquiryParams,
  isBlank,
  isInquiryLike,
  normalizeInquiry,
  paramsOf,
  problemWith,
  requiredFieldsNote,
  validateInquiry,
} from "~/lib/inquiry.ts";
import { inquiryFields, inquiryParamFields } from "~/lib/inquiry-fields.ts";

import { sampleInquiry } from "../builders.ts";

const valid: Inquiry = sampleInquiry();
/** The same inquiry without the optional answers. */
const withoutAnswers: Inquiry = { ...emptyInquiry, ...paramsOf(valid) };

describe("inquiry limits", () => {
  it("keep the worst-case EmailJS request under its 50 KB limit", () => {
    // U+20AC is 3 bytes of UTF-8 per UTF-16 code unit, the most any code unit costs.
    const longest = Object.fromEntries(
      inquiryFields.map((field) => [field.name, "€".repeat(field.maxLength)]),
    );
    const body = JSON.stringify({
      lib_version: "4.4.1",
      user_id: "x".repeat(64),
      service_id: "x".repeat(64),
      template_id: "x".repeat(64),
      template_params: longest,
    });
    expect(new TextEncoder().encode(body).length).toBeLessThan(50 * 1024);
  });
});

describe("isBlank", () => {
  it.each(["", " ", "   \t ", "\n\n", "\u00A0", "\u200B\u200D", "\uFEFF", "\u0007 \u0000"])(
    "counts %j as empty",
    (value) => expect(isBlank(value)).toBe(true),
  );

  it.each(["a", " . ", "😀", "שלום"])("counts %j as filled", (value) =>
    expect(isBlank(value)).toBe(false),
  );
});

describe("requiredFieldsNote", () => {
  it("says which are required: all but the optional answers", () => {
    expect(requiredFieldsNote()).toBe("All fields are required except those marked optional.");
  });
});

describe("inquiryParams", () => {
  it("sends an inquiry without the optional answers exactly as the specification's five params", () => {
    const { name, subject, email, phone, message } = valid;
    expect(JSON.stringify(inquiryParams(withoutAnswers))).toBe(
      JSON.stringify({ name, subject, email, phone, message }),
    );
  });

  it("adds each optional answer given to the message as a labelled line, once", () => {
    const answered = {
      ...withoutAnswers,
      meeting: "By phone",
      firstTime: "Monday, November 30, morning",
      secondTime: "Monday, November 30, morning",
      otherTime: "",
      referredBy: "John Smith",
    };
    expect(inquiryParams(answered)).toEqual({
      ...inquiryParams(withoutAnswers),
      message: `${valid.message}\n\nHow to meet: By phone\nPreferred time: Monday, November 30, morning\nReferred by: John Smith`,
    });
  });
});

describe("problemWith", () => {
  it("reports every empty or whitespace-only required field as missing, and no optional one", () => {
    // Specification §5: its five fields are required; the optional answers are ours.
    expect(inquiryFields.filter((field) => field.required)).toEqual(inquiryParamFields);
    for (const { name, required } of inquiryFields) {
      expect(problemWith(name, "")).toBe(required ? "missing" : undefined);
      expect(problemWith(name, " \t\u00A0 ")).toBe(required ? "missing" : undefined);
    }
  });

  it("refuses a sensitive number in an optional answer written in words", () => {
    expect(problemWith("referredBy", "John, SSN 123-45-6789")).toBe("sensitive");
    expect(problemWith("otherTime", "card 4111 1111 1111 1111")).toBe("sensitive");
  });

  it("accepts each field at its limit and refuses one character more", () => {
    for (const field of ["name", "subject", "message"] as const) {
      const { maxLength } = inquiryField(field);
      expect(problemWith(field, "a".repeat(maxLength))).toBeUndefined();
      expect(problemWith(field, "a".repeat(maxLength + 1))).toBe("tooLong");
    }
    expect(problemWith("message", "a".repeat(20_000))).toBe("tooLong");
    const longEmail = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
    expect(longEmail.length).toBe(inquiryField("email").maxLength + 1);
    expect(problemWith("email", longEmail)).toBe("tooLong");
  });

  it.each([
    "plainaddress",
    "@example.com",
    "jane@",
    "jane@example",
    "jane@@example.com",
    "jane doe@example.com",
    "jane@exa mple.com",
    "jane@-example.com",
    "jane@example..com",
    "jane@example.c",
    "<script>@example.com",
    "jane@example.com<script>",
    "jäne@example.com",
  ])("refuses the malformed email %j", (email) => {
    expect(problemWith("email", email)).toBe("invalid");
  });

  it.each([
    "jane@example.com",
    "j.doe+tax@mail.example.co.uk",
    "  jane@example.com  ",
    "O'Neil@x.io",
  ])("accepts the email %j", (email) => expect(problemWith("email", email)).toBeUndefined());

  it.each(["abc", "555", "12345 6", "513-555-01OO", "call me", "+1 (513) 555-0100 <b>"])(
    "refuses the phone %j",
    (phone) => expect(problemWith("phone", phone)).toBe("invalid"),
  );

  it.each(["(513) 555-0100", "513.555.0100", "+44 20 7946 0958", "5135550100 ext. 12", "555-0100"])(
    "accepts the phone %j",
    (phone) => expect(problemWith("phone", phone)).toBeUndefined(),
  );

  it("accepts markup, emoji and right-to-left text as plain text", () => {
    expect(problemWith("name", "<script>alert(1)</script>")).toBeUndefined();
    expect(problemWith("subject", "مرحبا بالعالم")).toBeUndefined();
    expect(problemWith("message", "👋🏽 Hello 🇺🇸")).toBeUndefined();
  });
});

describe("validateInquiry", () => {
  it("has no problem with a complete inquiry", () => {
    expect(validateInquiry(valid)).toEqual({});
  });

  it("lists every problem of an empty form", () => {
    const required = inquiryFields.filter((field) => field.required);
    expect(validateInquiry(emptyInquiry)).toEqual(
      Object.fromEntries(required.map((field) => [field.name, "missing"])),
    );
  });
});

describe("normalizeInquiry", () => {
  it("trims every field", () => {
    const padded = Object.fromEntries(
      Object.entries(valid).map(([field, value]) => [field, `  ${value}\t `]),
    ) as Inquiry;
    expect(normalizeInquiry(padded)).toEqual(valid);
  });

  it("removes control characters, keeping the message's line breaks and tabs", () => {
    expect(
      normalizeInquiry({
        ...emptyInquiry,
        name: "Ja\u0000ne\u0007 Doe\u009B",
        subject: "Tax\u001B[31m question",
        email: "jane@example.com\u007F",
        phone: "513\u0008 555 0100",
        message: "Line one\r\nLine two\rLine\tthree\u000C",
      }),
    ).toMatchObject({
      name: "Jane Doe",
      subject: "Tax[31m question",
      email: "jane@example.com",
      phone: "513 555 0100",
      message: "Line one\nLine two\nLine\tthree",
    });
  });

  it("keeps HTML, scripts, emoji and right-to-left text verbatim", () => {
    const hostile: Inquiry = {
      ...emptyInquiry,
      name: "<script>alert('name')</script>",
      subject: '<img src=x onerror="alert(1)">',
      email: "jane@example.com",
      phone: "513 555 0100",
      message: "<b>bold</b> &amp; 😀 שלום עולם \u202Egnp.exe",
    };
    expect(normalizeInquiry(hostile)).toEqual(hostile);
  });
});

describe("isInquiryLike", () => {
  it("accepts partial drafts of strings and nothing else", () => {
    expect(isInquiryLike({ name: "Jane" })).toBe(true);
    expect(isInquiryLike({ ...valid })).toBe(true);
    expect(isInquiryLike({ name: 1 })).toBe(false);
    expect(isInquiryLike({ other: "x" })).toBe(false);
    expect(isInquiryLike({ toString: "x" })).toBe(false);
    expect(isInquiryLike(["x"])).toBe(false);
    expect(isInquiryLike(null)).toBe(false);
    expect(isInquiryLike("x")).toBe(false);
  });
});
