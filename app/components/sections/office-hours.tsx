import { FootnoteMark } from "~/components/ui/footnote-mark.tsx";
import { ClockIcon } from "~/components/ui/icons.tsx";
import { messages } from "~/interface-strings.ts";
import { formatMonthDay, timeZoneName, upcomingClosures, weekOf } from "~/lib/hours.ts";
import { formatHours } from "~/rules/clock-time.ts";
import { formatIsoDate } from "~/rules/calendar-day.ts";
import { contactUs, hours as officeHours } from "virtual:content";
import type { Hours } from "~/schemas/data-files.ts";
import { siteNow } from "~/shared/clock.ts";

/** How many upcoming closures the table notes. */
const UPCOMING_CLOSURES = 3;

/**
 * The weekly hours as a table, with the tax-season and holiday notes (docs/product.md §8); the
 * contact page shows today's status above its form.
 */
export function OfficeHours({
  hours = officeHours,
}: {
  /** The schedule to show; the site's own by default (the CMS preview passes the edited one). */
  hours?: Hours;
}) {
  const now = siteNow();
  const { start, end } = hours.taxSeason;
  const zone = timeZoneName(hours.timeZone, now);
  const upcoming = upcomingClosures(now, hours, UPCOMING_CLOSURES);
  return (
    <section aria-labelledby="hours-heading">
      <h2
        id="hours-heading"
        className="flex items-center gap-2 text-xl font-semibold text-slate-900"
      >
        <ClockIcon className="size-6 text-accent-700" />
        {contactUs.hoursHeading}
      </h2>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">{messages.hours.caption(zone)}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{messages.hours.dayHeader}</th>
            <th scope="col">{messages.hours.hoursHeader}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {weekOf(hours.weekly).map(({ day, allYear, taxSeason }) => {
            const only = allYear ?? taxSeason;
            return (
              <tr key={day}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {day}
                  {taxSeason && !allYear && <FootnoteMark label={messages.hours.taxSeasonOnly} />}
                </th>
                <td className="py-2 text-slate-700">
                  {allYear && taxSeason ? (
                    // Other hours in tax season: both, the tax season's marked.
                    <>
                      <span className="block">{formatHours(allYear)}</span>
                      <span className="block">
                        {formatHours(taxSeason)}
                        <FootnoteMark label={messages.hours.taxSeasonOnly} />
                      </span>
                    </>
                  ) : only ? (
                    formatHours(only)
                  ) : (
                    messages.hours.closed
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600">
        {messages.hours.seasonNote(formatMonthDay(start), formatMonthDay(end), zone)}
      </p>
      {/* The next closures as of the build (every edit rebuilds the site). */}
      {upcoming.length > 0 && (
        <div className="mt-3 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">{messages.hours.upcomingClosures}</p>
          <ul className="mt-1 space-y-0.5">
            {upcoming.map((closure) => (
              <li key={`${closure.date} ${closure.name}`}>
                {closure.name}: <time dateTime={closure.date}>{formatIsoDate(closure.date)}</time>
                {closure.lastDay && closure.lastDay !== closure.date && (
                  <>
                    {" "}
                    {messages.hours.closureUntil}{" "}
                    <time dateTime={closure.lastDay}>{formatIsoDate(closure.lastDay)}</time>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
