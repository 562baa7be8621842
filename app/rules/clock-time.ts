/**
 * Times of day and the days they apply to, as the owner writes them and as visitors read them
 * (docs/product.md §18: "times are accepted as she writes them"). The data files keep one form,
 * 24-hour "HH:MM"; the schema and the CMS's time field read "5 pm", "5:30pm", "9 a.m.", "noon"
 * and "17:00" alike through `parseTime`, and everything shown is written by `formatTime`
 * ("9:00 pm", the specification's style). Pure; beside the data, as the schema uses it.
 */
import { type Weekday, weekdays } from "./weekdays.ts";

/** A time of day as the data files keep it: "09:00", "21:30". */
export type ClockTime = `${number}:${number}`;

const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/;
const TWENTY_FOUR_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?$/;

const clock = (hours: number, minutes: number): ClockTime | undefined =>
  hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59
    ? (`${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}` as ClockTime)
    : undefined;

/**
 * "5 pm", "5:30pm", "9 a.m.", "12 noon", "noon", "17:00", "9" (a bare hour is 24-hour) ->
 * "17:00", "17:30", "09:00", "12:00", "12:00", "17:00", "09:00"; undefined for anything else.
 */
export function parseTime(text: unknown): ClockTime | undefined {
  if (typeof text !== "string") return undefined;
  const written = text.trim().toLowerCase();
  if (written === "noon" || written === "12 noon") return "12:00";
  const twelve = TWELVE_HOUR.exec(written);
  if (twelve) {
    const [, hour = "", minute = "0", half] = twelve;
    const hours = Number(hour);
    if (hours < 1 || hours > 12) return undefined;
    return clock((hours % 12) + (half === "p" ? 12 : 0), Number(minute));
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(written);
  return twentyFour ? clock(Number(twentyFour[1]), Number(twentyFour[2] ?? 0)) : undefined;
}

/** "21:00" -> "9:00 pm", the specification's style. */
export function formatTime(time: string): string {
  const [hours24 = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours24 < 12 ? "am" : "pm";
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "9:00 am–9:00 pm". */
export function formatHours(hours: { opens: string; closes: string }): string {
  return `${formatTime(hours.opens)}–${formatTime(hours.closes)}`;
}

let dayListFormat: Intl.ListFormat | undefined;

/**
 * The days of a row as people say them, in the week's order: three or more days in a row as a
 * range ("Monday–Thursday"), others listed ("Monday, Wednesday, and Friday", "Saturday and
 * Sunday", "Monday–Wednesday and Friday").
 */
export function formatDays(days: readonly Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const [index, day] of weekdays.entries()) {
    if (!days.includes(day)) continue;
    const run = runs.at(-1);
    if (run && run.at(-1) === weekdays[index - 1]) run.push(day);
    else runs.push([day]);
  }
  dayListFormat ??= new Intl.ListFormat("en-US", { type: "conjunction" });
  return dayListFormat.format(
    runs.flatMap((run) => (run.length >= 3 ? [`${run[0]}–${run.at(-1)}`] : run)),
  );
}
