/**
 * "Open now" and today's hours, computed in the browser in the office's time zone
 * (docs/product.md §8). The prerendered HTML cannot know the visitor's "now": it holds an empty line
 * of the same height, and the contact island hydrates this component into it.
 */
import { useSyncExternalStore } from "react";

import { messages } from "~/interface-strings.ts";
import { cn } from "~/lib/cn.ts";
import { type NextOpening, nextOpeningAfter, officeStatusAt } from "~/lib/hours.ts";
import { formatTime } from "~/rules/clock-time.ts";
import { formatNearDay } from "~/rules/calendar-day.ts";
import { hours } from "virtual:content";

const MINUTE_MS = 60_000;

// The first Intl formatter a page makes loads locale data (a long task on a slow phone), so the
// first reading waits for an idle moment after hydration; then it follows the clock.
let isClockReady = false;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}

function subscribeToClock(onChange: () => void): () => void {
  const cancelIdle = isClockReady
    ? () => {}
    : whenIdle(() => {
        isClockReady = true;
        onChange();
      });
  const timer = setInterval(onChange, 30_000);
  return () => {
    cancelIdle();
    clearInterval(timer);
  };
}

const currentMinute = () => (isClockReady ? Math.floor(Date.now() / MINUTE_MS) : null);
const noMinuteOnServer = () => null;

function describeNextOpening(next: NextOpening | undefined): string {
  if (!next) return "";
  const when =
    next.daysAhead === 0
      ? messages.hours.today
      : next.daysAhead === 1
        ? messages.hours.tomorrow
        : next.daysAhead < 7
          ? next.weekday
          : formatNearDay(next.date);
  return messages.hours.opensAt(when, formatTime(next.opens));
}

export function TodayStatus() {
  const minute = useSyncExternalStore(subscribeToClock, currentMinute, noMinuteOnServer);
  if (minute === null) return <p className="min-h-7" />;
  const now = new Date(minute * MINUTE_MS);
  const status = officeStatusAt(now, hours);
  const next = () => describeNextOpening(nextOpeningAfter(now, hours));
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
        {status.isOpen
          ? messages.hours.openNow
          : status.closure
            ? messages.hours.closedToday
            : messages.hours.closedNow}
      </span>
      <span className="text-slate-700">
        {status.isOpen && status.today
          ? messages.hours.todayUntil(formatTime(status.today.closes))
          : status.closure
            ? `${messages.hours.closedFor(status.closure.name)} ${next()}`
            : next()}
      </span>
    </p>
  );
}
