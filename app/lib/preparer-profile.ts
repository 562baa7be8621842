/**
 * Who does the work (docs/product.md §21), as the pages and the structured data show it, from
 * site.yaml's optional `preparer` fields: the name (the owner's when left empty), the photo the
 * build made, the chosen credentials in the fixed list's words (rules/preparer-credentials.ts),
 * the memberships, and the IRS directory where a client checks them. Nothing when nothing is
 * filled in: no field is ever shown empty, and no credential is ever assumed.
 */
import {
  IRS_PREPARER_DIRECTORY_URL,
  type PreparerCredential,
  preparerCredentials,
} from "~/rules/preparer-credentials.ts";
import type { Picture } from "~/lib/picture.ts";
import type { SiteConfig } from "~/lib/site-config.ts";

export interface Preparer {
  name: string;
  photo?: Picture;
  credentials: readonly PreparerCredential[];
  memberships: readonly string[];
  /** The IRS directory, when a chosen credential is one it lists. */
  directoryUrl?: string;
}

/** The preparer as the site shows them, or undefined when the owner filled in nothing. */
export function preparerOf(
  config: Pick<SiteConfig, "ownerName" | "preparer" | "preparerPhoto">,
): Preparer | undefined {
  const { preparer = {}, preparerPhoto, ownerName } = config;
  const chosen = preparer.credentials ?? [];
  const credentials = preparerCredentials.filter(({ id }) => chosen.includes(id));
  const memberships = preparer.memberships ?? [];
  const name = preparer.name || undefined;
  if (!name && !preparerPhoto && credentials.length === 0 && memberships.length === 0) {
    return undefined;
  }
  return {
    name: name ?? ownerName,
    ...(preparerPhoto && { photo: preparerPhoto }),
    credentials,
    memberships,
    ...(credentials.some((credential) => credential.inIrsDirectory) && {
      directoryUrl: IRS_PREPARER_DIRECTORY_URL,
    }),
  };
}
