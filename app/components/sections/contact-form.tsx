/**
 * The inquiry form (specification §3 to §5, docs/product.md §4), one control per field of the list in
 * `lib/inquiry-fields.ts`. Once React runs it, the form checks on submit (`noValidate`): the
 * browser's bubble would cover the reason written under each field, so a submit with problems
 * shows one message per field and focuses the first. Before that (no script yet, or none) the
 * browser's own checks stop it (required, type=email, maxlength), fed our rules through
 * setCustomValidity, so whitespace-only or malformed values stop it the same way. A submit
 * dismisses the toast of the one before. One submit sends at most one request.
 */
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";

import { InquiryFallback } from "~/components/sections/inquiry-fallback.tsx";
import { Field, type FieldControlProps, controlClasses } from "~/components/ui/field.tsx";
import { buttonClasses } from "~/components/ui/button-link.tsx";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { AlertIcon, CheckIcon, SpinnerIcon } from "~/components/ui/icons.tsx";
import { messages } from "~/interface-strings.ts";
import type { PagePath } from "~/pages.ts";
import { cn } from "~/lib/cn.ts";
import { config } from "virtual:config";
import { sendInquiry } from "~/lib/email-client.ts";
import {
  emptyInquiry,
  type Inquiry,
  inquiryField,
  type InquiryProblem,
  normalizeInquiry,
  requiredFieldsNote,
  validateInquiry,
} from "~/lib/inquiry.ts";
import {
  type InquiryField,
  inquiryFields,
  type InquiryFieldSpec,
  inquiryFieldTexts,
} from "~/lib/inquiry-fields.ts";
import { clearDraft, parseDraft, readDraftText, saveDraft } from "~/lib/inquiry-draft.ts";
import { dismissNotifications, notifyFailure, notifySuccess } from "~/lib/notify.ts";

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

/** A note of the form's that links one of the site's pages, its link kept on one line with
 * the words after it (a link broken over two lines is one box). */
function PageNote({
  note,
  path,
}: {
  note: { before: string; link: string; after: string };
  path: PagePath;
}) {
  return (
    <p>
      {note.before}{" "}
      <span className="whitespace-nowrap">
        <a href={path} className={noteLinkClass}>
          {note.link}
        </a>
        {note.after}
      </span>
    </p>
  );
}

/** The words of a problem: the browser's bubble shows them, and the field's error too. */
function problemText(field: InquiryField, problem: InquiryProblem): string {
  const fieldText = inquiryFieldTexts[field];
  if (problem === "sensitive") {
    const { before, portalLink, after } = text.sensitiveNumber;
    return `${before} ${portalLink}${after}`;
  }
  if (problem === "tooLong") return text.tooLong(inquiryField(field).maxLength);
  // Every field with a format has an `invalid` message: the types see to it.
  if (problem === "invalid" && fieldText.invalid) return fieldText.invalid;
  return fieldText.missing;
}

/** A textarea takes the whole row and counts its characters; one-line fields share a row. */
const isMultiline = (field: InquiryFieldSpec) => field.type === "textarea";

/** What the form gives every control: its field's name, value, limit, state and handlers. */
interface ControlProps extends FieldControlProps {
  name: InquiryField;
  value: string;
  required: boolean;
  maxLength: number;
  readOnly: boolean;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onInvalid: () => void;
  ref: (element: FieldElement | null) => void;
}

/**
 * One field's control. Free text, in any script, lets the browser pick its direction; an email
 * address is no word to spell-check.
 */
