import { Container } from "~/components/ui/container.tsx";
import { messages } from "~/content/messages.ts";
import { closuresAnnouncedOn, isNoticeShownOn } from "~/content/notices.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { siteNow } from "~/shared/clock.ts";
import { hours, notice } from "virtual:content";

/**
 * What the office tells every visitor, at the top of every page (PRODUCT.md §18): the message
 * of each closure from a week before it until its last day, then the owner's notice until its
 * last day (content/notices.ts), as of the day the page is built; the site is rebuilt daily, so
 * what has ended drops off. A named region, first in the page after the skip link, so assistive
 * technology finds it and reads it first.
 */
export function SiteNotice() {
  const today = officeDateAt(siteNow(), hours.timeZone);
  const closures = closuresAnnouncedOn(today, hours.closures);
  const showsNotice = isNoticeShownOn(today, notice);
  if (closures.length === 0 && !showsNotice) return null;
  return (
    <section
      aria-label={messages.noticeLabel}
      className="site-notice bg-amber-100 text-slate-900 print:hidden"
    >
      <Container className="space-y-1 py-3 text-center font-medium">
        {closures.map((closure) => (
          <p key={`${closure.date} ${closure.name}`}>{closure.message}</p>
        ))}
        {showsNotice && (
          <p>
            {notice.text}
            {notice.linkUrl && (
              <>
                {" "}
                <a
                  href={notice.linkUrl}
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
