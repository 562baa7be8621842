/**
 * After a failed send (docs/product.md §4: no inquiry is lost): "Email it instead", a mailto link with
 * the inquiry prefilled, and "Copy message", which puts the whole text on the clipboard or, where
 * the browser refuses, shows it selected for the person to copy.
 */
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { buttonClasses } from "~/components/ui/button-link.tsx";
import { CheckIcon, MailIcon } from "~/components/ui/icons.tsx";
import { messages } from "~/interface-strings.ts";
import { config } from "virtual:config";
import { cn } from "~/lib/cn.ts";
import { type InquiryParams, paramsOf, inquiryRecord } from "~/lib/inquiry.ts";
import { inquiryFieldTexts } from "~/lib/inquiry-fields.ts";
import { inquiryAsText, inquiryMailto } from "~/lib/inquiry-mailto.ts";

const text = messages.inquiry.fallback;
/** The form's own labels, so the text names each field as the form does. */
const labels = paramsOf(inquiryRecord(({ name }) => inquiryFieldTexts[name].label));

type CopyState = "idle" | "copied" | "blocked";

/** `inquiry`: what would have been sent, its optional answers in the message. */
export function InquiryFallback({ inquiry }: { inquiry: InquiryParams }) {
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const copyBoxRef = useRef<HTMLTextAreaElement>(null);
  const wholeText = inquiryAsText(inquiry, labels);
  const mailto = inquiryMailto(inquiry, config.email, { ...labels, ...text });

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(wholeText);
      setCopyState("copied");
    } catch {
      // No Clipboard API (an insecure origin, an old browser) or no permission: select the text.
      // Drawn now, so the box is there to select: in the next frame React may not have drawn it.
      flushSync(() => setCopyState("blocked"));
      copyBoxRef.current?.focus();
      copyBoxRef.current?.select();
    }
  }

  return (
    <div className="mt-1 w-full space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <p className="text-slate-800">{text.intro}</p>
      <div className="flex flex-wrap gap-3">
        <a href={mailto.href} className={buttonClasses("secondary")}>
          <MailIcon className="size-5 shrink-0" />
          {text.emailInstead}
        </a>
        <button type="button" onClick={handleCopy} className={buttonClasses("secondary")}>
          {text.copy}
        </button>
      </div>
      {mailto.isShortened && <p className="text-sm text-slate-600">{text.shortenedHint}</p>}
      <p role="status" className={cn("font-medium", copyState === "idle" && "sr-only")}>
        {copyState === "copied" && (
          <span className="flex items-start gap-2 text-emerald-800">
            <CheckIcon className="mt-0.5 size-5 shrink-0" />
            {text.copied} {config.email}.
          </span>
        )}
        {copyState === "blocked" && <span className="text-slate-800">{text.copyBlocked}</span>}
      </p>
      {copyState === "blocked" && (
        <label className="block">
          <span className="sr-only">{text.copyBoxLabel}</span>
          <textarea
            ref={copyBoxRef}
            readOnly
            rows={6}
            value={wholeText}
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
          />
        </label>
      )}
    </div>
  );
}
