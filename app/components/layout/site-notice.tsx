import { Container } from "~/components/ui/container.tsx";
import { messages } from "~/content/messages.ts";
import { notice } from "virtual:content";

/**
 * The owner's site-wide notice (content/notice.yaml), at the top of every page while its text
 * is set. A named region, first in the page after the skip link, so assistive technology finds
 * it and reads it first.
 */
export function SiteNotice() {
  if (!notice.text) return null;
  return (
    <section
      aria-label={messages.noticeLabel}
      className="site-notice bg-amber-100 text-slate-900 print:hidden"
    >
      <Container className="py-3 text-center font-medium">
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
      </Container>
    </section>
  );
}
