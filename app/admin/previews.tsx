/**
 * The CMS preview pane renders the site's own sections with the entry being edited
 * (docs/product.md: the owner sees the real look before publishing): the home page banner, the
 * testimonials and the office hours. Figures such as {years} are filled in as the build does.
 */
import type { ComponentType } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { MemoryRouter } from "react-router";
import { hours as publishedHours, referral, site, siteTexts } from "virtual:content";

import { Hero } from "~/components/sections/hero.tsx";
import { OfficeHours } from "~/components/sections/office-hours.tsx";
import { TestimonialCard } from "~/components/sections/testimonial-card.tsx";
import { figuresOf, fillFiguresIn } from "~/rules/figures.ts";
import type { HomePage, Hours, Testimonial } from "~/schemas/data-files.ts";
import { isTimeZone } from "~/rules/calendar-day.ts";

// The figures as last published.
const figures = figuresOf({ site, referral });

/** The entry's data as plain values, with figures filled in as the build does. */
function dataOf<T>(entry: PreviewTemplateComponentProps["entry"]): T {
  return fillFiguresIn(entry.get("data")?.toJS() ?? {}, figures) as T;
}

export function HomePreview({ entry }: PreviewTemplateComponentProps) {
  const { hero } = dataOf<Partial<HomePage>>(entry);
  if (!hero) return null;
  // The banner's links are the router's: the preview gives them one of their own. Its claims
  // are the site's texts as last published.
  return (
    <MemoryRouter>
      <Hero hero={hero} claims={siteTexts} />
    </MemoryRouter>
  );
}

export function TestimonialsPreview({ entry }: PreviewTemplateComponentProps) {
  const { testimonials = [] } = dataOf<{ testimonials?: Partial<Testimonial>[] }>(entry);
  return (
    <ul className="grid gap-6 p-6 md:grid-cols-2">
      {testimonials.map(({ name = "", clientSince = 0, text = "" }, index) => (
        // A testimonial just added has empty fields until the owner fills them in.
        <li key={index}>
          <TestimonialCard testimonial={{ name, clientSince, text }} />
        </li>
      ))}
    </ul>
  );
}

export function HoursPreview({ entry }: PreviewTemplateComponentProps) {
  const edited = dataOf<Partial<Hours>>(entry);
  // What the owner is still typing falls back to the published schedule, and a row or a
  // closure just added shows once it is complete.
  const hours: Hours = {
    timeZone: isTimeZone(edited.timeZone) ? edited.timeZone : publishedHours.timeZone,
    taxSeason: edited.taxSeason ?? publishedHours.taxSeason,
    weekly: (edited.weekly ?? []).filter((row) => row.days?.length && row.opens && row.closes),
    closures: (edited.closures ?? []).filter((closure) => closure.date && closure.name),
  };
  return (
    <div className="max-w-md p-6">
      <OfficeHours hours={hours} />
    </div>
  );
}

/** The previews, by the CMS entry they show (its name, from its file: cms-fields.server.ts). */
export const previews: Readonly<Record<string, ComponentType<PreviewTemplateComponentProps>>> = {
  home: HomePreview,
  testimonials: TestimonialsPreview,
  hours: HoursPreview,
};
