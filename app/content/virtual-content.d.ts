/** The data files as the app sees them: validated at build time (build-tools/content-plugin.ts). */
declare module "virtual:content" {
  import type { Content } from "~/content/schema";

  export const site: Content["site"];
  export const hours: Content["hours"];
  export const testimonials: Content["testimonials"];
  export const services: Content["services"];
  export const resources: Content["resources"];
  export const videos: Content["videos"];
  export const referral: Content["referral"];
  export const copy: Content["copy"];
  export const aboutHtml: Content["aboutHtml"];
  export const taxDates: Content["taxDates"];
  export const notice: Content["notice"];
}
