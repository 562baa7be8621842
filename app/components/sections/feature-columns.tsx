import { ButtonLink } from "~/components/ui/button-link.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Container } from "~/components/ui/container.tsx";
import { AwardIcon, DocumentIcon, GiftIcon } from "~/components/ui/icons.tsx";
import { messages } from "~/interface-strings.ts";
import { home } from "virtual:content";

const icons = [DocumentIcon, AwardIcon, GiftIcon];

/** The three feature columns of the home page, each with its Learn More button. */
export function FeatureColumns() {
  return (
    <Container className="relative -mt-8 grid gap-6 md:grid-cols-3">
      {home.features.map((feature, index) => {
        const Icon = icons[index] ?? DocumentIcon;
        return (
          <Card key={feature.title} className="flex flex-col">
            <Icon className="size-8 text-accent-700" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900">{feature.title}</h2>
            <p className="mt-2 flex-1 leading-7 text-slate-700">{feature.text}</p>
            <ButtonLink to={feature.to} variant="secondary" className="mt-6 self-start">
              {messages.learnMore}
              <span className="sr-only"> about {feature.title}</span>
            </ButtonLink>
          </Card>
        );
      })}
    </Container>
  );
}
