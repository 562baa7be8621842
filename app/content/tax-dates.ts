/** The important tax dates (content/tax-dates.yaml), soonest first. */
import { taxDates as dates } from "virtual:content";

export type { TaxDate } from "~/content/schema";

export const taxDates = dates;
