/**
 * The prose of each page, from content/pages.yaml and content/about.md. The figures in it
 * (years, encryption, referral amount, owner, city) were filled in from the business details
 * at build time, so a change there changes every sentence.
 */
import { aboutHtml, copy } from "virtual:content";

export const siteClaims = copy.claims;
export const homeCopy = copy.home;
export const planningCopy = copy.planning;
export const servicesCopy = copy.services;
export const reviewsCopy = copy.reviews;
export const resourcesCopy = copy.resources;
export const videosCopy = copy.videos;
/** The owner's biography is Markdown (content/about.md), rendered to HTML at build time. */
export const aboutCopy = { ...copy.about, biographyHtml: aboutHtml };
export const contactCopy = copy.contact;

/** The title and description of the page at a path (content/pages.yaml). */
export function pageCopyAt(path: string): { title: string; description: string } {
  const page = copy.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`content/pages.yaml has no title for ${path}`);
  return page;
}
