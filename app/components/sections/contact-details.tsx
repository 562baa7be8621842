import { OutboundButton } from "~/components/sections/outbound-button.tsx";
import { AddressBlock } from "~/components/ui/address-block.tsx";
import { CalendarIcon, DirectionsIcon, StarIcon } from "~/components/ui/icons.tsx";
import { meetingWays } from "~/rules/meeting.ts";
import { config } from "virtual:config";
import { contactUs } from "virtual:content";

/**
 * The office's address, email and phone, and how the office meets clients (rules/meeting.ts);
 * directions where clients come to it (a map search, no embedded map: to the door when the street
 * is set, else a map of the town, and the link says which) and, when the owner has set them, the
 * review and booking links (docs/product.md §14, §19, §26).
 */
export function ContactDetails() {
  return (
    <section aria-labelledby="office-heading">
      <h2 id="office-heading" className="text-xl font-semibold text-slate-900">
        {contactUs.detailsHeading}
      </h2>
      <AddressBlock office={config} className="mt-4 space-y-2" />
      <p className="mt-3 text-slate-700">{meetingWays[config.meeting].sentence}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {config.directionsUrl && (
          <OutboundButton href={config.directionsUrl} icon={DirectionsIcon}>
            {config.isDirectionsToDoor ? contactUs.directionsAction : contactUs.townMapAction}
          </OutboundButton>
        )}
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
