import { FootnoteMark } from "~/components/ui/footnote-mark.tsx";
import { messages } from "~/interface-strings.ts";
import { formatMonthDay } from "~/lib/hours.ts";
import { formatDays, formatHours } from "~/rules/clock-time.ts";
import { contactUs, hours as officeHours } from "virtual:content";

/** A compact list of the weekly hours, for the footer: one line per row of hours.yaml. */
export function FooterHours({ className }: { className?: string }) {
  const { weekly, taxSeason } = officeHours;
  return (
    <div className={className}>
      <h2 className="font-semibold text-white">{contactUs.hoursHeading}</h2>
      <dl className="mt-3 space-y-1.5">
        {weekly.map((hours) => (
          <div
            key={`${hours.days.join()} ${hours.taxSeasonOnly}`}
            className="flex flex-wrap justify-between gap-x-4 whitespace-nowrap"
          >
            <dt>
              {formatDays(hours.days)}
              {hours.taxSeasonOnly && <FootnoteMark label={messages.hours.taxSeasonOnly} />}
            </dt>
            <dd className="text-white">{formatHours(hours)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-300">
        {messages.hours.footerSeasonNote(
          formatMonthDay(taxSeason.start),
          formatMonthDay(taxSeason.end),
        )}
      </p>
    </div>
  );
}
