/**
 * The privacy notice's list of who receives what (pages/privacy.md's `{thirdParties}`), written
 * from the one declaration of the site's third parties (app/shared/third-parties.ts) and the
 * owner's own data: the video platform she chose (pages/videos.yaml) and her portal (site.yaml).
 * The owner edits the prose around it; the list follows the code. Plain code, no schema library.
 */
import { type ThirdParty, thirdParties, videoPlatformParties } from "../shared/third-parties.ts";

/** Where the list goes in the privacy notice's text. */
export const THIRD_PARTIES_PLACEHOLDER = "{thirdParties}";

export interface ThirdPartiesSources {
  videoPlatform: keyof typeof videoPlatformParties;
  portalUrl: string;
}

/** A host as words: its first dot escaped, so Markdown does not make `www.…` a link. */
const hostText = (url: string) => new URL(url).host.replace(".", "\\.");

const hostsOf = (party: ThirdParty) => party.origins.map(hostText).join(", ");

const item = (party: ThirdParty) => `- **${party.name}** (${hostsOf(party)}): ${party.privacy}`;

/** The list as Markdown, one item per outside service, then the sites the owner links to. */
export function thirdPartiesMarkdown({ videoPlatform, portalUrl }: ThirdPartiesSources): string {
  const portalHost = hostText(portalUrl);
  return [
    item(thirdParties.emailJs),
    item(thirdParties[videoPlatformParties[videoPlatform]]),
    item(thirdParties.maps),
    item(thirdParties.googleCalendar),
    item(thirdParties.outlook),
    `- **Our secure client portal** (${portalHost}): only when you open it; its provider runs it under its own privacy terms.`,
    "- **The other sites we link to** (the IRS, state tax departments and the like): only when you follow a link; this website sends them nothing.",
  ].join("\n");
}
