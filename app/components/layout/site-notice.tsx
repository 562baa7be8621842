import { Container } from "~/components/ui/container.tsx";
import { messages } from "~/interface-strings.ts";
import { closureOn, closuresAnnouncedOn, isNoticeShownOn } from "~/rules/notices.ts";
import { phoneParts } from "~/rules/phone-numbers.ts";
import { formatNearDay } from "~/rules/calendar-day.ts";
import { formatTime } from "~/rules/clock-time.ts";
import { nextOpeningAfter, officeDateAt } from "~/lib/hours.ts";
import { siteNow } from "~/shared/clock.ts";
import { hours, notice } from "virtual:content";

/**
 * What the office tells every visitor, at the top of every page (docs/product.md §18, §25): on a
 * closure's days, that the office is closed today and when it reopens; the message of each closure
 * from a week before it until its last day; then the owner's notice until its last day
 * (rules/notices.ts), as of the moment the page is built (`siteNow()`); the site is rebuilt daily, so
 * what has ended drops off. A named region, first in the page after the skip link, so assistive
 * technology finds it and reads it first.
 */
export function SiteNotice() {
  const now = siteNow();
  const today = officeDateAt(now, hours.timeZone);
  const closedToday = closureOn(today, hours.closures);
  const reopens = closedToday && nextOpeningAfter(now, hours);
  const closures = closuresAnnouncedOn(today, hours.closures);
  const showsNotice = isNoticeShownOn(today, notice);
  if (!closedToday && closures.length === 0 && !showsNotice) return null;
  return (
    <section
      aria-label={messages.noticeLabel}
      className="site-notice bg-amber-100 text-slate-900 print:hidden"
    >
      <Container className="space-y-1 py-3 text-center font-medium">
        {closedToday && (
          <p className="font-semibold">
            {messages.hours.closedTodayNotice(
              closedToday.name,
              reopens && `${formatNearDay(reopens.date)}, at ${formatTime(reopens.opens)}`,
            )}
          </p>
        )}
        {closures.map((closure) => (
          <p key={`${closure.date} ${closure.name}`}>
            <WithPhoneLinks text={closure.message ?? ""} />
          </p>
        ))}
        {showsNotice && (
          <p>
            <WithPhoneLinks text={notice.text} />
            {(notice.linkPage || notice.linkUrl) && (
              <>
                {" "}
                <a
                  href={notice.linkPage || notice.linkUrl}
                  className="font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-950"
                >
                  {notice.linkText}
                </a>
              </>
            )}
          </p>
        )}
      </Container>
    </section>
  );
}

/** A text with its phone numbers tappable (rules/phone-numbers.ts). */
function WithPhoneLinks({ text }: { text: string }) {
  return phoneParts(text).map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={index} href={part.href} className="underline underline-offset-4">
        {part.phone}
      </a>
    ),
  );
}
