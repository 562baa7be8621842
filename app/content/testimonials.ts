/** Client testimonials, from content/testimonials.yaml. Avatars are drawn from the initials. */
import { testimonials as entries } from "virtual:content";

export type { Testimonial } from "~/content/schema";

export const testimonials = entries;

/** The testimonial shown on the home page: the first in the file (the schema asks for one). */
export const featuredTestimonial = entries[0] as (typeof entries)[number];
