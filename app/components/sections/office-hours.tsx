import { TaxSeasonMark } from "~/components/sections/tax-season-mark";
import { ClockIcon } from "~/components/ui/icons";
import { openingHours, weekdays } from "~/content/hours";
import { contactCopy } from "~/content/site-copy";
import { config } from "~/lib/config";
import { islandRoots } from "~/lib/islands";
import { TodayStatus } from "~/components/sections/today-status";
import { formatHours, formatMonthDay } from "~/lib/hours";

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
                {hours?.taxSeasonOnly && <TaxSeasonMark />}
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
