/**
 * The detector the form and the stand-in share (app/shared/sensitive-numbers.ts): every shape it
 * refuses, each with its check digit or issuer's range, and the ordinary numbers a client writes
 * that must pass.
 */
import { describe, expect, it } from "vitest";

import {
  fieldsWithSensitiveNumbers,
  findSensitiveNumbers,
  holdsSensitiveNumber,
  isAbaRoutingNumber,
  isCardNumber,
  isEinPrefix,
  isLuhnValid,
  taxpayerIdKind,
} from "~/shared/sensitive-numbers.ts";

describe("the sensitive-number detector", () => {
  it.each([
    ["my SSN is 123-45-6789", "ssn"],
    ["SSN 123 45 6789 please", "ssn"],
    ["social security number: 123456789", "ssn"],
    ["my ITIN is 912-70-1234", "itin"],
    ["itin 912701234", "itin"],
    ["our EIN 12-3456789 for the LLC", "ein"],
    ["EIN 123456789", "ssn"],
    ["card 4111 1111 1111 1111 exp 12/29", "card"],
    ["4111-1111-1111-1111", "card"],
    ["4111111111111111", "card"],
    ["amex 3782 822463 10005", "card"],
    ["diners 3056 930902 5904", "card"],
    ["19 digits 6011 1111 1111 1111 110", "card"],
    ["routing 011000015 with account 123456789012", "bankAccount"],
    ["account 1234-5678-90, routing number 021000021", "bankAccount"],
    // Look-alikes: full-width digits, en and em dashes, a minus sign, no-break and zero-width spaces.
    ["my SSN is １２３－４５－６７８９", "ssn"],
    ["my SSN is 123–45—6789", "ssn"],
    ["SSN 123\u221245\u22126789", "ssn"],
    ["SSN 123\u00A045\u202F6789", "ssn"],
    ["SSN 1\u200B2\u200C3-4\u200D5-6\uFEFF789", "ssn"],
    ["card ４１１１\u3000１１１１\u3000１１１１\u3000１１１１", "card"],
    // Any script's digits, invisible marks, "ss#" or "SSN" written with it, dots and slashes.
    ["SSN ٢٨٧-٦٥-٤٣٢١", "ssn"],
    ["SSN ۲۸۷۶۵۴۳۲۱", "ssn"],
    ["२८७-६५-४३२१", "ssn"],
    ["287\u200E-65-\u200F4321", "ssn"],
    ["2\u202E87-65-43\u206621", "ssn"],
    ["ss# 287654321", "ssn"],
    ["SSN287654321", "ssn"],
    ["287/65/4321", "ssn"],
    ["card 4111.1111.1111.1111", "card"],
    ["card 4111/1111/1111/1111", "card"],
  ])("refuses %j (%s)", (text, kind) => {
    const found = findSensitiveNumbers(text);
    expect(found.map((number) => number.kind)).toContain(kind);
    expect(holdsSensitiveNumber(text)).toBe(true);
  });

  it.each([
    "call me about 2 rental properties and 1099 forms",
    "You can reach me at (513) 555-0142 after 5 pm.",
    "513-555-0142",
    "+1 513 555 0142 ext 12",
    "I live in Montgomery, OH 45249-1234.",
    "I filed my 2024 return on 04/15/2025 and got $12,345.67 back.",
    "The deadline is 2026-04-15.",
    "My reference is 123456789.",
    "Invoice 123456789, paid 987654321",
    "Form 1040-ES, W-2 and 1099-NEC; schedule C line 31",
    "We have 3 kids born 2015, 2018 and 2021",
    "about 000-12-3456 or 666-12-3456 or 123-00-4567 or 123-45-0000",
    "900-12-3456 is not an ITIN group",
    "07-1234567 is not an EIN prefix",
    "4111 1111 1111 1112 fails its check digit",
    "routing 011000015 but nothing else",
    "Order number 1234567890123 arrived",
    "Phones: 513 555 0142 937 555 0100",
    "4111 111 111 111 111 is grouped like no card",
  ])("lets %j through", (text) => {
    expect(findSensitiveNumbers(text)).toEqual([]);
  });

  it("says where each number is, in the order written", () => {
    expect(findSensitiveNumbers("SSN 123-45-6789 and card 4111111111111111")).toEqual([
      { kind: "ssn", match: "123-45-6789", index: 4 },
      { kind: "card", match: "4111111111111111", index: 25 },
    ]);
  });

  it("names the fields of a record that hold one, at any depth", () => {
    expect(
      fieldsWithSensitiveNumbers({
        name: "Jane",
        subject: "SSN 123-45-6789",
        message: ["4111 1111 1111 1111"],
        phone: "(513) 555-0142",
        nested: { note: { text: "ITIN 912-70-1234" } },
        count: 123456789,
      }),
    ).toEqual(["subject", "message", "nested"]);
  });

  it("reads a 100 KB text in linear time, whatever its shape", () => {
    const size = 100 * 1024;
    for (const shape of ["1 ", "1-", "555 ", "1234 ", "011000015 ", "ssn 123456789 ", "１–"]) {
      const text = shape.repeat(size / shape.length);
      const started = performance.now();
      findSensitiveNumbers(text);
      // Quadratic, the groups of a long run took seconds; linear, tens of milliseconds.
      expect(performance.now() - started, JSON.stringify(shape)).toBeLessThan(1_000);
    }
  });

  it("applies the issuers' rules", () => {
    expect(taxpayerIdKind("123456789")).toBe("ssn");
    expect(taxpayerIdKind("912701234")).toBe("itin");
    expect(taxpayerIdKind("912931234")).toBeUndefined();
    expect(taxpayerIdKind("666123456")).toBeUndefined();
    expect([1, 12, 48, 99].every(isEinPrefix)).toBe(true);
    expect([0, 7, 17, 28, 49, 69, 70, 78, 89, 96].some(isEinPrefix)).toBe(false);
    expect(isAbaRoutingNumber("011000015")).toBe(true);
    expect(isAbaRoutingNumber("123456789")).toBe(false);
    expect(isAbaRoutingNumber("011000016")).toBe(false);
    expect(isLuhnValid("79927398713")).toBe(true);
    expect(isCardNumber("4111111111111111")).toBe(true);
    expect(isCardNumber("1111111111111117")).toBe(false);
  });
});
