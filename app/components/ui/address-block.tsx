/**
 * The office's address block: the street when there is one, city, state and ZIP, then the email
 * and the phone as links, each
 * line with its icon. One component for the footer (on dark, `inverse`) and the contact page (on
 * light). The facts come in as the site configuration's (ui/ holds none of its own).
 */
import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons.tsx";
import { cn } from "~/lib/cn.ts";
import type { SiteConfig } from "~/lib/site-config.ts";

const tones = {
  default: {
    icon: "text-accent-700",
    place: "gap-3 text-slate-800",
    link: "gap-3 font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900",
  },
  inverse: {
    icon: "text-accent-200",
    place: "gap-2",
    link: "gap-2 text-white underline-offset-4 hover:underline",
  },
} as const;

export function AddressBlock({
  office,
  tone = "default",
  className,
}: {
  office: Pick<SiteConfig, "address" | "email" | "phone" | "phoneHref">;
  tone?: keyof typeof tones;
  /** Spacing and text size, the caller's. */
  className?: string;
}) {
  const classes = tones[tone];
  const iconClass = cn("size-5 shrink-0", classes.icon);
  const linkClass = cn("inline-flex min-h-11 items-center", classes.link);
  const { street, locality, region, postalCode } = office.address;
  return (
    <address className={cn("not-italic", className)}>
      {/* As tall as the link lines below, so the three lines are evenly spaced. */}
      <p className={cn("flex min-h-11 items-center", classes.place)}>
        <MapPinIcon className={iconClass} />
        <span>
          {street && <span className="block">{street}</span>}
          <span className="block">
            {locality}, {region} {postalCode}
          </span>
        </span>
      </p>
      <p>
        <a href={`mailto:${office.email}`} className={linkClass}>
          <MailIcon className={iconClass} />
          {office.email}
        </a>
      </p>
      <p>
        <a href={office.phoneHref} className={linkClass}>
          <PhoneIcon className={iconClass} />
          {office.phone}
        </a>
      </p>
    </address>
  );
}
