/**
 * Every fixed text of the site's chrome and form in one place. The specification's strings
 * (toasts, the not-found behaviour) are a contract: tests assert them literally.
 */
/**
 * 10000 -> "10,000". Not toLocaleString: a browser's first number formatter loads locale data
 * for some 20 ms, longer than the contact page may keep the main thread (docs/decisions/0006).
 */
const withCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const messages = {
  skipLink: "Skip to main content",
  menuButton: "Menu",
  mainNavLabel: "Main",
  footerNavLabel: "Footer",
  learnMore: "Learn More",
  newTab: "(opens in a new tab)",
  notFound: {
    title: "Page not found",
    heading: "We couldn't find that page",
    body: "The address may be mistyped, or the page may have moved. Here is our home page instead.",
    homeLink: "Go to the home page",
  },
  inquiry: {
    success: "Your inquiry has been submitted!",
    failure: "Your inquiry submission has failed. Please try again later.",
    requiredNote: "All fields are required.",
    submit: "Send inquiry",
    sending: "Sending…",
    sendingStatus: "Sending your inquiry…",
    notifications: "Notifications",
    honeypotLabel: "Leave this field empty",
    characterCount: (count: number, max: number) =>
      `${withCommas(count)} of ${withCommas(max)} characters`,
    tooLong: (max: number) => `Please shorten this to ${withCommas(max)} characters or fewer.`,
    fields: {
      name: { label: "Name", missing: "Please enter your name." },
      subject: { label: "Subject", missing: "Please enter a subject." },
      email: {
        label: "Email",
        missing: "Please enter your email address.",
        invalid: "Please enter an email address such as name@example.com.",
      },
      phone: {
        label: "Phone",
        missing: "Please enter your phone number.",
        invalid: "Please enter a phone number with at least 7 digits, such as 513 555 0100.",
      },
      message: { label: "Message", missing: "Please enter your message." },
    },
  },
} as const;
