import type { ComponentProps } from "react";

import { cn } from "~/lib/cn.ts";

/** A bordered panel; `flush` drops the padding for media that runs edge to edge. */
export function Card({
  className,
  flush = false,
  ...props
}: ComponentProps<"div"> & { flush?: boolean }) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-slate-200 bg-white shadow-sm",
        !flush && "p-6",
        className,
      )}
      {...props}
    />
  );
}
