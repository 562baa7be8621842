/**
 * The prose of each page. Facts (years, encryption, referral amount, owner) are interpolated
 * from the configuration and data modules, so a change there changes every sentence.
 */
import { referralCredit } from "~/content/referral";
import { config } from "~/lib/config";

const years = config.yearsOfExperience;
const bits = config.portalEncryptionBits;

export const siteClaims = {
  experience: `${years} years of experience`,
  portal: `${bits}-bit encrypted client portal`,
  footer: `Tax planning and preparation for individuals, businesses, estates, trusts and non-profits, with ${years} years of experience and a ${bits}-bit encrypted client portal for your documents.`,
  copyrightNote: "All rights reserved.",
} as const;

export const homeCopy = {
  hero: {
    eyebrow: `${config.address.locality}, ${config.address.region}`,
    heading: "Tax planning and preparation you can count on",
    lead: `Personal, year-round help with your taxes from a practice with ${years} years of experience, serving individuals, small businesses, estates, trusts and non-profits.`,
    primaryAction: "Send an inquiry",
  },
  features: [
    {
      title: "Tax Preparation",
      text: "Accurate returns for individuals, sole proprietors, LLCs, partnerships, S corporations, estates, trusts and non-profits.",
      to: "/Planning",
    },
    {
      title: "Advantage",
      text: `${years} years of experience, year-round planning and a ${bits}-bit encrypted client portal for your documents.`,
      to: "/Services",
    },
    {
      title: "Referral Discounts",
      text: `Refer a friend and receive a $${referralCredit.amount} credit on your next invoice for every new client who joins us.`,
      to: "/Reviews",
    },
  ],
  taxPreparation: {
    heading: "Tax preparation done carefully",
    paragraphs: [
      "Every return is prepared by an experienced professional and reviewed before it is filed. We look beyond the forms to your whole situation, so you claim every deduction and credit you are entitled to, and nothing you are not.",
      "New clients start with a conversation and the prior two years of returns. From there we prepare, review and e-file, and we stay available if the IRS or the state ever has a question.",
    ],
  },
  advantage: {
    heading: "The advantage of experience",
    points: [
      `${years} years of experience with federal, state and local returns.`,
      "Planning all year round, not only in April.",
      `A ${bits}-bit encrypted client portal to share documents and e-sign returns securely.`,
      "Direct access to the person who prepares your return.",
    ],
  },
  testimonialHeading: "What our clients say",
  referral: {
    heading: "Referral discounts",
    text: `Our practice grows through the trust of our clients. For every client you refer who signs an engagement letter and uses our services, you receive a $${referralCredit.amount} credit on your next invoice.`,
    action: "See the referral programme",
  },
} as const;

export const planningCopy = {
  heading: "Our planning and preparation process",
  action: "Start with a conversation",
  lead: "Good tax work starts long before a return is filed. Here is how we work with you, from the first conversation to the return in your hands and beyond.",
  steps: [
    {
      title: "An introductory conversation",
      text: "We talk about your household or business, your goals and any concerns, and agree on the work to be done.",
    },
    {
      title: "Your prior two years of returns",
      text: "New clients provide the prior two years of returns. They show us carry-forwards, past elections and patterns that shape this year's plan.",
    },
    {
      title: "Gathering this year's documents",
      text: "We send you a checklist tailored to you. Upload W-2s, 1099s, statements and receipts through the encrypted client portal, or bring them to the office.",
    },
    {
      title: "Planning before filing",
      text: "We review your numbers, look for savings such as retirement contributions, timing of income and expenses, and estimated payments, and explain your options in plain language.",
    },
    {
      title: "Preparation and review",
      text: "Your return is prepared and then reviewed line by line. We contact you with any questions before anything is filed.",
    },
    {
      title: "Signing and filing",
      text: "You review the finished return and e-sign it from home through the portal. We file it electronically and confirm when it is accepted.",
    },
    {
      title: "Support all year",
      text: "Questions about a letter, a new business or a life change? Call us at any time of year; planning for next year starts as soon as this year's return is done.",
    },
  ],
} as const;

export const servicesCopy = {
  heading: "Our services",
  lead: "Whatever the return, you work directly with an experienced preparer who knows your history.",
  servicesHeading: "What we do",
  returnTypesHeading: "Returns we prepare",
  returnTypesCaption: "Return types and the forms we prepare for each",
  clientTypesHeading: "Who we serve",
} as const;

export const reviewsCopy = {
  heading: "Client reviews and referral discounts",
  lead: "Most of our new clients come to us through the recommendation of someone they trust. Thank you to every client who has sent a friend our way.",
  referralHeading: "Our referral programme",
  reviewHeading: "Share your experience",
  reviewInvitation:
    "Are you a client? We would be grateful to hear from you. Email us a few words about your experience and, with your permission, we may share it here.",
  reviewAction: "Email us your review",
  reviewSubject: "My review",
  testimonialsHeading: "What our clients say",
} as const;

export const resourcesCopy = {
  heading: "Client resources",
  lead: "Tips to make tax season easier, and direct links to official news and refund status pages.",
  tipsHeading: "Tips",
  federalHeading: "IRS",
  statesHeading: "State refund status",
  statesLead: "Check on a state income tax refund directly with the state's department of revenue.",
} as const;

export const videosCopy = {
  heading: "Client portal training videos",
  lead: `Four short videos show you how to use our ${bits}-bit encrypted client portal, from your first sign-in to downloading your finished returns.`,
  portalAction: "Open the client portal",
  comingSoon: "Coming soon",
  comingSoonText: "This video is being prepared. Call or email us and we will walk you through it.",
} as const;

export const aboutCopy = {
  heading: "About us",
  action: "Get in touch",
  role: "Owner and principal tax consultant",
  paragraphs: [
    `${config.ownerName} founded this practice in ${config.address.locality}, Ohio, and has ${years} years of experience in tax planning and preparation for individuals, families, small businesses, estates, trusts and non-profit organisations.`,
    "Over those years the tax code has changed many times, but the approach has not: listen first, plan ahead, prepare every return as if it were our own, and explain it in plain language. Many clients have been with the practice for decades, and their children now bring their own returns.",
    `Beyond annual returns, ${config.ownerName.split(" ")[0]} helps clients resolve balances owed to the IRS and the state, brings unfiled years up to date, corrects past returns and prepares W-2s and 1099s for employers.`,
    `Clients share documents and sign their returns through a ${bits}-bit encrypted client portal, and can always reach the office by phone or email.`,
  ],
  valuesHeading: "What you can expect",
  values: [
    "A real conversation with the person preparing your return.",
    "Careful, reviewed work and clear answers.",
    "Your information kept private and secure.",
    "Help all year, not only in tax season.",
  ],
} as const;

export const contactCopy = {
  heading: "Contact us",
  lead: "Send us a message with the form below and we will get back to you. You are also welcome to call or email the office.",
  detailsHeading: "Our office",
  hoursHeading: "Office hours",
  formHeading: "Send an inquiry",
} as const;
