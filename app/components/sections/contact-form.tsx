/**
 * The inquiry form (specification §3 to §5, docs/product.md §4), one control per field of the list in
 * `lib/inquiry-fields.ts`. Once React runs it, the form checks on submit (`noValidate`): the
 * browser's bubble would cover the reason written under each field, so a submit with problems
 * shows one message per field and focuses the first. Before that (no script yet, or none) the
 * browser's own checks stop it (required, type=email, maxlength), fed our rules through
 * setCustomValidity, so whitespace-only or malformed values stop it the same way. A submit
 * dismisses the toast of the one before. One submit sends at most one request.
 *
 * The preferred times (docs/product.md §25) are the office's open parts of days from tomorrow on,
 * as of the day the page was built (`builtOn`, which the island reads back from the form) until
 * React runs it, then as of the visitor's day, which the form follows: a page left open overnight
 * never offers a day that has come. A value no longer offered (a draft's, yesterday's) is dropped.
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
import { siteNow } from "~/shared/clock.ts";
import { config } from "virtual:config";
import { contactUs, hours } from "virtual:content";
import { sendInquiry } from "~/lib/email-client.ts";
import { answerDayAfter, offeredTimes, officeDateAt, timeZoneName } from "~/lib/hours.ts";
import {
  emptyInquiry,
  type Inquiry,
  inquiryField,
  inquiryParams,
  type InquiryProblem,
  normalizeInquiry,
  requiredFieldsNote,
  validateInquiry,
} from "~/lib/inquiry.ts";
import {
  type InquiryField,
  inquiryFieldId as fieldId,
  inquiryFields,
  type InquiryFieldSpec,
  inquiryFieldTexts,
  meetingWays,
} from "~/lib/inquiry-fields.ts";
import { formatNearDay, formatShortNearDay, type IsoDate } from "~/rules/calendar-day.ts";
import { meetsAtOffice } from "~/rules/meeting.ts";
import { clearDraft, parseDraft, readDraftText, saveDraft } from "~/lib/inquiry-draft.ts";
import { dismissNotifications, notifyFailure, notifySuccess } from "~/lib/notify.ts";

/** The honeypot's name: a field bots fill and people never meet. */
export const HONEYPOT_FIELD = "website";

type Status = "idle" | "sending" | "sent" | "failed" | "throttled" | "offline";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const text = messages.inquiry;

// Explicit ids (inquiryFieldId): an island's root would give useId other values than the prerender.
const STATUS_ID = "inquiry-status";

const timeFields = inquiryFields.filter((field) => field.type === "time");

/**
 * Whether the form shows a field: the preferred times only while the owner offers them, and each
 * choice of time after the first only once the one before it is made (up to three, one at a time).
 */
function isShown(field: InquiryFieldSpec, values: Inquiry): boolean {
  const before = timeFields[timeFields.indexOf(field) - 1];
  return (
    (contactUs.offersTimes || !field.preferredTimes) && (!before || values[before.name] !== "")
  );
}

/** The office's calendar day now (at build, the build's day), which the form follows minute by minute. */
const officeToday = () => officeDateAt(siteNow(), hours.timeZone);
function subscribeToDay(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * The times offered on a day, as the visitor reads and the office receives them: "Wed, Sep 30,
 * afternoon", short enough for a 375 px phone's select ("Wednesday, September 30, afternoon" was
 * cut there).
 */
export const timesOfferedOn = (today: IsoDate) =>
  offeredTimes(today, hours, contactUs.timesDaysAhead).map(
    ({ date, part }) => `${formatShortNearDay(date)}, ${text.dayParts[part]}`,
  );

/** "Your device is set to Pacific Time." where the visitor's clock is not the office's. */
function visitorClockNote(): string {
  const now = new Date();
  const visitor = timeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  return visitor === timeZoneName(hours.timeZone, now) ? "" : text.visitorClock(visitor);
}

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
  // Every field with a format has an `invalid` message, and every required one `missing`: the
  // types see to it.
  if (problem === "invalid" && fieldText.invalid) return fieldText.invalid;
  return fieldText.missing ?? "";
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
 * address is no word to spell-check. A choice (`options`) is a select, or radio buttons for the
 * ways to meet, its first option no preference.
 */
