import { BrandMark } from "~/components/layout/brand-mark.tsx";
import { FooterHours } from "~/components/layout/footer-hours.tsx";
import { AddressBlock } from "~/components/ui/address-block.tsx";
import { Container } from "~/components/ui/container.tsx";
import { AwardIcon, ShieldIcon } from "~/components/ui/icons.tsx";
import { PageLink } from "~/components/ui/page-link.tsx";
import { messages } from "~/interface-strings.ts";
import { pages } from "~/pages.ts";
import { config } from "virtual:config";
import { cn } from "~/lib/cn.ts";
import { type FooterPart, shownInPage } from "~/lib/route-handle.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { siteNow } from "~/shared/clock.ts";
import { hours, siteTexts } from "virtual:content";
import { useMatches } from "react-router";

/**
 * The footer of every page: the business, its claims, the footer links, the contact details and
 * the hours. What the page shows itself (its route's `showsInPage`) is left out here, so a
 * visitor reads each fact once per page.
 */
export function SiteFooter() {
  const shown = shownInPage(useMatches());
  const claims: { part: FooterPart; text: string; Icon: typeof AwardIcon }[] = [
    { part: "experience", text: siteTexts.experience, Icon: AwardIcon },
    { part: "portal", text: siteTexts.portal, Icon: ShieldIcon },
  ];
  const footerClaims = claims.filter(({ part }) => !shown.has(part));
  return (
    <footer className="mt-16 bg-accent-950 text-slate-200 print:hidden">
      <Container
        className={cn(
          "grid gap-10 py-12 sm:grid-cols-2",
          shown.has("hours") ? "lg:grid-cols-[1.4fr_1fr]" : "lg:grid-cols-[1.4fr_1fr_1.1fr]",
        )}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2.5 font-serif text-lg font-semibold text-white">
            <BrandMark className="size-8" />
            {config.businessName}
          </p>
          <p className="mt-4 max-w-md text-sm leading-6 text-slate-300">{siteTexts.footer}</p>
          {footerClaims.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm text-slate-200">
              {footerClaims.map(({ text, Icon }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon className="size-5 shrink-0 text-accent-200" />
                  {text}
                </li>
              ))}
            </ul>
          )}
          <nav aria-label={messages.footerNavLabel} className="mt-6">
            <ul className="flex flex-wrap gap-x-2 gap-y-1">
              {pages
                .filter((page) => page.inFooter)
                .map((page) => (
                  <li key={page.path}>
                    <PageLink
                      to={page.path}
                      className="inline-flex min-h-11 items-center rounded px-2 font-medium text-white underline-offset-4 hover:underline"
                    >
                      {page.navLabel}
                    </PageLink>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
        <AddressBlock office={config} tone="inverse" className="space-y-3 text-sm" />
        {!shown.has("hours") && <FooterHours className="text-sm" />}
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-sm text-slate-300">
          © {officeDateAt(siteNow(), hours.timeZone).slice(0, 4)} {config.businessName}.{" "}
          {siteTexts.copyrightNote}
        </Container>
      </div>
    </footer>
  );
}
