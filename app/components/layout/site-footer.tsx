import { BrandMark } from "~/components/layout/brand-mark.tsx";
import { FooterHours } from "~/components/layout/footer-hours.tsx";
import { AddressBlock } from "~/components/ui/address-block.tsx";
import { Container } from "~/components/ui/container.tsx";
import { PageLink } from "~/components/ui/page-link.tsx";
import { messages } from "~/content/messages.ts";
import { pages } from "~/content/pages.ts";
import { config } from "virtual:config";
import { siteTexts } from "virtual:content";

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-accent-950 text-slate-200 print:hidden">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2.5 font-serif text-lg font-semibold text-white">
            <BrandMark className="size-8" />
            {config.businessName}
          </p>
          <p className="mt-4 max-w-md text-sm leading-6 text-slate-300">{siteTexts.footer}</p>
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
        <FooterHours className="text-sm" />
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-sm text-slate-300">
          © {new Date().getFullYear()} {config.businessName}. {siteTexts.copyrightNote}
        </Container>
      </div>
    </footer>
  );
}
