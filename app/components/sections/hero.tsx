import { ButtonLink, buttonClasses } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { OutboundButton } from "~/components/sections/outbound-button.tsx";
import { AwardIcon, CalendarIcon, PhoneIcon, ShieldIcon } from "~/components/ui/icons.tsx";
import { config } from "virtual:config";
import { home, siteTexts } from "virtual:content";

/** The home page banner: the page heading, the two claims and the two ways to get in touch. */
export function Hero({
  isPageHeading = true,
  hero = home.hero,
  claims = siteTexts,
}: {
  isPageHeading?: boolean;
  /** The texts; the site's own by default (the CMS preview passes the edited ones). */
  hero?: typeof home.hero;
  claims?: typeof siteTexts;
}) {
  const Heading = isPageHeading ? "h1" : "h2";
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-linear-to-br from-accent-950 via-accent-900 to-accent-800 text-white"
    >
      <Container className="py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-accent-200 uppercase">
          {hero.eyebrow}
        </p>
        <Heading
          id="hero-heading"
          className="mt-3 max-w-3xl font-serif text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {hero.heading}
        </Heading>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-100">{hero.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/ContactUs" variant="inverse">
            {hero.primaryAction}
          </ButtonLink>
          <a href={config.phoneHref} className={buttonClasses("outlineInverse")}>
            <PhoneIcon className="size-5" />
            {config.phone}
          </a>
          {/* Optional (docs/product.md §14): only when the owner has set a booking address. */}
          {config.bookingUrl && (
            <OutboundButton href={config.bookingUrl} icon={CalendarIcon} variant="outlineInverse">
              {hero.bookingAction}
            </OutboundButton>
          )}
        </div>
        <ul className="mt-10 flex flex-col gap-3 text-sm font-medium text-slate-100 sm:flex-row sm:gap-8">
          <li className="flex items-center gap-2">
            <AwardIcon className="size-5 text-accent-200" />
            {claims.experience}
          </li>
          <li className="flex items-center gap-2">
            <ShieldIcon className="size-5 text-accent-200" />
            {claims.portal}
          </li>
        </ul>
      </Container>
    </section>
  );
}
