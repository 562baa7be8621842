/**
 * Client resources (specification §2, /Resources). Every link goes to the agency's own
 * official site; docs/decisions/0003-resource-links.md records how each URL was checked.
 */
export interface ResourceLink {
  title: string;
  url: `https://${string}`;
}

export interface Tip {
  title: string;
  text: string;
}

export const tips: readonly Tip[] = [
  {
    title: "Sign your return electronically",
    text: "You don't need to visit the office to sign. When your return is ready, we send it to your secure client portal, where you can review it and e-sign it from home in a few minutes.",
  },
  {
    title: "Scan your documents before you send them",
    text: 'Scan each tax document as its own PDF, flat and in good light, and give the file a clear name such as "2025 W-2 Employer". Check that every page is readable before you upload it to the portal. It saves a round of questions later.',
  },
];

export const federalLinks: readonly ResourceLink[] = [
  { title: "IRS Newsroom", url: "https://www.irs.gov/newsroom" },
  { title: "IRS: Where's My Refund?", url: "https://www.irs.gov/wheres-my-refund" },
];

/** State refund status pages, in the specification's order. */
export const stateRefundLinks: readonly ResourceLink[] = [
  { title: "Kentucky", url: "https://refund.ky.gov/" },
  { title: "Ohio", url: "https://myportal.tax.ohio.gov/TAP/_/" },
  { title: "Massachusetts", url: "https://mtc.dor.state.ma.us/mtc/_/" },
  {
    title: "Maryland",
    url: "https://interactive.marylandtaxes.gov/INDIV/refundstatus/home.aspx",
  },
  { title: "Louisiana", url: "https://revenue.louisiana.gov/refund" },
  { title: "South Carolina", url: "https://dor.sc.gov/refund" },
  { title: "Virginia", url: "https://www.tax.virginia.gov/wheres-my-refund" },
];
