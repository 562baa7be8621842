import { OutboundButton } from "~/components/sections/outbound-button.tsx";
import { AddressBlock } from "~/components/ui/address-block.tsx";
import { CalendarIcon, DirectionsIcon, StarIcon } from "~/components/ui/icons.tsx";
import { config } from "virtual:config";
import { contactUs } from "virtual:content";

/**
 * City and ZIP, email and phone of the office; directions (a map search, no embedded map) and,
 * when the owner has set them, the review and booking links (PRODUCT.md §14).
 */
export function ContactDetails() {
  return (
    <section aria-labelledby="office-heading">
      <h2 id="office-heading" className="text-xl font-semibold text-slate-900">
        {contactUs.detailsHeading}
      </h2>
      <AddressBlock office={config} className="mt-4 space-y-2" />
      <div className="mt-5 flex flex-wrap gap-3">
        <OutboundButton href={config.directionsUrl} icon={DirectionsIcon}>
          {contactUs.directionsAction}
        </OutboundButton>
        {config.bookingUrl && (
          <OutboundButton href={config.bookingUrl} icon={CalendarIcon}>
            {contactUs.bookingAction}
          </OutboundButton>
        )}
        {config.reviewUrl && (
          <OutboundButton href={config.reviewUrl} icon={StarIcon}>
            {contactUs.reviewAction}
          </OutboundButton>
        )}
      </div>
    </section>
  );
}
