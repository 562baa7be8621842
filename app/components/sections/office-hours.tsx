import { useSyncExternalStore } from "react";

import { TaxSeasonMark } from "~/components/sections/tax-season-mark";
import { ClockIcon } from "~/components/ui/icons";
import { openingHours, weekdays } from "~/content/hours";
import { contactCopy } from "~/content/site-copy";
import { config } from "~/lib/config";
import { cn } from "~/lib/cn";
import { islandRoots } from "~/lib/islands";
import {
  formatHours,
  formatMonthDay,
  formatTime,
  nextOpeningAfter,
  officeStatusAt,
  type NextOpening,
} from "~/lib/hours";

function subscribeToMinutes(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 30_000);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);
// Prerendered HTML cannot know the visitor's "now": the status appears once hydrated.
const noMinuteOnServer = () => null;

function describeNextOpening(next: NextOpening | undefined): string {
  if (!next) return "";
  const when = next.daysAhead === 0 ? "today" : next.daysAhead === 1 ? "tomorrow" : next.weekday;
  return `Opens ${when} at ${formatTime(next.opens)}`;
}

/**
 * "Open now" and today's hours, computed in the browser in the office's time zone. Rendered
 * again by the contact island (app/islands/contact-island.tsx) into its prerendered element.
 */
export function TodayStatus() {
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinuteOnServer);
  if (minute === null) return <p className="min-h-7" />;
  const now = new Date(minute * 60_000);
  const status = officeStatusAt(now, config.taxSeason);
  return (
    <p
      className="flex min-h-7 flex-wrap items-center gap-x-2 font-medium"
      data-testid="office-status"
    >
      <span
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold",
          status.isOpen ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("size-2 rounded-full", status.isOpen ? "bg-emerald-600" : "bg-slate-500")}
        />
        {status.isOpen ? "Open now" : "Closed now"}
      </span>
      <span className="text-slate-700">
        {status.isOpen && status.today
          ? `Today until ${formatTime(status.today.closes)}`
          : describeNextOpening(nextOpeningAfter(now, config.taxSeason))}
      </span>
    </p>
  );
}

/** The weekly hours as a table, with the tax-season and holiday notes (PRODUCT.md §8). */
export function OfficeHours() {
  const { start, end } = config.taxSeason;
  const rows = weekdays.map((day) => ({
    day,
    hours: openingHours.find((hours) => hours.days.includes(day)),
  }));
  return (
    <section aria-labelledby="hours-heading">
      <h2
        id="hours-heading"
        className="flex items-center gap-2 text-xl font-semibold text-slate-900"
      >
        <ClockIcon className="size-6 text-accent-700" />
        {contactCopy.hoursHeading}
      </h2>
      <div id={islandRoots.officeStatus} className="mt-3">
        <TodayStatus />
      </div>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">Office hours by day, Eastern Time</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(({ day, hours }) => (
            <tr key={day}>
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {day}
                {hours?.isTaxSeasonOnly && <TaxSeasonMark />}
              </th>
              <td className="py-2 text-slate-700">{hours ? formatHours(hours) : "Closed"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600">
        * Weekend hours apply during tax season only ({formatMonthDay(start)} to{" "}
        {formatMonthDay(end)}). Holidays may affect hours. All times are Eastern Time.
      </p>
    </section>
  );
}
