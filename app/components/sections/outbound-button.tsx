import type { ComponentProps, ComponentType, ReactNode } from "react";

import { buttonClasses } from "~/components/ui/button-link.tsx";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { messages } from "~/interface-strings.ts";

/**
 * A button-styled link to another site (directions, booking, a Google review), with its icon,
 * opening in a new tab and saying so.
 */
export function OutboundButton({
  href,
  icon: Icon,
  variant = "secondary",
  children,
}: {
  href: string;
  icon: ComponentType<ComponentProps<"svg">>;
  variant?: Parameters<typeof buttonClasses>[0];
  children: ReactNode;
}) {
  return (
    <ExternalLink newTabNotice={messages.newTab} href={href} className={buttonClasses(variant)}>
      <Icon className="size-5" />
      {children}
    </ExternalLink>
  );
}
