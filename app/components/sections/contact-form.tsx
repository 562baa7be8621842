/**
 * The inquiry form (specification §3 to §5, PRODUCT.md §4). The browser's own checks run
 * first (required, type=email, maxlength); our rules (`lib/inquiry.ts`) feed them through
 * setCustomValidity, so whitespace-only or malformed values stop the submit the same way and
 * the reason is also written under each field. One submit sends at most one request.
 */
import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

import { InquiryFallback } from "~/components/sections/inquiry-fallback";
import { Field, type FieldControlProps, controlClasses } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button-link";
import { ExternalLink } from "~/components/ui/external-link";
import { AlertIcon, CheckIcon, SpinnerIcon } from "~/components/ui/icons";
import { messages } from "~/content/messages";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";
import { sendInquiry } from "~/lib/email-client";
import {
  emptyInquiry,
  type Inquiry,
  type InquiryField,
  inquiryFields,
  inquiryLimits,
  type InquiryProblem,
  normaliseInquiry,
  validateInquiry,
} from "~/lib/inquiry";
import { clearDraft, parseDraft, readDraftText, saveDraft } from "~/lib/inquiry-draft";
import { notifyFailure, notifySuccess } from "~/lib/notify";

/** The honeypot's name: a field bots fill and people never meet. */
export const HONEYPOT_FIELD = "website";

type Status = "idle" | "sending" | "sent" | "failed";

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const text = messages.inquiry;

/** Explicit ids: the island's root would give useId values other than the page's prerender. */
const fieldId = (field: InquiryField) => `inquiry-${field}`;
const STATUS_ID = "inquiry-status";

const noteLinkClass =
  "font-medium text-accent-700 underline underline-offset-4 hover:text-accent-900";