function renderControl(field: InquiryFieldSpec, props: ControlProps, options: readonly string[]) {
  const { maxLength, readOnly, ref, ...choiceProps } = props;
  if (field.type === "time") {
    return (
      <select className={controlClasses} ref={ref} {...choiceProps}>
        <option value="">{text.noPreference}</option>
        {/* Each option's value is its words (no attribute: fewer bytes in the page). */}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  }
  if (field.type === "meeting") {
    return (
      <div className="flex flex-wrap gap-x-6">
        {["", ...options].map((option, index) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              className="size-5 accent-accent-700"
              id={index === 0 ? props.id : undefined}
              name={props.name}
              value={option}
              checked={props.value === option}
              onChange={props.onChange}
              // The form reads the checked one's value back (a choice made before hydration).
              ref={(element) => (element?.checked ? ref(element) : undefined)}
            />
            {option || text.noPreference}
          </label>
        ))}
      </div>
    );
  }
  if (isMultiline(field)) {
    return <textarea rows={7} dir="auto" className={cn(controlClasses, "resize-y")} {...props} />;
  }
  return (
    <input
      type={field.type}
      autoComplete={field.autoComplete}
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

export function ContactForm({
  builtOn = officeToday(),
}: {
  /** The office's day the page was built on: its prerendered times are that day's. */
  builtOn?: IsoDate;
}) {
  const isHydrated = useIsHydrated();
  // The tab's saved draft; the prerendered HTML cannot know it, so it appears once hydrated.
  const draftText = useSyncExternalStore(noSubscription, readDraftText, () => null);
  const today = useSyncExternalStore(subscribeToDay, officeToday, () => builtOn);
  const clockNote = useSyncExternalStore(noSubscription, visitorClockNote, () => "");
  const [edited, setEdited] = useState<Inquiry | null>(null);
  const times = contactUs.offersTimes ? timesOfferedOn(today) : [];
  const optionsOf = ({ type }: InquiryFieldSpec) =>
    type === "time"
      ? times
      : type === "meeting"
        ? meetingWays
            .filter((way) => way !== "office" || meetsAtOffice(config.meeting))
            .map((way) => text.meetingWays[way])
        : undefined;
  const held = edited ?? parseDraft(draftText) ?? emptyInquiry;
  // Only what the form offers now: a field not shown, or a choice no longer offered, is empty.
  const values = { ...emptyInquiry };
  for (const field of inquiryFields) {
    const [value, options] = [held[field.name], optionsOf(field)];
    const isOffered = isShown(field, values) && (!options || options.includes(value));
    values[field.name] = isOffered ? value : "";
  }
  const shownFields = inquiryFields.filter((field) => isShown(field, values));
  const [shownProblems, setShownProblems] = useState<ReadonlySet<InquiryField>>(new Set());
  const [status, setStatus] = useState<Status>("idle");
  const [answerBy, setAnswerBy] = useState<IsoDate>();
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

  // A link to a field (Reviews' to /ContactUs#inquiry-referredBy) lands on it: the browser has
  // scrolled to it; once React runs the form, it has focus. Otherwise the cursor starts in the
  // name field once the form can send, without scrolling: every page opens at the top
  // (specification §2), and an `autofocus` attribute would scroll to the field, without
  // JavaScript past the notice that the form needs it. A field chosen before keeps its focus.
  useEffect(() => {
    const target = inquiryFields.find(({ name }) => `#${fieldId(name)}` === location.hash);
    if (target) controlsRef.current[target.name]?.focus();
    else if (document.activeElement === document.body) {
      const first = inquiryFields.find((field) => field.autoFocus);
      if (first) controlsRef.current[first.name]?.focus({ preventScroll: true });
    }
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSendingRef.current || !isHydrated) return;
    const form = event.currentTarget;
    // The last submit's toast ("submitted", "failed") is about that one, not this.
    dismissNotifications();

    const invalidFields = shownFields.flatMap(({ name }) => (problems[name] ? [name] : []));
    if (invalidFields.length > 0) {
      setShownProblems(new Set(invalidFields));
      controlsRef.current[invalidFields[0] as InquiryField]?.focus();
      return;
    }

    const isBot = new FormData(form).get(HONEYPOT_FIELD)?.toString().trim();
    isSendingRef.current = true;
    setStatus("sending");
    // A filled honeypot looks like a success to the bot and sends nothing.
    const result = isBot
      ? ({ ok: true } as const)
      : await sendInquiry(inquiryParams(normalizeInquiry(values)));
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
        setAnswerBy(answerDayAfter(officeToday(), hours, contactUs.replyWithinDays));
      });
      clearDraft();
      notifySuccess();
    } else {
      // docs/product.md §4: on failure every value stays. §30: a wait is no failure (no toast);
      // no connection is the specification's failure, and the status says why. A refused
      // connection while the device is online is a real failure, in the specification's words.
      const isOffline =
        result.reason === "offline" || (result.reason === "network" && !navigator.onLine);
      flushSync(() =>
        setStatus(result.reason === "throttled" ? "throttled" : isOffline ? "offline" : "failed"),
      );
      if (result.reason !== "throttled") notifyFailure();
    }
    // On a phone the toast spans the bottom of the screen: the actions' scroll margin keeps
    // the button and the inline status above it.
    actionsRef.current?.scrollIntoView({ block: "nearest" });
  }

  function fieldProps(field: InquiryFieldSpec) {
    const { name } = field;
    const multiline = isMultiline(field);
    const timesHint = `${text.timesHint(timeZoneName(hours.timeZone, new Date(0)))} ${clockNote}`;
    return {
      id: fieldId(name),
      label: inquiryFieldTexts[name].label,
      labelNote: field.required ? undefined : text.optionalMark,
      error: errorOf(name),
      hint: multiline
        ? text.characterCount(values[name].length, field.maxLength)
        : field === timeFields[0]
          ? timesHint.trim()
          : undefined,
      className: multiline || field.type === "meeting" ? "sm:col-span-2" : undefined,
      group: field.type === "meeting",
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
    throttled: text.throttled,
    offline: text.offline,
  }[status];
  const isFailed = status === "failed" || status === "offline";

  return (
    <form
      method="post"
      noValidate={isHydrated}
      className="mt-6 grid gap-5 sm:grid-cols-2"
      aria-busy={isSending}
      onSubmit={handleSubmit}
      data-day={builtOn}
    >
      {/* First, before any field (docs/product.md §25). Hidden while the code is on its way;
          app.css shows it where scripting is off or when the code has not started after a few
          seconds. Hydration removes it. */}
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
      {shownFields.map((field) => (
        <Field key={field.name} {...fieldProps(field)}>
          {(control) => renderControl(field, controlProps(field, control), optionsOf(field) ?? [])}
        </Field>
      ))}

      {/* The honeypot: off screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {text.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>

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
        {/* A live region (docs/product.md §30): a screen reader hears the reply day and a wait,
            which no toast says. */}
        <div role="status" className="space-y-3">
          <p
            id={STATUS_ID}
            className={cn(
              "flex min-h-6 items-start gap-2 font-medium",
              status === "sent" && "text-emerald-800",
              isFailed && "text-red-700",
              (status === "sending" || status === "throttled") && "text-slate-700",
            )}
          >
            {status === "sent" && <CheckIcon className="mt-0.5 size-5 shrink-0" />}
            {isFailed && <AlertIcon className="mt-0.5 size-5 shrink-0" />}
            {statusText}
          </p>
          {status === "sent" && answerBy && (
            <p className="text-slate-700">
              {text.answerBy(contactUs.replyWithinDays, formatNearDay(answerBy))}
            </p>
          )}
        </div>
        {isFailed && <InquiryFallback inquiry={inquiryParams(values)} />}
      </div>
    </form>
  );
}