function renderControl(field: InquiryFieldSpec, props: ControlProps) {
  if (isMultiline(field)) {
    return <textarea rows={7} dir="auto" className={cn(controlClasses, "resize-y")} {...props} />;
  }
  return (
    <input
      type={field.type}
      autoComplete={field.autoComplete}
      autoFocus={field.autoFocus}
      dir={field.type === "text" ? "auto" : undefined}
      spellCheck={field.type === "email" ? false : undefined}
      className={controlClasses}
      {...props}
    />
  );
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
    for (const { name } of inquiryFields) {
      const value = controlsRef.current[name]?.value ?? "";
      if (value !== "" && value !== values[name]) typed[name] = value;
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

  // Our rules set each field's validity as `required` does (validationMessage, :invalid): before
  // React runs, the browser's checks stop a submit with them; after, the submit handler does.
  useEffect(() => {
    for (const { name } of inquiryFields) {
      const problem = problems[name];
      controlsRef.current[name]?.setCustomValidity(problem ? problemText(name, problem) : "");
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
    // The last submit's toast ("submitted", "failed") is about that one, not this.
    dismissNotifications();

    const invalidFields = inquiryFields.flatMap(({ name }) => (problems[name] ? [name] : []));
    if (invalidFields.length > 0) {
      setShownProblems(new Set(invalidFields));
      controlsRef.current[invalidFields[0] as InquiryField]?.focus();
      return;
    }

    const isBot = new FormData(form).get(HONEYPOT_FIELD)?.toString().trim();
    isSendingRef.current = true;
    setStatus("sending");
    // A filled honeypot looks like a success to the bot and sends nothing.
    const result = isBot ? ({ ok: true } as const) : await sendInquiry(normalizeInquiry(values));
    isSendingRef.current = false;

    // The toast's container is another root that renders at once when told (react-toastify's
    // store), while this form's update would wait for React's next task: the form commits
    // first, so nobody (a screen reader, a test) ever meets the toast beside a stale status.
    if (result.ok) {
      // docs/product.md §4: every field is cleared, the name too (the original kept it).
      flushSync(() => {
        setEdited(emptyInquiry);
        setShownProblems(new Set());
        setStatus("sent");
      });
      clearDraft();
      notifySuccess();
    } else {
      // docs/product.md §4: on failure every value stays.
      flushSync(() => setStatus("failed"));
      notifyFailure();
    }
    keepActionsInView();
  }

  function fieldProps(field: InquiryFieldSpec) {
    const { name } = field;
    const multiline = isMultiline(field);
    return {
      id: fieldId(name),
      label: inquiryFieldTexts[name].label,
      labelNote: field.required ? undefined : text.optionalMark,
      error: errorOf(name),
      hint: multiline ? text.characterCount(values[name].length, field.maxLength) : undefined,
      className: multiline ? "sm:col-span-2" : undefined,
    };
  }

  function controlProps(
    { name, required, maxLength }: InquiryFieldSpec,
    control: FieldControlProps,
  ) {
    return {
      ...control,
      name,
      value: values[name],
      required,
      maxLength,
      readOnly: isSending,
      onChange: handleChange,
      onInvalid: () => showProblem(name),
      ref: (element: FieldElement | null) => {
        controlsRef.current[name] = element;
      },
    } satisfies ControlProps;
  }

  function errorOf(field: InquiryField): ReactNode {
    const problem = problems[field];
    if (!problem || !shownProblems.has(field)) return undefined;
    if (problem !== "sensitive") return problemText(field, problem);
    // docs/product.md §21: the error points to where such numbers may go.
    const { before, portalLink, after } = text.sensitiveNumber;
    return (
      <span>
        {before}{" "}
        <ExternalLink
          newTabNotice={messages.newTab}
          href={config.portalUrl}
          className="underline underline-offset-4 hover:text-red-900"
        >
          {portalLink}
        </ExternalLink>
        {after}
      </span>
    );
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
      noValidate={isHydrated}
      className="mt-6 grid gap-5 sm:grid-cols-2"
      aria-busy={isSending}
      onSubmit={handleSubmit}
    >
      <div className="space-y-2 text-sm text-slate-600 sm:col-span-2">
        <p>{requiredFieldsNote()}</p>
        <p>
          {text.sensitiveNote.before}{" "}
          {/* The link is an inline-flex box, after which WebKit may wrap: the full stop would
              start a line of its own. */}
          <span className="whitespace-nowrap">
            <ExternalLink
              newTabNotice={messages.newTab}
              href={config.portalUrl}
              className={noteLinkClass}
            >
              {text.sensitiveNote.portalLink}
            </ExternalLink>
            {text.sensitiveNote.after}
          </span>
        </p>
        <PageNote note={text.privacyNote} path="/Privacy" />
        <PageNote note={text.contactPolicyNote} path="/HowWeContactYou" />
      </div>
      {inquiryFields.map((field) => (
        <Field key={field.name} {...fieldProps(field)}>
          {(control) => renderControl(field, controlProps(field, control))}
        </Field>
      ))}

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
