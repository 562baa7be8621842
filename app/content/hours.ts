/**
 * Office hours as data (PRODUCT.md §8), from content/hours.yaml: this one structure (its time
 * zone, tax season, weekly hours and closures) drives the contact page table, "open now", the
 * footer and the structured data, each handing it to lib/hours.ts. Times are 24-hour "HH:MM"
 * in the office's time zone.
 */
import { hours } from "virtual:content";

export type { Closure, Hours, OpeningHours } from "~/content/schema";
export { type Weekday, weekdays } from "~/content/weekdays";

/** The office's schedule, as the owner wrote it. */
export const officeHours = hours;
