import type { ComponentProps } from "react";

import { ExternalIcon } from "~/components/ui/icons";
import { messages } from "~/content/messages";
import { cn } from "~/lib/cn";

/** A link to another site: opens in a new tab, says so to screen readers, leaks no referrer. */
export function ExternalLink({ className, children, ...props }: ComponentProps<"a">) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1", className)}
      {...props}
    >
      {children}
      <span className="sr-only"> {messages.newTab}</span>
      <ExternalIcon className="size-4 shrink-0" />
    </a>
  );
}
