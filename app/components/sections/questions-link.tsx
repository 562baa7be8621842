import { PageLink } from "~/components/ui/page-link.tsx";
import { cn } from "~/lib/cn.ts";
import { questions } from "virtual:content";

/** The way to the questions page (docs/product.md §26), from Services and Contact Us. */
export function QuestionsLink({ className }: { className?: string }) {
  return (
    <PageLink
      to="/Questions"
      className={cn(
        "inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-900",
        className,
      )}
    >
      {questions.linkText}
    </PageLink>
  );
}
