/**
 * Every fixed text of the site's chrome and form in one place. The specification's strings
 * (toasts, the not-found behavior) are a contract: tests assert them literally.
 */
let countFormat: Intl.NumberFormat | undefined;
/** 10000 -> "10,000". */
const formatCount = (count: number) =>
  (countFormat ??= new Intl.NumberFormat("en-US")).format(count);

export const messages = {
  skipLink: "Skip to main content",
  menuButton: "Menu",
  mainNavLabel: "Main",
  footerNavLabel: "Footer",
  learnMore: "Learn More",
  noticeLabel: "Notice",
  /** Before the day a text-only page last changed ("Last changed: November 24, 2026"). */
  lastChanged: "Last changed",
  clientPortal: "Client portal",
  // The same link on a phone, where the header has the room of one word.
  portalShort: "Portal",
  hours: {
    caption: (timeZone: string) => `Office hours by day, ${timeZone}`,
    dayHeader: "Day",
    hoursHeader: "Hours",
    closed: "Closed",
    taxSeasonOnly: "(tax season only)",
    openNow: "Open now",
    closedNow: "Closed now",
    today: "today",
    tomorrow: "tomorrow",
    todayUntil: (time: string) => `Today until ${time}`,
    closedToday: "Closed today",
    closedFor: (name: string) => `for ${name}.`,
    upcomingClosures: "Upcoming closures:",
    closureUntil: "to",
    opensAt: (when: string, time: string) => `Opens ${when} at ${time}`,
    // docs/product.md §25: at the top of every page built on a closure day.
    closedTodayNotice: (name: string, reopens: string | undefined) =>
      `Our office is closed today for ${name}.${reopens ? ` We reopen ${reopens}.` : ""}`,
    seasonNote: (start: string, end: string, timeZone: string) =>
      `* Weekend hours apply during tax season only (${start} to ${end}). Holidays may affect hours. All times are ${timeZone}.`,
    footerSeasonNote: (start: string, end: string) =>
      `* Weekend hours during tax season only (${start} to ${end}). Holidays may affect hours.`,
  },
  // docs/product.md §21: who does the work, on About Us and the home page (site.yaml › preparer).
  preparer: {
    credentials: "Credentials",
    memberships: "Member of",
    verify: "Verify us in the IRS directory",
    verifyHint: (name: string, place: string) =>
      `The IRS's Directory of Federal Tax Return Preparers with Credentials and Select Qualifications: search for ${name}, ${place}.`,
    homeHeading: "Who prepares your return",
    homeMore: (firstName: string) => `More about ${firstName}`,
  },
  testimonial: {
    clientSince: (year: number) => `Client since ${year}`,
  },
  returnTypes: {
    typeHeader: "Return type",
    formHeader: "Form",
  },
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
    // docs/product.md §30: a wait (the rate limit) and no connection are not "failed".
    throttled:
      "Please wait a moment: one inquiry goes every few seconds. Everything you typed is still here; send it again and it will go.",
    offline:
      "Not sent: your device seems to be offline. Everything you typed is still here; send it again once you are connected.",
    // The note above the form and the mark on an optional field's label (lib/inquiry.ts picks
    // the note from the field list).
    requiredNote: {
      all: "All fields are required.",
      allButOptional: "All fields are required except those marked optional.",
    },
    optionalMark: "(optional)",
    // docs/product.md §4: nothing sensitive through the form; documents go through the portal.
    sensitiveNote: {
      before:
        "Please do not send Social Security numbers or tax documents through this form. Share documents through our",
      portalLink: "secure client portal",
      after: ".",
    },
    // docs/product.md §21: said at a field holding an SSN, ITIN, EIN, bank or card number; nothing is
    // sent and every word stays. The link goes to the portal (site.yaml).
    sensitiveNumber: {
      before:
        "For your safety, please don't send Social Security, bank or card numbers here: share them through our",
      portalLink: "secure client portal",
      after: ".",
    },
    // docs/product.md §14: what happens to what they send, one link away.
    privacyNote: {
      before: "How we handle what you send:",
      link: "our privacy notice",
      after: ".",
    },
    // docs/product.md §21: what the office never asks, against impersonation scams.
    contactPolicyNote: {
      before: "What we will never ask you by email or text:",
      link: "how we will contact you",
      after: ".",
    },
    // docs/product.md §4: without JavaScript, or when the form's code never started.
    scriptRequired: {
      heading: "Sending this form needs JavaScript",
      before: "It is turned off or has not loaded in your browser. Please email us at",
      between: "or call",
      after: ".",
    },
    // docs/product.md §4: on any failure, two other ways that keep every word.
    fallback: {
      intro: "Your message is still here. You can also send it another way:",
      emailInstead: "Email it instead",
      copy: "Copy message",
      copied: "Copied. Paste it into an email to",
      copyBlocked:
        "Your browser did not allow copying, so the whole message is selected below: press Ctrl+C (⌘C on a Mac) to copy it.",
      copyBoxLabel: "Your whole message",
      shortenedHint:
        "The email link holds a shortened message: use Copy message for the whole text.",
      shortenedNote:
        '[This message was shortened to fit in an email link. The whole text can be copied with "Copy message" on our contact page.]',
    },
    // docs/product.md §25: the optional answers (lib/inquiry-fields.ts), each a line of the
    // message.
    noPreference: "No preference",
    meetingWays: { office: "At the office", phone: "By phone", video: "By video call" },
    dayParts: { morning: "morning", afternoon: "afternoon", evening: "evening" },
    timesHint: (timeZone: string) => `Times are ${timeZone}. We confirm by reply.`,
    visitorClock: (timeZone: string) => `Your device is set to ${timeZone}.`,
    answerBy: (days: number, day: string) =>
      `We answer within ${days === 1 ? "one business day" : `${days} business days`}: by ${day}.`,
    submit: "Send inquiry",
    sending: "Sending…",
    sendingStatus: "Sending your inquiry…",
    notifications: "Notifications",
    honeypotLabel: "Leave this field empty",
    characterCount: (count: number, max: number) =>
      `${formatCount(count)} of ${formatCount(max)} characters`,
    tooLong: (max: number) => `Please shorten this to ${formatCount(max)} characters or fewer.`,
    // One entry per field of the form's list (lib/inquiry-fields.ts types them: a label each, a
    // missing message for a required field, an invalid message exactly for a field with a format,
    // a line's label for an answer sent in the message).
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
      meeting: { label: "How would you like to meet?", lineLabel: "How to meet" },
      firstTime: { label: "Preferred time", lineLabel: "Preferred time" },
      secondTime: { label: "Second choice", lineLabel: "Preferred time" },
      thirdTime: { label: "Third choice", lineLabel: "Preferred time" },
      otherTime: { label: "Or another time", lineLabel: "Another time" },
      referredBy: { label: "Who referred you?", lineLabel: "Referred by" },
    },
  },
} as const;