function problemText(field: InquiryField, problem: InquiryProblem): string {
  const fieldText = text.fields[field];
  if (problem === "tooLong") return text.tooLong(inquiryLimits[field]);
  if (problem === "invalid" && "invalid" in fieldText) return fieldText.invalid;
  return fieldText.missing;
}

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true once React runs the page. */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ContactForm() {
  const isHydrated = useIsHydrated();
  // The tab's saved draft; the prerendered HTML cannot know it, so it appears once hydrated.
  const draftText = useSyncExternalStore(noSubscription, readDraftText, () => null);
  const [edited, setEdited] = useState<Inquiry | null>(null);
  const values = edited ?? parseDraft(draftText) ?? emptyInquiry;
  const [shownProblems, setShownProblems] = useState<ReadonlySet<InquiryField>>(new Set());
  const [status, setStatus] = useState<Status>("idle");
  const isSendingRef = useRef(false);
  const controlsRef = useRef<Partial<Record<InquiryField, FieldElement | null>>>({});
  const actionsRef = useRef<HTMLDivElement>(null);

  const problems = validateInquiry(values);
  const isSending = status === "sending";

  // React keeps what was typed into the prerendered fields before it hydrated them, but its
  // state does not know it. At the hydration commit, before any other event, the form adopts
  // it (over a saved draft), so what the person sees is exactly what gets sent.
  useLayoutEffect(() => {
    const typed: Partial<Inquiry> = {};
    for (const field of inquiryFields) {
      const value = controlsRef.current[field]?.value ?? "";
      if (value !== "" && value !== values[field]) typed[field] = value;
    }
    if (Object.keys(typed).length === 0) return;
    const adopted = { ...(parseDraft(readDraftText()) ?? emptyInquiry), ...typed };
    saveDraft(adopted);
    // Deliberate: state must take the DOM's values in this commit, before the next event can
    // read stale ones. It runs once; afterwards every change goes through handleChange.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEdited(adopted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Our rules block the native submit like `required` does, with our wording in the bubble.
  useEffect(() => {
    for (const field of inquiryFields) {
      const problem = problems[field];
      controlsRef.current[field]?.setCustomValidity(problem ? problemText(field, problem) : "");
    }
  });

  function handleChange(event: ChangeEvent<FieldElement>) {
    const field = event.currentTarget.name as InquiryField;
    const next = { ...values, [field]: event.currentTarget.value };
    setEdited(next);
    saveDraft(next);
  }

  function showProblem(field: InquiryField) {
    setShownProblems((shown) => (shown.has(field) ? shown : new Set(shown).add(field)));
  }

  function keepActionsInView() {
    // On a phone the toast spans the bottom of the screen: the actions' scroll margin keeps
    // the button and the inline status above it.
    actionsRef.current?.scrollIntoView({ block: "nearest" });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSendingRef.current || !isHydrated) return;
    const form = event.currentTarget;

    const invalidFields = inquiryFields.filter((field) => problems[field]);
    if (invalidFields.length > 0) {
      setShownProblems(new Set(invalidFields));
      controlsRef.current[invalidFields[0] as InquiryField]?.focus();
      return;
    }

    const isBot = new FormData(form).get(HONEYPOT_FIELD)?.toString().trim();
    isSendingRef.current = true;
    setStatus("sending");
    // A filled honeypot looks like a success to the bot and sends nothing.
    const result = isBot ? ({ ok: true } as const) : await sendInquiry(normaliseInquiry(values));
    isSendingRef.current = false;

    if (result.ok) {
      // PRODUCT.md §4: all five fields are cleared, the name too (the original kept it).
      setEdited(emptyInquiry);
      clearDraft();
      setShownProblems(new Set());
      setStatus("sent");
      notifySuccess();
    } else {
      // PRODUCT.md §4: on failure every value stays.
      setStatus("failed");
      notifyFailure();
    }
    keepActionsInView();
  }

  function fieldProps(field: InquiryField) {
    return { id: fieldId(field), label: text.fields[field].label, error: errorOf(field) };
  }

  function controlProps(field: InquiryField, control: FieldControlProps) {
    return {
      ...control,
      name: field,
      value: values[field],
      required: true,
      maxLength: inquiryLimits[field],
      readOnly: isSending,
      onChange: handleChange,
      onInvalid: () => showProblem(field),
      ref: (element: FieldElement | null) => {
        controlsRef.current[field] = element;
      },
    };
  }

  function errorOf(field: InquiryField): string | undefined {
    const problem = problems[field];
    return problem && shownProblems.has(field) ? problemText(field, problem) : undefined;
  }

  const statusText = {
    idle: "",
    sending: text.sendingStatus,
    sent: text.success,
    failed: text.failure,
  }[status];

  return (
    <form
      method="post"
      className="mt-6 grid gap-5 sm:grid-cols-2"
      aria-busy={isSending}
      onSubmit={handleSubmit}
    >
      <div className="space-y-2 text-sm text-slate-600 sm:col-span-2">
        <p>{text.requiredNote}</p>
        <p>
          {text.sensitiveNote.before}{" "}
          <ExternalLink
            newTabNotice={messages.newTab}
            href={config.portalUrl}
            className={noteLinkClass}
          >
            {text.sensitiveNote.portalLink}
          </ExternalLink>
          {text.sensitiveNote.after}
        </p>
      </div>
      <Field {...fieldProps("name")}>
        {(control) => (
          // PRODUCT.md §4: autofocus on the name only (two autofocus fields cannot both win).
          <input
            type="text"
            autoComplete="name"
            dir="auto"
            autoFocus
            className={controlClasses}
            {...controlProps("name", control)}
          />
        )}
      </Field>
      <Field {...fieldProps("subject")}>
        {(control) => (
          <input
            type="text"
            dir="auto"
            className={controlClasses}
            {...controlProps("subject", control)}
          />
        )}
      </Field>
      <Field {...fieldProps("email")}>
        {(control) => (
          <input
            type="email"
            autoComplete="email"
            spellCheck={false}
            className={controlClasses}
            {...controlProps("email", control)}
          />
        )}
      </Field>
      <Field {...fieldProps("phone")}>
        {(control) => (
          <input
            type="tel"
            autoComplete="tel"
            className={controlClasses}
            {...controlProps("phone", control)}
          />
        )}
      </Field>
      <Field
        {...fieldProps("message")}
        hint={text.characterCount(values.message.length, inquiryLimits.message)}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            rows={7}
            dir="auto"
            className={cn(controlClasses, "resize-y")}
            {...controlProps("message", control)}
          />
        )}
      </Field>

      {/* The honeypot: off screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {text.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      {/* Hidden while the code is on its way; app.css shows it where scripting is off or when the
          code has not started after a few seconds. Hydration removes it. */}
      {!isHydrated && (
        <div className="script-fallback rounded-lg bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-300 ring-inset sm:col-span-2">
          <p className="font-semibold">{text.scriptRequired.heading}</p>
          <p className="mt-1">
            {text.scriptRequired.before}{" "}
            <a href={`mailto:${config.email}`} className={noteLinkClass}>
              {config.email}
            </a>{" "}
            {text.scriptRequired.between}{" "}
            <a href={config.phoneHref} className={noteLinkClass}>
              {config.phone}
            </a>
            {text.scriptRequired.after}
          </p>
        </div>
      )}

      <div
        ref={actionsRef}
        className="flex scroll-mb-36 flex-wrap items-center gap-x-5 gap-y-3 sm:col-span-2"
      >
        <button
          type="submit"
          disabled={!isHydrated}
          aria-disabled={isSending || undefined}
          aria-describedby={STATUS_ID}
          className={cn(
            buttonClasses("primary"),
            "min-w-44 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-80",
          )}
        >
          {isSending && <SpinnerIcon className="size-5 animate-spin" />}
          {isSending ? text.sending : text.submit}
        </button>
        <p
          id={STATUS_ID}
          className={cn(
            "flex min-h-6 items-start gap-2 font-medium",
            status === "sent" && "text-emerald-800",
            status === "failed" && "text-red-700",
            status === "sending" && "text-slate-700",
          )}
        >
          {status === "sent" && <CheckIcon className="mt-0.5 size-5 shrink-0" />}
          {status === "failed" && <AlertIcon className="mt-0.5 size-5 shrink-0" />}
          {statusText}
        </p>
        {status === "failed" && <InquiryFallback inquiry={values} />}
      </div>
    </form>
  );
}
