/**
 * Decap CMS's configuration (docs/decisions/0010-cms.md), in two separable parts: where the CMS
 * saves (GitHub in production, decap-server when editing locally), from the build environment;
 * and what it edits: two collections, "Pages" (one entry per page) and "Across the site", one
 * entry per data file, whose fields are derived from the content schemas at build time
 * (app/admin/cms-fields.server.ts) and reach /admin/ as plain JSON. Plain code, no schema library: /admin/ starts with `cmsConfig`, and the build
 * writes the same object to /admin/config.yml (build-tools/cms-config-file.ts).
 */
import type { CmsCollectionFile } from "decap-cms-core";

import type { CmsCollectionName } from "../schemas/data-files.ts";
import { UPLOADS } from "../rules/uploads.ts";

/** Screens too narrow for Decap's editor (800 px wide) and its preview beside the form. */
export const PHONE_MEDIA_QUERY = "(max-width: 799px)";
/** The class /admin/ starts with on such a screen, which app/admin/admin.css styles. */
export const PHONE_CLASS = "cms-on-phone";

/** Where the CMS saves a data file, in the repository (`app/content/notice.yaml`). */
export const cmsPathOf = (file: string) => `app/content/${file}`;

/** A data file's entry in the CMS, with its fields, and the list (collection) it is in. */
export type CmsFile = CmsCollectionFile & {
  format: "yaml" | "frontmatter";
  collection: CmsCollectionName;
};

/** Where the CMS saves, from the build's environment (build-tools/env.ts, docs/operations.md › Configuration). */
export interface CmsOptions {
  /**
   * Where decap-server listens, in the build `npm run cms` makes for local editing only: the
   * production /admin/ carries no local backend and its policy names no localhost.
   */
  localBackendUrl?: string;
  /** "owner/name" of the GitHub repository, for production editing. */
  repo: string;
  branch: string;
  /** The OAuth provider's origin (see docs/operations.md › Editing the site in production). */
  authBaseUrl?: string;
}

/** Where the CMS saves: the deployment part of the configuration. */
function cmsBackends({ localBackendUrl, repo, branch, authBaseUrl }: CmsOptions) {
  return {
    backend: { name: "github", repo, branch, ...(authBaseUrl && { base_url: authBaseUrl }) },
    ...(localBackendUrl && {
      local_backend: { url: localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
    }),
  };
}

/** The CMS's two lists, in the order its menu shows them. */
export const CMS_COLLECTIONS: readonly {
  name: CmsCollectionName;
  label: string;
  description: string;
}[] = [
  {
    name: "pages",
    label: "Pages",
    description:
      "One entry per page of the site, with all its words. Each save publishes a change; the site rebuilds by itself.",
  },
  {
    name: "content",
    label: "Across the site",
    description:
      "What several pages share: the business details, the hours, the notice, the testimonials, the tax dates, the referral program.",
  },
];

/** The whole configuration, ready for CMS.init and for config.yml. */
export function cmsConfig(options: CmsOptions, files: readonly CmsFile[]) {
  return {
    ...cmsBackends(options),
    media_folder: cmsPathOf(UPLOADS.folder),
    public_folder: UPLOADS.path,
    site_url: "/",
    display_url: "/",
    // The line at the foot links the page a change shows on (publish-status.tsx), not Decap.
    show_preview_links: false,
    locale: "en",
    collections: CMS_COLLECTIONS.map(({ name, label, description }) => ({
      name,
      label,
      description,
      editor: { preview: true },
      files: files
        .filter((file) => file.collection === name)
        .map(({ collection, ...file }) => file),
    })),
  };
}
