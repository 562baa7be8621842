/**
 * /admin/ in the practice's words (app/admin/admin-words.ts, app/admin/branding.ts): Decap's
 * English with ours laid over it key by key, and the practice's name where Decap's was.
 */
import { describe, expect, it } from "vitest";

import { adminWords, withAdminWords } from "~/admin/admin-words.ts";
import { logoSvg } from "~/admin/branding.ts";

describe("the CMS's words", () => {
  it("replace Decap's where we have ours and keep every other phrase", () => {
    const decaps = {
      auth: { login: "Login", loginWithGitHub: "Login with GitHub", logout: "Logout" },
      ui: { toast: { entrySaved: "Entry saved", missingRequiredField: "Oops" } },
    };
    const merged = withAdminWords(decaps) as typeof decaps;
    expect(merged.auth).toEqual({ ...decaps.auth, ...adminWords.auth });
    expect(merged.ui.toast.entrySaved).toBe("Entry saved");
    expect(merged.ui.toast.missingRequiredField).toBe(
      "Not published: a field marked in red needs a change. Nothing was saved.",
    );
    expect(decaps.auth.login).toBe("Login");
  });
});

describe("the practice's logo", () => {
  it("writes the name, safely, beside the site's monogram", () => {
    const svg = logoSvg('Smith & Sons <Tax> "Co"');
    expect(svg).toContain("Smith &#38; Sons &#60;Tax&#62; &#34;Co&#34;");
    expect(svg).not.toMatch(/<Tax>/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
