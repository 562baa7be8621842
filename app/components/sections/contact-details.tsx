import { OutboundButton } from "~/components/sections/outbound-button.tsx";
import {
  CalendarIcon,
  DirectionsIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  StarIcon,
} from "~/components/ui/icons.tsx";
import { config } from "virtual:config";
import { copy } from "virtual:content";

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900";

/**
 * City and ZIP, email and phone of the office; directions (a map search, no embedded map) and,
 * when the owner has set them, the review and booking links (PRODUCT.md §14).
 */
export function ContactDetails() {
  return (
    <section aria-labelledby="office-heading">
      <h2 id="office-heading" className="text-xl font-semibold text-slate-900">
        {copy.contact.detailsHeading}
      </h2>
      <address className="mt-4 space-y-2 not-italic">
        {/* As tall as the link rows below, so the three lines are evenly spaced. */}
        <p className="flex min-h-11 items-center gap-3 text-slate-800">
          <MapPinIcon className="size-5 shrink-0 text-accent-700" />
          {config.address.locality}, {config.address.region} {config.address.postalCode}
        </p>
        <p className="flex items-center gap-3">
          <MailIcon className="size-5 shrink-0 text-accent-700" />
          <a href={`mailto:${config.email}`} className={linkClass}>
            {config.email}
          </a>
        </p>
        <p className="flex items-center gap-3">
          <PhoneIcon className="size-5 shrink-0 text-accent-700" />
          <a href={config.phoneHref} className={linkClass}>
            {config.phone}
          </a>
        </p>
      </address>
      <div className="mt-5 flex flex-wrap gap-3">
        <OutboundButton href={config.directionsUrl} icon={DirectionsIcon}>
          {copy.contact.directionsAction}
        </OutboundButton>
        {config.bookingUrl && (
          <OutboundButton href={config.bookingUrl} icon={CalendarIcon}>
            {copy.contact.bookingAction}
          </OutboundButton>
        )}
        {config.reviewUrl && (
          <OutboundButton href={config.reviewUrl} icon={StarIcon}>
            {copy.contact.reviewAction}
          </OutboundButton>
        )}
      </div>
    </section>
  );
}
