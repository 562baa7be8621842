/**
 * Every origin beyond this site that the site's own code may send a visitor's browser to,
 * declared once (docs/product.md §21: "the third-party origins are declared once, tested, and listed
 * in the privacy notice"). Two kinds, never mixed up:
 *
 * - what a page LOADS: the browser reaches it by itself as the page loads or acts (a frame, a
 *   request). The pages' Content-Security-Policy allows exactly these, under the directive named
 *   here (hosting/http-policy.ts gets them from build-tools/host-files.ts and build-tools/env.ts,
 *   which read them here), and nothing else;
 * - what a page only LINKS to: an `<a href>` a visitor chooses to follow.
 *
 * The owner's own links (her portal, review and booking pages, the Resources links, the tax
 * dates' sources, links in her Markdown) are hers: they are whatever her content says, listed
 * from it, never here. `tests/e2e/third-parties.spec.ts` fails when a built page, stylesheet,
 * script or header names any origin that is neither declared here nor in her content, or loads
 * from one not declared as loaded; the privacy notice lists them from here
 * (`thirdPartiesMarkdown` below fills its `{thirdParties}`). Plain values, no imports, so every side
 * may import it (the lint zones allow it by name).
 */

/** The CSP directive under which a page loads from an origin. */
export type LoadDirective = "connect-src" | "frame-src";

/** One outside service and what it has to do with a visit. */
export interface ThirdParty {
  /** As the privacy notice names it. */
  readonly name: string;
  /** Its origins, each bare (`https://host`). */
  readonly origins: readonly string[];
  /** What a page loads from it, under this directive; absent when it is only linked to. */
  readonly loads?: LoadDirective;
  /** For the privacy notice: when the browser reaches it, and what it gets. */
  readonly privacy: string;
}

export const thirdParties = {
  emailJs: {
    name: "EmailJS",
    origins: ["https://api.emailjs.com"],
    loads: "connect-src",
    privacy:
      "an email delivery service. When you send the contact form, it receives your name, email address, phone number, subject and message, only to deliver them to our mailbox.",
  },
  youtube: {
    name: "YouTube",
    origins: ["https://www.youtube-nocookie.com"],
    loads: "frame-src",
    privacy:
      "our training videos' player, in YouTube's privacy-enhanced mode. Opening the Videos page connects your browser to it, and when you play a video, YouTube's own privacy policy applies.",
  },
  vimeo: {
    name: "Vimeo",
    origins: ["https://player.vimeo.com"],
    loads: "frame-src",
    privacy:
      "our training videos' player, with \"do not track\" on. Opening the Videos page connects your browser to it, and when you play a video, Vimeo's own privacy policy applies.",
  },
  maps: {
    name: "Google Maps",
    origins: ["https://www.google.com"],
    privacy:
      "only when you follow our directions link, which opens a map search for our office; Google's own privacy policy applies there.",
  },
  // The tax dates' feeds (components/sections/tax-dates.tsx): a link that opens the visitor's
  // own calendar to subscribe; the calendar, not the browser, then fetches the feed.
  googleCalendar: {
    name: "Google Calendar",
    origins: ["https://calendar.google.com"],
    privacy:
      'only when you follow our "Google Calendar" link on Resources, which opens your Google Calendar to add our tax dates; Google\'s own privacy policy applies there.',
  },
  outlook: {
    name: "Outlook.com",
    origins: ["https://outlook.live.com"],
    privacy:
      'only when you follow our "Outlook" link on Resources, which opens your Outlook calendar to add our tax dates; Microsoft\'s own privacy policy applies there.',
  },
  irsDirectory: {
    name: "the IRS Directory of Federal Tax Return Preparers",
    origins: ["https://irs.treasury.gov"],
    privacy:
      "only when you follow our \"Verify us\" link, which opens the IRS's public directory where you can check our credentials; the IRS's own privacy policy applies there.",
  },
} as const satisfies Record<string, ThirdParty>;

export type ThirdPartyName = keyof typeof thirdParties;

/** A third party's first origin: where the site's code points. */
export const originOf = (name: ThirdPartyName): string => thirdParties[name].origins[0];

/**
 * Origins the site's code names but no browser ever requests: vocabularies and namespaces, and
 * React's error decoder that its console messages cite. Declared so that the check can tell
 * them from a load.
 */
export const namedNeverReached = {
  "https://schema.org": "the JSON-LD vocabulary (structured data)",
  "http://www.w3.org": "XML namespaces (SVG, XHTML, XLink)",
  "https://www.w3.org": "XML namespaces",
  "https://react.dev": "React's error decoder, cited in console messages",
  "https://reactrouter.com": "React Router's documentation, cited in console messages",
  "https://www.emailjs.com": "EmailJS's documentation, cited in the SDK's error messages",
  "https://dashboard.emailjs.com": "EmailJS's dashboard, cited in the SDK's error messages",
  "https://tailwindcss.com": "Tailwind's license comment in the stylesheet",
  "http://localhost": "React Router's base for reading a path as a URL, never fetched",
} as const satisfies Record<string, string>;

/** Every declared origin that a page may load from, under its directive. */
export function loadedOrigins(): ReadonlyMap<string, LoadDirective> {
  const loaded = new Map<string, LoadDirective>();
  for (const party of Object.values(thirdParties) as ThirdParty[]) {
    if (party.loads) for (const origin of party.origins) loaded.set(origin, party.loads);
  }
  return loaded;
}

/** Every declared origin, loaded or linked. */
export function declaredOrigins(): ReadonlySet<string> {
  return new Set((Object.values(thirdParties) as ThirdParty[]).flatMap((party) => party.origins));
}

/** Where the privacy notice's text takes the list of outside services (pages/privacy.md). */
export const THIRD_PARTIES_PLACEHOLDER = "{thirdParties}";

/** A host as words: its first dot escaped, so Markdown does not make `www.…` a link. */
const hostText = (url: string) => new URL(url).host.replace(".", "\\.");

const item = ({ name, origins, privacy }: ThirdParty) =>
  `- **${name}** (${origins.map(hostText).join(", ")}): ${privacy}`;

/**
 * The privacy notice's list of who receives what, as Markdown: the outside services, with the
 * video platform the owner chose (pages/videos.yaml) and her portal (site.yaml), then the sites
 * she links to. She edits the prose around it; the list follows this declaration.
 */
export function thirdPartiesMarkdown(videoPlatform: "youtube" | "vimeo", portalUrl: string) {
  return [
    item(thirdParties.emailJs),
    item(thirdParties[videoPlatform]),
    item(thirdParties.maps),
    item(thirdParties.googleCalendar),
    item(thirdParties.outlook),
    `- **Our secure client portal** (${hostText(portalUrl)}): only when you open it; its provider runs it under its own privacy terms.`,
    "- **The other sites we link to** (the IRS, state tax departments and the like): only when you follow a link; this website sends them nothing.",
  ].join("\n");
}
