/**
 * /admin/: Decap CMS from npm, built by our own build (its own environment of the site's build,
 * build-tools/admin-environment.ts), never from a CDN. It edits the data files in app/content/
 * through the git host (GitHub in production, decap-server locally with `npm run cms`). Its
 * fields come from the content schema, derived at build time (`virtual:cms-files`), and every
 * value is checked by the build's own check before it is saved (site-widgets.tsx at each field,
 * and once more here for the whole file). Its styles and preview use the site's own CSS.
 */
import CMS from "decap-cms-app";
import { cmsFiles } from "virtual:cms-files";
import { cms, config as site } from "virtual:config";

import siteCss from "~/app.css?inline";

import { checkData } from "~/schemas/check.ts";

import { withAdminWords } from "./admin-words.ts";
import { logoOf, nameThePractice } from "./branding.ts";
import { cmsConfig, PHONE_CLASS, PHONE_MEDIA_QUERY } from "./cms-config.ts";
import { buildMessages, declarationOf } from "./field-rules.ts";
import "./admin.css";
import { showLaunchChecklist } from "./launch-checklist.tsx";
import { previews } from "./previews.tsx";
import { notePublication, showingOf, showPublishStatus } from "./publish-status.tsx";
import { registerSiteWidgets } from "./site-widgets.tsx";
import { showTaxDatesNotice } from "./tax-dates-notice.tsx";
import { SIGN_IN_PATHS } from "~/shared/paths.ts";

registerSiteWidgets(CMS);
CMS.registerLocale("en", withAdminWords(CMS.getLocale("en") ?? {}) as never);

/** A save the build's check refuses: its message is the build's, one problem a line. */
class RefusedSave extends Error {
  override toString() {
    return this.message;
  }
}

// The last word before anything is written: the whole file, as the build will read it. The
// fields have shown their problems already; this catches what no field shows.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const declared = declarationOf(entry.get("slug") as string);
    if (!declared) return;
    const data: unknown = entry.get("data").toJS();
    const result = checkData(declared, data);
    if (!result.ok) throw new RefusedSave(buildMessages(declared, data, result.issues).join("\n"));
  },
});

// After each save: a line at the foot of the page follows it until it is live on the site.
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const path = entry.get("path") as string;
    const label = cmsFiles.find((file) => file.file === path)?.label ?? path;
    const shows = showingOf(entry.get("slug") as string, entry.get("data").toJS());
    notePublication({ path, label, savedAt: Date.now(), ...shows });
  },
});
showPublishStatus(cms);
showLaunchChecklist();
void showTaxDatesNotice();

CMS.registerPreviewStyle(siteCss, { raw: true });
for (const [name, preview] of Object.entries(previews)) {
  CMS.registerPreviewTemplate(name, preview);
}

/**
 * The editor's toolbar is the element holding the link back to the collection; admin.css lets it
 * and the editor around it shrink to a phone's screen by these marks. Marked here, not found by
 * CSS's `:has()`: those rules had each key typed restyle the whole form (1,400 elements, 7 ms at
 * full speed).
 */
function markToolbar() {
  for (const link of document.querySelectorAll('#nc-root a[href^="#/collections/"]')) {
    for (const [element, mark] of [
      [link.parentElement, "data-cms-toolbar"],
      [link.parentElement?.parentElement, "data-cms-editor"],
    ] as const) {
      if (element && !element.hasAttribute(mark)) element.setAttribute(mark, "");
    }
  }
}

const config = cmsConfig(cms, cmsFiles);
// On a phone (decided once, as Decap reads its configuration once): the editor fits the screen
// (admin.css, under this class) and its form takes the whole width, without the preview pane
// that needs 400 px beside it (docs/decisions/0015-cms-on-a-phone.md).
const isPhone = window.matchMedia(PHONE_MEDIA_QUERY).matches;
document.documentElement.classList.toggle(PHONE_CLASS, isPhone);
if (isPhone) {
  for (const collection of config.collections) collection.editor = { preview: false };
  new MutationObserver(markToolbar).observe(document.body, { childList: true, subtree: true });
}
// No external OAuth provider: sign in through this site's own /api/auth (server/github-oauth.ts,
// docs/decisions/0012), on the page's origin, so /admin/'s CSP needs no other origin.
if (!cms.authBaseUrl) {
  Object.assign(config.backend, {
    base_url: window.location.origin,
    auth_endpoint: SIGN_IN_PATHS.start.slice(1),
  });
}

// Decap keeps its editor when the address moves from one entry straight to another (a
// bookmark, the browser's Forward button) and shows the second entry empty, which a save would
// write over the file: the page starts over on such a move instead (Decap asks first if
// anything is unsaved).
const entryIn = (url: string) => /#\/collections\/[^/]+\/entries\/([^/?]+)/.exec(url)?.[1];
window.addEventListener("hashchange", ({ oldURL, newURL }) => {
  const [from, to] = [entryIn(oldURL), entryIn(newURL)];
  if (from && to && from !== to) window.location.reload();
});

nameThePractice(site.businessName);
CMS.init({
  config: { ...config, logo: logoOf(site.businessName), load_config_file: false } as never,
});
