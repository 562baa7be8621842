import type { ReactNode } from "react";

import { InitialsAvatar } from "~/components/ui/avatar.tsx";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { CheckIcon } from "~/components/ui/icons.tsx";
import { messages } from "~/interface-strings.ts";
import { cn } from "~/lib/cn.ts";
import type { Picture } from "~/lib/picture.ts";
import type { Preparer } from "~/lib/preparer-profile.ts";
import { config } from "virtual:config";

/**
 * The preparer's photo as the build made it, or the initials where there is none. The photo:
 * AVIF, WebP, then JPEG, each at 1x and 2x, with its width and height (no shift when it arrives).
 * Its alt text is empty: the name is written beside it. Lazy where it is below the first screen
 * (the home page), not where it may be the largest thing in it (About Us).
 */
export function PreparerPortrait({
  name,
  photo,
  isLazy,
  className,
}: {
  name: string;
  photo?: Picture | undefined;
  isLazy: boolean;
  className?: string;
}) {
  if (!photo) return <InitialsAvatar name={name} className="size-16 text-xl" />;
  return (
    <picture className="shrink-0">
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} />
      ))}
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        width={photo.width}
        height={photo.height}
        alt=""
        loading={isLazy ? "lazy" : "eager"}
        decoding="async"
        className={cn("rounded-2xl bg-accent-100 object-cover shadow-sm", className)}
      />
    </picture>
  );
}

/** The link to the IRS directory, with what to search for there. */
function VerifyLink({ preparer, url }: { preparer: Preparer; url: string }) {
  const place = `${config.address.locality}, ${config.address.regionCode}`;
  return (
    <p className="text-sm leading-6 text-slate-600">
      <ExternalLink
        href={url}
        newTabNotice={messages.newTab}
        className="min-h-6 font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-900"
      >
        {messages.preparer.verify}
      </ExternalLink>
      <span className="mt-1 block">{messages.preparer.verifyHint(preparer.name, place)}</span>
    </p>
  );
}

/** The preparer's credentials and memberships, and where a client checks them. */
export function PreparerCredentials({
  preparer,
  headingLevel = "h3",
  className,
}: {
  preparer: Preparer;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  const { credentials, memberships, directoryUrl } = preparer;
  if (credentials.length === 0 && memberships.length === 0) return null;
  const list = (heading: string, className: string, items: ReactNode[]) =>
    items.length > 0 && (
      <div>
        <Heading className="text-base font-semibold text-slate-900">{heading}</Heading>
        <ul className={cn("mt-2 leading-7 text-slate-800", className)}>{items}</ul>
      </div>
    );
  return (
    <div className={cn("space-y-5", className)}>
      {list(
        messages.preparer.credentials,
        "space-y-2",
        credentials.map((credential) => (
          <li key={credential.id} className="flex gap-3">
            <CheckIcon className="mt-1 size-5 shrink-0 text-accent-700" />
            {credential.label}
          </li>
        )),
      )}
      {list(
        messages.preparer.memberships,
        "list-disc space-y-1 pl-5",
        memberships.map((membership) => <li key={membership}>{membership}</li>),
      )}
      {directoryUrl && <VerifyLink preparer={preparer} url={directoryUrl} />}
    </div>
  );
}
