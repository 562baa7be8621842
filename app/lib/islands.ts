/**
 * Islands (docs/decisions/0006-contact-page-javascript.md): the parts of a prerendered page
 * that need JavaScript, declared here once. A route names its island in its handle; the root
 * layout then renders the island's loader inline (built from the file named below by the
 * islands' environment of the one build, build-tools/inline-assets-plugin.ts), which loads the
 * code that renders into the elements whose ids are listed here. The rest of the page stays
 * static HTML.
 */
/** Each island by name, and its loader (relative to the project root): the build makes one entry of each. */
export const islandLoaderFiles = {
  contact: "app/islands/contact.tsx",
} as const;

export type IslandName = keyof typeof islandLoaderFiles;

/** The prerendered elements islands render into. */
export const islandRoots = {
  toasts: "toasts-root",
  contactForm: "contact-form-root",
  officeStatus: "office-status-root",
} as const;
