import { buttonClasses } from "~/components/ui/button-link.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { CalendarIcon } from "~/components/ui/icons.tsx";
import { TAX_CALENDAR_PATH } from "~/content/pages.ts";
import { datedFrom, formatIsoDate } from "~/content/calendar-day.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { copy, hours, taxDates } from "virtual:content";
import type { TaxDate } from "~/content/schema.ts";

/** The dates, one entry per day, in order: several things can be due on the same day. */
function byDay(dates: readonly TaxDate[]): [string, TaxDate[]][] {
  const days = new Map<string, TaxDate[]>();
  for (const taxDate of dates) days.set(taxDate.date, [...(days.get(taxDate.date) ?? []), taxDate]);
  return [...days];
}

/**
 * Important tax dates on Resources (PRODUCT.md §14): each day from the build's day on, with what
 * is due, who it concerns and where the date comes from, and the whole season as a calendar
 * file. Past dates drop off at the next build (the site is rebuilt daily).
 */
export function TaxDates({ today = officeDateAt(new Date(), hours.timeZone) }: { today?: string }) {
  const text = copy.resources.taxDates;
  const upcoming = datedFrom(taxDates, today);
  return (
    <section aria-labelledby="tax-dates-heading">
      <SectionHeading id="tax-dates-heading">{text.heading}</SectionHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{text.lead}</p>
      <a href={TAX_CALENDAR_PATH} className={`${buttonClasses("secondary")} mt-5`}>
        <CalendarIcon className="size-5" />
        {text.calendarAction}
      </a>
      {upcoming.length === 0 && (
        <p className="mt-6 max-w-3xl text-slate-700">{text.noneUpcoming}</p>
      )}
      {upcoming.length > 0 && (
        <ol className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {byDay(upcoming).map(([date, items]) => (
            <li key={date} className="grid gap-2 px-4 py-4 sm:grid-cols-[14rem_1fr] sm:px-6">
              <h3 className="font-semibold text-slate-900">
                <time dateTime={date}>{formatIsoDate(date)}</time>
              </h3>
              <ul className="space-y-3">
                {items.map((item) => (
                  <li key={`${item.authority}-${item.title}`}>
                    <p className="text-slate-900">
                      <span className="mr-2 inline-block rounded bg-accent-50 px-1.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
                        {item.authority}
                      </span>
                      {item.title}
                    </p>
                    <p className="text-sm text-slate-600">
                      <span className="sr-only">{text.whoHeader}: </span>
                      {item.who}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {text.sourceHeader}: {item.source}
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
