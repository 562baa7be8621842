import { CheckIcon } from "~/components/ui/icons.tsx";
import { referral } from "virtual:content";

/** The four terms of the referral program. */
export function ReferralTerms() {
  return (
    <ul className="space-y-3">
      {referral.terms.map((term) => (
        <li key={term} className="flex gap-3 leading-7 text-slate-800">
          <CheckIcon className="mt-1 size-5 shrink-0 text-accent-700" />
          <span>{term}</span>
        </li>
      ))}
    </ul>
  );
}
