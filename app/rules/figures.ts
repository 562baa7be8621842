/**
 * The figures a text may name instead of repeating them ("{years} years of experience"): each
 * is written once, in site.yaml or referral.yaml (`{howWeMeet}`: site.yaml's way of meeting in
 * words, rules/meeting.ts). This list is the only one, and `fillFiguresIn`
 * the one way they are filled: the build fills them in (schemas/load.server.ts), the CMS
 * previews fill them in as the owner types (admin/previews.tsx), and the CMS hints name them
 * (admin/cms-fields.server.ts). Plain code, no schema library: the CMS bundle takes it.
 */
import { type MeetingWay, meetingWays } from "./meeting.ts";

/** Where the figures are read from: site.yaml's and referral.yaml's fields they name. */
export interface FigureSources {
  site: {
    yearsOfExperience: number;
    portalEncryptionBits: number;
    ownerName: string;
    address: { locality: string; region: string };
    businessName: string;
    email: string;
    phone: string;
    meeting: MeetingWay;
  };
  referral: { amount: number };
}

const figures = {
  years: ({ site }: FigureSources) => String(site.yearsOfExperience),
  bits: ({ site }: FigureSources) => String(site.portalEncryptionBits),
  amount: ({ referral }: FigureSources) => String(referral.amount),
  owner: ({ site }: FigureSources) => site.ownerName,
  ownerFirstName: ({ site }: FigureSources) => site.ownerName.split(" ")[0] ?? site.ownerName,
  locality: ({ site }: FigureSources) => site.address.locality,
  region: ({ site }: FigureSources) => site.address.region,
  businessName: ({ site }: FigureSources) => site.businessName,
  email: ({ site }: FigureSources) => site.email,
  phone: ({ site }: FigureSources) => site.phone,
  howWeMeet: ({ site }: FigureSources) => meetingWays[site.meeting].sentence,
};

export type FigureName = keyof typeof figures;

/** The names a text may use, in the order the hints list them. */
export const figureNames = Object.keys(figures) as FigureName[];

/** Each figure's value, read from the business details and the referral program. */
export function figuresOf(sources: FigureSources): Record<FigureName, string> {
  return Object.fromEntries(figureNames.map((name) => [name, figures[name](sources)])) as Record<
    FigureName,
    string
  >;
}

/**
 * A text with its `{name}` placeholders filled in. A name that is not a figure is left to
 * `unknown`, which returns what to write instead (or throws: the build stops there).
 */
export function fillFigures(
  text: string,
  values: Readonly<Record<string, string>>,
  unknown: (placeholder: string) => string = (placeholder) => placeholder,
): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : unknown(placeholder),
  );
}

/**
 * A value (a data file's data, a CMS entry's) with the figures filled into every text in it.
 * `unknown` gets a `{name}` that is no figure and where it is (the keys down to its text); the
 * build's throws, stopping it there, and by default it stays as written (the CMS preview).
 */
export function fillFiguresIn<T>(
  value: T,
  values: Readonly<Record<string, string>>,
  unknown: (placeholder: string, at: readonly PropertyKey[]) => string = (placeholder) =>
    placeholder,
  at: readonly PropertyKey[] = [],
): T {
  if (typeof value === "string") {
    return fillFigures(value, values, (placeholder) => unknown(placeholder, at)) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      fillFiguresIn(item, values, unknown, [...at, index]),
    ) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillFiguresIn(item, values, unknown, [...at, key]),
      ]),
    ) as T;
  }
  return value;
}
