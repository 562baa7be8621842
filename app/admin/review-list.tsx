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

interface Waiting {
  index: number;
  item: Record<string, any>;
  reason: string;
}

/** An item's reason, worked out once per value of the item (Decap keeps an unchanged one). */
const reasons = new WeakMap<object, { item: Record<string, any>; reason: string }>();

function waitingOf(value: any, review: Review): Map<string, Waiting[]> {
  const groups = new Map<string, Waiting[]>();
  value?.forEach((immutable: any, index: number) => {
    if (immutable?.get?.("needsReview") !== true) return;
    let known = reasons.get(immutable);
    if (!known) {
      const item = immutable.toJS();
      known = { item, reason: review.reasonOf(item) };
      reasons.set(immutable, known);
    }
    const group = review.groupOf(known.item);
    groups.set(group, [...(groups.get(group) ?? []), { index, ...known }]);
  });
  for (const rows of groups.values())
    rows.sort((a, b) => String(a.item.date).localeCompare(b.item.date));
  return groups;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function ReviewList({
  value,
  review,
  itemLabel,
  onReviewed,
}: {
  value: any;
  review: Review;
  itemLabel: string;
  /** Switches `needsReview` off on the items at these indexes, in one change. */
  onReviewed: (indexes: ReadonlySet<number>) => void;
}) {
  const groups = waitingOf(value, review);
  if (groups.size === 0) return null;
  const count = [...groups.values()].reduce((sum, rows) => sum + rows.length, 0);
  return (
    <section className="cms-review" aria-labelledby="cms-review-title">
      <h3 id="cms-review-title">Waiting for your review: {plural(count, itemLabel)}</h3>
      <p>
        Proposed by the site from the rules. Check each against its source, mark the group reviewed,
        then publish: until then they show nowhere on the site.
      </p>
      {[...groups].map(([group, rows]) => (
        <details key={group}>
          <summary>
            {group}: {plural(rows.length, itemLabel)}
          </summary>
          <p>Compare with: {[...new Set(rows.map(({ item }) => item.source))].join("; ")}</p>
          <ol>
            {rows.map(({ index, item, reason }) => (
              <li key={index}>
                <strong>{item.date && formatIsoDate(item.date)}</strong> {item.title}
                <span>{reason}</span>
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => onReviewed(new Set(rows.map(({ index }) => index)))}>
            Mark these {plural(rows.length, itemLabel)} reviewed
          </button>
        </details>
      ))}
    </section>
  );
}
