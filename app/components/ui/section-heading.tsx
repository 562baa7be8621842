import type { ComponentProps } from "react";

import { cn } from "~/lib/cn.ts";

export function SectionHeading({ className, ...props }: ComponentProps<"h2">) {
  return (
    <h2
      className={cn("font-serif text-2xl font-semibold text-slate-900 sm:text-3xl", className)}
      {...props}
    />
  );
}
