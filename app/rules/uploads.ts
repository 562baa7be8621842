/**
 * What the owner uploads in the CMS (its Media): where it is kept and served, and what may be
 * uploaded. The CMS's configuration (admin/cms-config.ts), the build's copies without metadata
 * (build-tools/uploads-without-metadata.ts) and the photo field of site.yaml
 * (fields.ts › uploadedImage) read it. Plain data.
 */

/**
 * Where the CMS keeps what the owner uploads, in her content folder beside her data files
 * (`app/content/uploads`), and where the site serves the build's copies of it. Never under
 * `public/`, which the bundler copies byte for byte, a phone photo's location included.
 */
export const UPLOADS = { folder: "uploads", path: "/uploads" } as const;

/**
 * What may be uploaded: images, each served as the image it is (nosniff everywhere). The build
 * refuses anything else there, so nothing uploaded is ever a script, a page or an SVG drawing
 * (which can hold a script).
 */
export const UPLOAD_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif"] as const;
