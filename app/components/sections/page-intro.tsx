import type { ReactNode } from "react";

import { Container } from "~/components/ui/container.tsx";

/** The band at the top of every inner page: the page's single h1 and its lead paragraph, if any. */
export function PageIntro({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-accent-100 bg-accent-50">
      <Container className="py-12 sm:py-16">
        <h1 className="max-w-3xl font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
          {heading}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-700">{lead}</p>}
        {children}
      </Container>
    </div>
  );
}
