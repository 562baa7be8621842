/** referral.yaml, "Referral program": the credit ({amount}) and its terms (Home and Reviews). */
import { z } from "zod";

import { field, text } from "./fields.ts";

export const referral = z.object({
  amount: field(z.number().int().positive("must be an amount in dollars"), {
    label: "Referral credit ($)",
    hint: "The credit per referred client; texts say it as {amount}.",
  }),
  terms: field(z.array(text({ label: "Term", hint: "One term of the program." })).min(1), {
    label: "Terms",
    hint: "One term per line.",
    figures: true,
  }),
});
