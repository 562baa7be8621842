import { PageLink, type PageLinkProps } from "~/components/ui/page-link.tsx";
import { cn } from "~/lib/cn.ts";

const variants = {
  primary: "bg-accent-700 text-white hover:bg-accent-800",
  secondary: "bg-white text-accent-800 ring-1 ring-accent-200 ring-inset hover:bg-accent-50",
  inverse: "bg-white text-accent-900 hover:bg-accent-50",
  outlineInverse: "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10",
} as const;

export const buttonClasses = (variant: keyof typeof variants = "primary") =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors",
    variants[variant],
  );

type ButtonLinkProps = PageLinkProps & { variant?: keyof typeof variants };

/** A link to a page of the site (ui/page-link.tsx), styled as a button. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <PageLink className={cn(buttonClasses(variant), className)} {...props} />;
}
