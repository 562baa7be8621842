/**
 * Islands (docs/decisions/0006-contact-page-javascript.md): the parts of a prerendered page
 * that need JavaScript. A route names its island in its handle; the root layout then renders
 * the island's loader inline (built from `app/islands/<name>.tsx` by `vite.islands.config.ts`),
 * which loads the code that renders into the elements whose ids are listed here. The rest of
 * the page stays static HTML.
 */
export type IslandName = "contact";

/** The prerendered elements islands render into. */
export const islandRoots = {
  toasts: "toasts-root",
  contactForm: "contact-form-root",
  officeStatus: "office-status-root",
} as const;
