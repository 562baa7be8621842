/**
 * Every fixed text of the site's chrome and form in one place. The specification's strings
 * (toasts, the not-found behaviour) are a contract: tests assert them literally.
 */
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
  },
} as const;
