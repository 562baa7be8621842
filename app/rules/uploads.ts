/**
 * What the owner uploads in the CMS (its Media): where it is kept in the repository and served on
 * the site, and what may be uploaded. The CMS's configuration (admin/cms-config.ts), the build's
 * refusal of anything else (build-tools/postbuild.ts) and the photo field of site.yaml
 * (fields.ts › uploadedImage) read it. Plain data.
 */

/** Where the CMS keeps what the owner uploads, in the repository, and where the site serves it. */
export const UPLOADS = { folder: "public/uploads", path: "/uploads" } as const;

/**
 * What may be uploaded: images, each served as the image it is (nosniff everywhere). The build
 * refuses anything else there (build-tools/postbuild.ts), so nothing uploaded is ever a script,
 * a page or an SVG drawing (which can hold a script).
 */
export const UPLOAD_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif"] as const;
