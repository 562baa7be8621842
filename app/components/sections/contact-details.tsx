import { OutboundButton } from "~/components/sections/outbound-button.tsx";
import { AddressBlock } from "~/components/ui/address-block.tsx";
import { CalendarIcon, DirectionsIcon, StarIcon } from "~/components/ui/icons.tsx";
import { config } from "virtual:config";
import { contactUs } from "virtual:content";

/**
 * The office's address, email and phone; directions (a map search, no embedded map: to the door
 * when the street is set, else a map of the town, and the link says which) and, when the owner
 * has set them, the review and booking links (docs/product.md §14, §19).
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
          {config.isDirectionsToDoor ? contactUs.directionsAction : contactUs.townMapAction}
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
