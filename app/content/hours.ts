/**
 * Office hours as data (PRODUCT.md §8), from content/hours.yaml: this one structure drives the
 * contact page table, the footer and the structured data. Times are 24-hour "HH:MM" in the
 * office's time zone.
 */
import { hours } from "virtual:content";

export type { OpeningHours } from "~/content/schema";
export { type Weekday, weekdays } from "~/content/weekdays";

/** The office's time zone, named once: lib/hours.ts reads the office clock in it with Intl. */
export const OFFICE_TIME_ZONE = hours.timeZone;

export const openingHours = hours.weekly;

/** Days the office is closed all day (holidays), with their names. */
export const closures = hours.closures;
