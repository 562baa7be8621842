import { InitialsAvatar } from "~/components/ui/avatar.tsx";
import { Card } from "~/components/ui/card.tsx";
import { cn } from "~/lib/cn.ts";
import { messages } from "~/interface-strings.ts";
import type { Testimonial } from "~/schemas/data-files.ts";

/** One client's words with the initials avatar, "First L." name and client-since year. */
export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <Card className={cn("flex h-full flex-col", className)}>
      <figure className="flex h-full flex-col">
        <blockquote className="flex-1 text-lg leading-8 text-slate-800">
          <p>“{testimonial.text}”</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <InitialsAvatar name={testimonial.name} />
          <span>
            <span className="block font-semibold text-slate-900">{testimonial.name}</span>
            <span className="block text-sm text-slate-600">
              {messages.testimonial.clientSince(testimonial.clientSince)}
            </span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
