/** The referral programme (specification §9). The amount is data so the page and tests agree. */
export const referralCredit = { amount: 100, currency: "USD" } as const;

export const referralTerms: readonly string[] = [
  `A $${referralCredit.amount} credit on your next invoice for each referred client who signs an engagement letter and uses our services.`,
  "There is no limit to the number of clients you can refer.",
  "Any credit above the current year's fees is carried forward to the next year.",
  "The referral credit cannot be combined with other discounts or offers.",
];
