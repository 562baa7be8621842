import type { ComponentProps } from "react";

import { ExternalIcon } from "~/components/ui/icons.tsx";
import { cn } from "~/lib/cn.ts";

/**
 * A link to another site: opens in a new tab, says so to screen readers (`newTabNotice`, the
 * caller's words), leaks no referrer.
 */
export function ExternalLink({
  newTabNotice,
  className,
  children,
  ...props
}: ComponentProps<"a"> & { newTabNotice: string }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1", className)}
      {...props}
    >
      {children}
      <span className="sr-only"> {newTabNotice}</span>
      <ExternalIcon className="size-4 shrink-0" />
    </a>
  );
}
