import { BringChecklist } from "~/components/sections/bring-checklist.tsx";
import { PageIntro } from "~/components/sections/page-intro.tsx";
import { ButtonLink } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { planning } from "virtual:content";

export default function Planning() {
  return (
    <>
      <PageIntro heading={planning.heading} lead={planning.lead} />
      <Container className="mt-12">
        <ol className="relative max-w-3xl space-y-8">
          {planning.steps.map((step, index) => (
            <li key={step.title} className="flex gap-5">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h2 className="text-xl font-semibold text-slate-900">{step.title}</h2>
                <p className="mt-1 text-lg leading-8 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <ButtonLink to="/ContactUs" className="mt-12 print:hidden">
          {planning.action}
        </ButtonLink>
        <div className="mt-16">
          <BringChecklist />
        </div>
      </Container>
    </>
  );
}
