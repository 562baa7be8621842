/**
 * The credentials the person who prepares the returns may list (docs/product.md §21): one fixed list,
 * so every wording on the site is one a practitioner may use. site.yaml's `preparer.credentials`
 * is a choice from it (schemas/site.schema.ts), and so is the CMS's field; About Us, the home
 * page and the JSON-LD (lib/structured-data.ts) show the chosen ones. Rename a label freely
 * (within the rule below), never an id: site.yaml keeps the ids.
 *
 * The wording follows Treasury Department Circular No. 230, 31 CFR § 10.30(a)(2) (Rev. 6-2014):
 * a practitioner "may not use the term of certified or imply an employer/employee relationship
 * with the Internal Revenue Service"; its examples of acceptable descriptions for enrolled agents
 * are "enrolled to represent taxpayers before the Internal Revenue Service", "enrolled to practice
 * before the Internal Revenue Service" and "admitted to practice before the Internal Revenue
 * Service". So an enrolled agent is never "certified by the IRS" here, and "Certified" appears only
 * in the state-licensed title "Certified Public Accountant".
 *
 * `inIrsDirectory`: the IRS's public Directory of Federal Tax Return Preparers with Credentials
 * and Select Qualifications lists attorneys, CPAs, enrolled agents (and actuaries, retirement plan
 * agents) and Annual Filing Season Program participants who hold a current PTIN, not a PTIN alone.
 * Plain data: the pages take it.
 */
import { originOf } from "../../app/shared/third-parties.ts";

export const preparerCredentials = [
  {
    id: "enrolled-agent",
    label:
      "Enrolled Agent (EA), enrolled to represent taxpayers before the Internal Revenue Service",
    category: "license",
    inIrsDirectory: true,
  },
  {
    id: "cpa",
    label: "Certified Public Accountant (CPA)",
    category: "license",
    inIrsDirectory: true,
  },
  { id: "attorney", label: "Attorney", category: "license", inIrsDirectory: true },
  {
    id: "afsp",
    label: "Annual Filing Season Program Record of Completion",
    category: "certificate",
    inIrsDirectory: true,
  },
  {
    id: "ptin",
    label: "PTIN holder (Preparer Tax Identification Number)",
    category: "registration",
    inIrsDirectory: false,
  },
] as const;

export type PreparerCredential = (typeof preparerCredentials)[number];
export type PreparerCredentialId = PreparerCredential["id"];

/** The ids, in the list's order (the schema's choices). */
export const preparerCredentialIds = preparerCredentials.map((credential) => credential.id) as [
  PreparerCredentialId,
  ...PreparerCredentialId[],
];

/** The IRS's directory where a visitor checks a preparer's credential by name and city. */
export const IRS_PREPARER_DIRECTORY_URL = `${originOf("irsDirectory")}/rpo/rpo.jsf`;
