/**
 * Office hours as data (PRODUCT.md §8): this one structure drives the contact page table,
 * the footer and the structured data. Times are 24-hour "HH:MM" in the office's time zone.
 */
export type Weekday =
  "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface OpeningHours {
  days: readonly Weekday[];
  opens: `${number}:${number}`;
  closes: `${number}:${number}`;
  /** Weekend hours apply only during tax season (the window is in the site config). */
  isTaxSeasonOnly: boolean;
}

/** The office's time zone, named once: lib/hours.ts reads the office clock in it with Intl. */
export const OFFICE_TIME_ZONE = "America/New_York";

export const weekdays: readonly Weekday[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

export const openingHours: readonly OpeningHours[] = [
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday"],
    opens: "09:00",
    closes: "21:00",
    isTaxSeasonOnly: false,
  },
  { days: ["Friday"], opens: "09:00", closes: "19:00", isTaxSeasonOnly: false },
  { days: ["Saturday"], opens: "10:00", closes: "17:00", isTaxSeasonOnly: true },
  { days: ["Sunday"], opens: "12:00", closes: "17:00", isTaxSeasonOnly: true },
];
