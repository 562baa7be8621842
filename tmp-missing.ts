import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { missingTaxObligations, describeMissing } from "~/rules/tax-obligations.ts";
const { dates } = parse(readFileSync(process.argv[2] ?? "app/content/tax-dates.yaml", "utf8"));
for (const m of missingTaxObligations(dates, process.argv[3] ?? "2026-11-28")) console.log(m.date, describeMissing(m));
