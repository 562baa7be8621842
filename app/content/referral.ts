/** The referral programme (specification §9), from content/referral.yaml. */
import { referral } from "virtual:content";

export const referralCredit = { amount: referral.amount, currency: "USD" } as const;

export const referralTerms: readonly string[] = referral.terms;
