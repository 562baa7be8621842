/**
 * The items the site proposed and the owner has not checked yet (`needsReview`), above their list
 * (docs/product.md §27): each with its day and why it is on it, in groups, each group marked
 * reviewed with one button, so a year's proposed tax dates take minutes on a phone. What groups
 * them and says why is the schema's (`review` in schemas/fields.ts).
 */
import { formatIsoDate } from "~/rules/calendar-day.ts";
import type { CmsMeta } from "~/schemas/fields.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's list value is untyped Immutable. */
type Review = NonNullable<CmsMeta["review"]>;
type Waiting = { index: number; item: Record<string, any>; reason: string };

/** An item's words, worked out once per value of the item (Decap keeps an unchanged one). */
const known = new WeakMap<object, Omit<Waiting, "index">>();

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function ReviewList(props: {
  value: any;
  review: Review;
  itemLabel: string;
  /** Switches `needsReview` off on the items at these indexes, in one change. */
  onReviewed: (indexes: ReadonlySet<number>) => void;
}) {
  const { review, itemLabel } = props;
  const waiting: Waiting[] = [];
  props.value?.forEach((value: any, index: number) => {
    if (value?.get?.("needsReview") !== true) return;
    let words = known.get(value);
    if (!words) {
      const item = value.toJS();
      known.set(value, (words = { item, reason: review.reasonOf(item) }));
    }
    waiting.push({ index, ...words });
  });
  if (waiting.length === 0) return null;
  waiting.sort((a, b) => String(a.item.date).localeCompare(b.item.date));
  const groups = new Map<string, Waiting[]>();
  for (const row of waiting) {
    const group = review.groupOf(row.item);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return (
    <section className="cms-review" aria-labelledby="cms-review-title">
      <h3 id="cms-review-title">Waiting for your review: {plural(waiting.length, itemLabel)}</h3>
      <p>
        Proposed by the site from the rules. Check each against its source, mark the group reviewed,
        then publish: until then they show nowhere on the site.
      </p>
      {[...groups].map(([group, rows]) => (
        <details key={group}>
          <summary>
            {group}: {plural(rows.length, itemLabel)}
          </summary>
          <ol>
            {rows.map(({ index, item, reason }) => (
              <li key={index}>
                <strong>{item.date && formatIsoDate(item.date)}</strong> {item.title}
                <span>
                  {reason} Source: {item.source}
                </span>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => props.onReviewed(new Set(rows.map((row) => row.index)))}
          >
            Mark these {plural(rows.length, itemLabel)} reviewed
          </button>
        </details>
      ))}
    </section>
  );
}
