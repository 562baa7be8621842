import { cn } from "~/lib/cn.ts";

/** "Linda M." -> "LM". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, "").charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** A circle with initials: decorative, the name is always written next to it. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-base font-semibold text-accent-800",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
