/**
 * site.yaml, "Business details": the practice's name, owner, email, phone, address, portal and
 * the figures the texts name ({years}, {bits}: rules/figures.ts).
 */
import { z } from "zod";

import {
  field,
  formatted,
  httpsUrl,
  optionalText,
  optionalUploadedImage,
  optionalUrl,
  text,
} from "./fields.ts";
import { meetingWayIds, meetingWays } from "../rules/meeting.ts";
import { preparerCredentialIds, preparerCredentials } from "../rules/preparer-credentials.ts";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  TWO_LETTER_CODE_PATTERN,
  ZIP_CODE_PATTERN,
} from "../rules/patterns.ts";

const STREET = {
  label: "Street",
  hint: 'The street and number, such as "123 Main Street, Suite 4": shown on every page, to search engines and in the directions, which lead to the door. Required before the site goes live when clients come to the office without an appointment. Not shown, and in no public file, when you meet by phone and video.',
};

export const site = z.object({
  businessName: text({
    label: "Business name",
    hint: "Shown in the header, titles and search results.",
  }),
  ownerName: text({ label: "Owner", hint: "Your full name, shown on About Us." }, "a name"),
  email: formatted(EMAIL_PATTERN, "an email address such as name@example.com", {
    inputType: "email",
    label: "Office email",
    hint: "Where clients write to; shown on every page.",
  }),
  phone: formatted(PHONE_PATTERN, "a phone number such as (513) 555-0100", {
    inputType: "tel",
    label: "Office phone",
    hint: "As people read it, such as (513) 555-0100. Every phone link follows it.",
  }).refine(
    (value) => {
      const digits = value.replace(/\D/g, "");
      return value.startsWith("+") || digits.length === 10 || /^1\d{10}$/.test(digits);
    },
    { error: "must be a US phone number with area code, such as (513) 555-0100" },
  ),
  meeting: field(z.enum(meetingWayIds, { error: `must be one of ${meetingWayIds.join(", ")}` }), {
    label: "How you meet clients",
    hint: "Walk-ins welcome needs the street below before the site goes live; by phone and video shows no street and no directions. The address, the directions, search engines and your answers follow it.",
    optionLabels: Object.fromEntries(meetingWayIds.map((way) => [way, meetingWays[way].label])),
  }),
  address: field(
    z.object({
      // Optional: empty or left out, the site names the town only.
      street: field(optionalText(STREET).default(""), STREET),
      locality: text({ label: "City", hint: "Such as Montgomery." }, "a city"),
      region: text({ label: "State", hint: "Such as Ohio." }, "a state"),
      regionCode: formatted(TWO_LETTER_CODE_PATTERN, "a two-letter state code such as OH", {
        label: "State code",
        hint: "Two capital letters, such as OH.",
      }),
      postalCode: formatted(ZIP_CODE_PATTERN, "a five-digit ZIP code", {
        label: "ZIP code",
        hint: "Five digits.",
      }),
      country: formatted(TWO_LETTER_CODE_PATTERN, "a two-letter country code such as US", {
        label: "Country code",
        hint: "Two capital letters: US.",
      }),
    }),
    {
      label: "Address",
      hint: "The office's address: shown on every page, in the directions and to search engines.",
    },
  ),
  portalUrl: httpsUrl({
    label: "Client portal address",
    hint: "The secure portal's web address (https://).",
  }),
  yearsOfExperience: field(z.number().int().min(1).max(100, "must be a number of years"), {
    label: "Years of experience",
    hint: "Texts say it as {years}.",
  }),
  portalEncryptionBits: field(z.number().int().min(128).max(4096), {
    label: "Portal encryption (bits)",
    hint: "Texts say it as {bits}.",
  }),
  reviewUrl: optionalUrl({
    label: "Google review address",
    hint: 'Optional: shows "Review us on Google". Leave empty for none.',
  }),
  bookingUrl: optionalUrl({
    label: "Booking address",
    hint: 'Optional: shows "Book an appointment". Leave empty for none.',
  }),
  webmaster: optionalText({
    label: "Who looks after the website",
    hint: "Optional: their name and how to reach them, such as “Sam Lee, 513-555-0123”. Not shown, and in no public file: only /admin/'s launch checklist shows it, to you once signed in.",
  }).optional(),
  // docs/product.md §21: who does the work, with what a client can check. All optional, empty by
  // default: nothing shows until the owner fills it in (no credential is ever assumed).
  preparer: field(
    z.object({
      name: optionalText({
        label: "Name",
        hint: "As clients find it in the IRS directory. Leave empty if it is the owner's name above.",
      }).optional(),
      photo: optionalUploadedImage({
        label: "Photo",
        hint: "Optional: a portrait, upright. Shown on About Us and the home page; leave empty for initials.",
      }).optional(),
      credentials: field(
        z
          .array(
            z.enum(preparerCredentialIds, {
              error: `must be among ${preparerCredentialIds.join(", ")}`,
            }),
          )
          .refine((chosen) => new Set(chosen).size === chosen.length, {
            error: "must name each credential once",
          })
          .optional(),
        {
          label: "Credentials",
          hint: "Only those you hold today: About Us links the IRS directory where clients can check them.",
          optionLabels: Object.fromEntries(preparerCredentials.map(({ id, label }) => [id, label])),
        },
      ),
      memberships: field(
        z
          .array(
            text({
              label: "Membership",
              hint: "A professional association, such as National Association of Enrolled Agents.",
            }),
          )
          .optional(),
        { label: "Memberships", hint: "Optional: professional associations, one per item." },
      ),
    }),
    {
      label: "Who does the work",
      hint: "Optional: the person who prepares the returns, shown on About Us and the home page.",
    },
  ).optional(),
});

export type Site = z.output<typeof site>;
