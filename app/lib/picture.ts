/**
 * A picture the build made in several formats and densities (build-tools/preparer-photo.ts), as
 * a `<picture>` shows it: its sources, best format first, and the `<img>`'s own, with the size it
 * is shown at (width and height set, so nothing moves when it arrives). Plain data.
 */
export interface Picture {
  /** Shown at this size, in CSS pixels. */
  width: number;
  height: number;
  /** The `<img>`'s own file (JPEG, at 1x) and its srcset (1x, 2x). */
  src: string;
  srcSet: string;
  /** The largest JPEG, for the structured data. */
  largest: string;
  /** The better formats (AVIF, WebP), each a `<source>`. */
  sources: readonly { type: string; srcSet: string }[];
}
