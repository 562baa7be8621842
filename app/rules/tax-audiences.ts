/**
 * Who a tax date concerns (docs/product.md §14): the one fixed list. The schema's `audiences` field
 * of each entry in tax-dates.yaml is a choice from it (schemas/tax-dates.schema.ts), and so is the CMS's
 * field; the choice on Resources and the calendar feeds (one per audience, lib/tax-calendars.ts)
 * derive from it. An id is part of a feed's address (/calendar/tax-dates-<id>.ics) that
 * clients subscribe to: rename a label freely, never an id. Plain data: the page takes it.
 */
export const taxAudiences = [
  { id: "individuals", label: "Individuals and families" },
  { id: "self-employed", label: "Self-employed and sole proprietors" },
  { id: "businesses", label: "Partnerships, S and C corporations" },
  { id: "employers", label: "Employers" },
  { id: "non-profits", label: "Non-profits" },
  { id: "estates-trusts", label: "Estates and trusts" },
] as const;

export type TaxAudience = (typeof taxAudiences)[number]["id"];

/** Who may pay staff of their own, and then has the employers' dates too (Resources says so). */
export const mayEmploy: readonly TaxAudience[] = ["self-employed", "businesses", "non-profits"];

/** The ids, in the list's order (the schema's choices). */
export const taxAudienceIds = taxAudiences.map((audience) => audience.id) as [
  TaxAudience,
  ...TaxAudience[],
];

/** The choice of every date on Resources, whose feed is the whole season. */
export const ALL_TAX_DATES = "all";

/** What a visitor chooses on Resources, each with its calendar feed: every date, or one audience's. */
export const taxDateChoiceIds = [ALL_TAX_DATES, ...taxAudienceIds] as const;

export type TaxDateChoiceId = (typeof taxDateChoiceIds)[number];
