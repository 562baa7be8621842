import type { ReactNode } from "react";

import { AlertIcon } from "~/components/ui/icons.tsx";
import { cn } from "~/lib/cn.ts";

/** What a control needs to be tied to its label, hint and error (docs/architecture.md › Conventions: ids and ARIA). */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** Classes for text inputs and textareas; ARIA state drives the error styling. */
export const controlClasses =
  "block w-full min-h-11 scroll-mt-28 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-xs transition-colors read-only:bg-slate-50 hover:border-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/**
 * A visible label above its control, or a legend above its group (with a note after it, such as "(optional)", when given; part
 * of the control's accessible name), an optional hint and, when given, an error that the
 * control announces through aria-describedby and aria-invalid. The id is explicit, not useId:
 * an island hydrates the form in a root of its own, where useId would differ from the page's
 * prerender (docs/decisions/0007).
 */
export function Field({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  group,
  children,
}: {
  id: string;
  label: string;
  labelNote?: string;
  /** A group of controls (radio buttons): a fieldset, its label the legend. */
  group?: boolean;
  hint?: ReactNode;
  /** What is wrong, in words (a link may be part of it: it is read with the control). */
  error?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined && hintId, error && errorId].filter(Boolean).join(" ");
  const Wrapper = group ? "fieldset" : "div";
  const Label = group ? "legend" : "label";
  return (
    <Wrapper className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={group ? undefined : id} className="text-base font-semibold text-slate-900">
        {label}
        {labelNote && <span className="font-normal text-slate-600"> {labelNote}</span>}
      </Label>
      {children({
        id,
        ...(describedBy && { "aria-describedby": describedBy }),
        ...(error && { "aria-invalid": true }),
      })}
      {hint !== undefined && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </Wrapper>
  );
}
