/**
 * What the pages ask the browser for and the server's headers must allow, declared once
 * (STYLE.md › Declare once): the features the video embed's iframe asks for (its `allow`
 * attribute), which the Permissions-Policy delegates to the video host and to nobody else. A
 * feature listed here is asked for and allowed; one dropped is neither. Plain values, no
 * imports, so every side may import it (the lint zones allow it by name).
 */

/** What the video players need: protected streams, picture in picture, full screen. */
export const VIDEO_EMBED_FEATURES = [
  "encrypted-media",
  "picture-in-picture",
  "fullscreen",
] as const;

/** The iframe's `allow` attribute: each feature for the frame's own origin (the video host). */
export const VIDEO_EMBED_ALLOW = VIDEO_EMBED_FEATURES.join("; ");
