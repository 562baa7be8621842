/**
 * The contact form's draft in sessionStorage (docs/product.md §4): it survives a reload of the
 * tab until it is sent, and never outlives the tab. Storage can be missing or throw (privacy
 * modes, full quota): the form then simply works without a draft.
 */
import { emptyInquiry, type Inquiry, isInquiryLike } from "~/lib/inquiry.ts";

export const DRAFT_KEY = "contact-form-draft";

/** The tab's storage, if any. Reading it may throw (a privacy mode): each caller below catches. */
const storage = (): Storage | undefined =>
  typeof sessionStorage === "undefined" ? undefined : sessionStorage;

/** The stored draft as text (a stable snapshot for useSyncExternalStore), or null. */
export function readDraftText(): string | null {
  try {
    return storage()?.getItem(DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Parses a stored draft; anything unreadable counts as no draft. */
export function parseDraft(text: string | null): Inquiry | null {
  if (text === null) return null;
  try {
    const draft: unknown = JSON.parse(text);
    return isInquiryLike(draft) ? { ...emptyInquiry, ...draft } : null;
  } catch {
    return null;
  }
}

/** Saves the values typed so far; an all-empty form leaves no draft behind. */
export function saveDraft(values: Inquiry): void {
  try {
    if (Object.values(values).every((value) => value === "")) storage()?.removeItem(DRAFT_KEY);
    else storage()?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Quota exceeded or storage disabled: the draft is a convenience, not a promise.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
