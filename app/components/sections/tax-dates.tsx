import { buttonClasses } from "~/components/ui/button-link.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { CalendarIcon } from "~/components/ui/icons.tsx";
import { formatIsoDate } from "~/rules/calendar-day.ts";
import { ALL_TAX_DATES, mayEmploy, type TaxDateChoiceId } from "~/rules/tax-audiences.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { feedUrls, type ShownDay, taxDateChoices, taxDatesShown } from "~/lib/tax-calendars.ts";
import { siteNow } from "~/shared/clock.ts";
import { config } from "virtual:config";
import { hours, resources, taxDates } from "virtual:content";

/*
 * Important tax dates on Resources (docs/product.md §14), without any script: the visitor chooses
 * whose dates to see with radio buttons, and the stylesheet hides every element whose `data-for`
 * does not name the checked choice (app/tax-date-choices.tailwind.ts writes one rule per choice,
 * from the same list, on `.tax-dates` and the radios' values). Each choice shows how many dates
 * it holds, its dates of the coming three months, then the rest of the season behind a
 * disclosure, and its own calendar feed for each platform (lib/tax-calendars.ts). The count and
 * the list follow the choice directly and the feed links come after it, so on a phone the chosen
 * dates appear right below where the visitor tapped (docs/product.md §26). Progressive
 * enhancement: a browser without `:has()` hides nothing, so every count and date shows and every
 * feed's links show under its audience's name.
 */

const forChoices = (choices: readonly TaxDateChoiceId[]) => choices.join(" ");

/** "Employers" -> "employers", for "12 dates ahead for employers" ("S and C" keeps its capitals). */
const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

function DayList({ days }: { days: ShownDay[] }) {
  const text = resources.taxDates;
  return (
    <ol className="mt-4 grid gap-3">
      {days.map((day) => (
        <li
          key={day.date}
          data-for={forChoices(day.choices)}
          className="rounded-xl border border-slate-200 px-4 py-4 sm:grid sm:grid-cols-[16rem_1fr] sm:gap-4 sm:px-6"
        >
          <h3 className="font-semibold text-slate-900">{formatIsoDate(day.date)}</h3>
          <ul className="mt-2 grid gap-3 sm:mt-0">
            {day.entries.map(({ entry, choices }) => (
              <li
                key={entry.id}
                // Only where it differs from the day's: fewer bytes for the same rule.
                data-for={choices.length === day.choices.length ? undefined : forChoices(choices)}
              >
                <p>
                  <b>{entry.authority}</b>
                  {entry.title}
                </p>
                {/* One text node each: React would put a comment between two. */}
                <p>
                  <span className="sr-only">{`${text.whoHeader}: `}</span>
                  {entry.who}
                </p>
                <p>{`${text.sourceHeader}: ${entry.source}`}</p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** A note shown for some choices only: those with nothing in a part of the list, or with staff. */
function NoneNote({
  choices,
  children,
}: {
  choices: readonly TaxDateChoiceId[];
  children: string;
}) {
  if (choices.length === 0) return null;
  return (
    <p data-for={forChoices(choices)} className="mt-4 max-w-3xl text-slate-700">
      {children}
    </p>
  );
}

/**
 * The dates from the build's day on, for the choice the visitor makes; the site is rebuilt
 * daily, so past dates drop off. The feeds keep the whole season.
 */
export function TaxDates({ today = officeDateAt(siteNow(), hours.timeZone) }: { today?: string }) {
  const text = resources.taxDates;
  const { next, later, withDates, noneNext, noneLater } = taxDatesShown(taxDates, today);
  const withoutDates = taxDateChoices
    .map((choice) => choice.id)
    .filter((choice) => !withDates.includes(choice));
  const nameOf = (audience: string | undefined) => audience ?? text.allDates;
  return (
    <section aria-labelledby="tax-dates-heading" className="tax-dates">
      <SectionHeading id="tax-dates-heading">{text.heading}</SectionHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{text.lead}</p>
      <fieldset className="mt-6">
        <legend className="font-semibold text-slate-900">{text.chooseLegend}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {taxDateChoices.map((choice) => (
            <label
              key={choice.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-accent-50 has-checked:bg-accent-50 has-checked:ring-2 has-checked:ring-accent-700 sm:text-base"
            >
              <input
                type="radio"
                name="tax-dates-for"
                value={choice.id}
                defaultChecked={choice.id === ALL_TAX_DATES}
                className="size-5 accent-accent-700"
              />
              {nameOf(choice.audience)}
            </label>
          ))}
        </div>
        {/* Right under the choice, how many dates it shows (docs/product.md §26). */}
        {taxDateChoices.map(({ id, audience }) => {
          const count = [...next, ...later].filter((day) => day.choices.includes(id)).length;
          return (
            count > 0 && (
              <p key={id} data-for={id} className="mt-3 font-semibold text-accent-800">
                {`${count} ${count === 1 ? text.dateFor : text.datesFor} ${lowerFirst(nameOf(audience))}`}
              </p>
            )
          );
        })}
      </fieldset>
      <NoneNote choices={mayEmploy}>{text.employersNote}</NoneNote>
      <DayList days={next} />
      <NoneNote choices={noneNext}>{text.noneNext}</NoneNote>
      <NoneNote choices={withoutDates}>{text.noneUpcoming}</NoneNote>
      {withDates.length > 0 && (
        <details data-for={forChoices(withDates)} className="mt-3">
          <summary className="cursor-pointer rounded-xl border border-slate-200 px-4 py-3 font-semibold text-accent-700 hover:bg-accent-50 sm:px-6">
            {text.laterSummary}
          </summary>
          <DayList days={later} />
          <NoneNote choices={noneLater}>{text.noneLater}</NoneNote>
        </details>
      )}
      <div className="mt-6 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:px-6">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <CalendarIcon className="size-5 shrink-0 text-accent-700" />
          {text.calendarAction}
        </p>
        {taxDateChoices.map((choice) => {
          const urls = feedUrls(config.siteUrl, choice.path);
          return (
            <p
              key={choice.id}
              data-for={choice.id}
              className="mt-3 flex flex-wrap items-center gap-3"
            >
              {/* Whose feed: without :has() every pair shows, each under its name. */}
              <b className="w-full sm:w-auto">{`${nameOf(choice.audience)}:`}</b>
              <a href={urls.subscribe} className={buttonClasses("primary")}>
                {text.subscribe}
              </a>
              <a href={urls.google} className={buttonClasses("secondary")}>
                {text.subscribeGoogle}
              </a>
              <a href={urls.outlook} className={buttonClasses("secondary")}>
                {text.subscribeOutlook}
              </a>
              <a href={urls.download} className={buttonClasses("secondary")}>
                {text.download}
              </a>
            </p>
          );
        })}
        <p className="mt-3 text-sm text-slate-600">{text.subscribeHelp}</p>
      </div>
    </section>
  );
}
