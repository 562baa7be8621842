import { Card } from "~/components/ui/card.tsx";
import { BoxIcon } from "~/components/ui/icons.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { planning } from "virtual:content";

/**
 * What to bring (docs/product.md §14): a printable checklist on Planning. The print stylesheet
 * (app.css) drops the header, the navigation and the footer.
 */
export function BringChecklist() {
  const { checklist } = planning;
  return (
    <section aria-labelledby="checklist-heading" className="checklist">
      <SectionHeading id="checklist-heading">{checklist.heading}</SectionHeading>
      <p className="mt-2 max-w-3xl text-lg leading-8 text-slate-700">{checklist.lead}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {checklist.groups.map((group) => (
          <Card key={group.title} className="break-inside-avoid">
            <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
            <ul className="mt-3 space-y-2.5">
              {group.items.map((item) => (
                <li key={item} className="flex gap-3 leading-7 text-slate-800">
                  <BoxIcon className="mt-1 size-5 shrink-0 text-accent-700" />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-600 print:hidden">{checklist.printHint}</p>
    </section>
  );
}
