/** Services and the return types table of the Services page (specification §2). */
export interface Service {
  name: string;
  summary: string;
}

export interface ReturnType {
  taxpayer: string;
  forms: string;
}

export const services: readonly Service[] = [
  {
    name: "Tax planning",
    summary:
      "Year-round planning that looks ahead: timing income and deductions, estimated payments and retirement contributions so April holds no surprises.",
  },
  {
    name: "Tax return preparation",
    summary:
      "Accurate federal, state and local returns for individuals, businesses, estates, trusts and non-profits, prepared and reviewed by an experienced professional.",
  },
  {
    name: "Debt settlement and negotiation",
    summary:
      "Help resolving balances owed to the IRS and state agencies, from payment plans to negotiated settlements, with us speaking on your behalf.",
  },
  {
    name: "Amended and delinquent returns",
    summary:
      "Correcting returns already filed and bringing unfiled years up to date, so you can put past tax problems behind you.",
  },
  {
    name: "W-2 and 1099 preparation",
    summary:
      "Year-end wage and contractor reporting for employers and small businesses, filed on time and delivered to your workers.",
  },
];

export const returnTypes: readonly ReturnType[] = [
  { taxpayer: "Individual", forms: "1040" },
  { taxpayer: "Sole Proprietors", forms: "Sch C" },
  { taxpayer: "Single or Multi member LLC", forms: "Sch C / 1065" },
  { taxpayer: "Partnerships", forms: "1065" },
  { taxpayer: "Sub S Corps", forms: "1120S" },
  { taxpayer: "Estate & Trusts", forms: "1041" },
  { taxpayer: "Non-Profit", forms: "990" },
];

/** Who the practice serves (specification §1). */
export const clientTypes: readonly string[] = [
  "Individuals",
  "Small businesses",
  "Sole proprietors",
  "LLCs",
  "Partnerships",
  "Sub S corporations",
  "Estates and trusts",
  "Non-profits",
];
