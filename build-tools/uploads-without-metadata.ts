/**
 * The owner's uploads as the site serves them. A phone's photo carries where it was taken (GPS)
 * and whose camera took it in its metadata, and the CMS keeps the upload as it came, in her
 * content folder (content/uploads.ts). The site never serves that original: the build decodes
 * every upload and encodes it again in its own format, upright as the phone held it, with no
 * metadata (no EXIF, XMP or IPTC; colors converted to sRGB), at its own address
 * (`/uploads/<name>`), so Markdown images and the CMS's previews keep working. An upload that is
 * not an image, or that does not decode as one, stops the build naming it: nothing uploaded is
 * ever a script, a page or an SVG drawing, and every file is the type its name says.
 * `npm run dev` serves the same copies (build-tools/content-plugin.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import sharp, { type Sharp } from "sharp";

import { UPLOAD_EXTENSIONS, UPLOADS } from "../app/rules/uploads.ts";

type Encoder = (image: Sharp) => Sharp;
/** How each kind is encoded again: the same format, near the original's quality. */
const ENCODERS: Record<(typeof UPLOAD_EXTENSIONS)[number], Encoder> = {
  ".jpg": (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  ".jpeg": (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  ".png": (image) => image.png(),
  ".gif": (image) => image.gif(),
  ".webp": (image) => image.webp({ quality: 85 }),
  ".avif": (image) => image.avif({ quality: 60 }),
};

/** An upload as the build's messages name it: `content/uploads/portrait.jpg`. */
const shownUpload = (address: string) =>
  `content/${UPLOADS.folder}${address.slice(UPLOADS.path.length)}`;

/**
 * Every upload by its address on the site (`/uploads/2027/office.jpg`), from the last content
 * folder that has it (a test variant brings its own `uploads/`), to the file it is read from.
 */
export function uploadsOf(contentDirs: readonly string[]): Map<string, string> {
  const uploads = new Map<string, string>();
  for (const folder of contentDirs.map((directory) => path.join(directory, UPLOADS.folder))) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const file = path.join(entry.parentPath, entry.name);
      uploads.set(`${UPLOADS.path}/${path.relative(folder, file).split(path.sep).join("/")}`, file);
    }
  }
  return uploads;
}

/** The upload at `address` encoded again without metadata, or an error the owner can act on. */
export async function withoutMetadata(address: string, file: string): Promise<Buffer> {
  const extension = path.extname(address).toLowerCase();
  const encode: Encoder | undefined = ENCODERS[extension as keyof typeof ENCODERS];
  const remove = "remove it in the CMS's Media or from the repository";
  if (!encode) {
    throw new Error(
      `${shownUpload(address)}: the site takes only images (${UPLOAD_EXTENSIONS.join(", ")}) in its uploads; ${remove}.`,
    );
  }
  try {
    const image = sharp(readFileSync(file), { animated: true, autoOrient: true, failOn: "error" });
    return await encode(image).toBuffer();
  } catch (error) {
    throw new Error(
      `${shownUpload(address)} could not be read as a picture (${(error as Error).message}): upload it again as a JPEG or PNG, or ${remove}.`,
      { cause: error },
    );
  }
}

/** Writes every upload into the static folder without its metadata; the count written. */
export async function writeUploads(
  contentDirs: readonly string[],
  clientDir: string,
): Promise<number> {
  const served = path.join(clientDir, UPLOADS.path.slice(1));
  // Anything there already came from public/, copied byte for byte: never the owner's.
  if (existsSync(served)) {
    throw new Error(
      `public${UPLOADS.path}: the site serves uploads from content/${UPLOADS.folder} only, without their metadata; move them there.`,
    );
  }
  const uploads = uploadsOf(contentDirs);
  for (const [address, file] of uploads) {
    const bytes = await withoutMetadata(address, file);
    await mkdir(path.dirname(path.join(clientDir, address)), { recursive: true });
    await writeFile(path.join(clientDir, address), bytes);
  }
  return uploads.size;
}
