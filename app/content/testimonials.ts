/** Client testimonials (display only). Avatars are drawn from the initials of `name`. */
export interface Testimonial {
  /** First name plus last initial, e.g. "Linda M." */
  name: string;
  clientSince: number;
  text: string;
}

export const testimonials = [
  {
    name: "Linda M.",
    clientSince: 1998,
    text: "For more than twenty years I have handed over a folder of paperwork and received back a return I never have to worry about. Every question is answered patiently, and every deadline is met.",
  },
  {
    name: "Robert K.",
    clientSince: 2006,
    text: "When I started my contracting business I had no idea what I owed or when. The quarterly planning sessions changed that completely. I finally feel in control of my taxes.",
  },
  {
    name: "Angela T.",
    clientSince: 2012,
    text: "After my father passed away, settling his estate felt overwhelming. The estate and trust returns were handled with care and clear explanations at every step.",
  },
  {
    name: "David S.",
    clientSince: 2015,
    text: "I had three years of unfiled returns and was afraid to open my mail. Within a few months everything was filed and a payment plan was in place. I can't recommend this office enough.",
  },
  {
    name: "Maria G.",
    clientSince: 2009,
    text: "Our non-profit depends on getting the 990 right. They know the rules, they ask the right questions, and they make sure we file on time every year.",
  },
  {
    name: "James W.",
    clientSince: 2018,
    text: "The secure portal makes everything easy: I upload my documents from home, e-sign my return, and download a copy whenever I need it.",
  },
  {
    name: "Karen P.",
    clientSince: 2001,
    text: "I have referred my sister, my neighbours and two coworkers, and every one of them has thanked me. Honest, thorough and always available during tax season.",
  },
] as const satisfies readonly Testimonial[];

/** The testimonial shown on the home page. */
export const featuredTestimonial: Testimonial = testimonials[0];
