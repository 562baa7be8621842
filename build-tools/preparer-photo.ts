/**
 * The preparer's photo (site.yaml › preparer.photo, docs/product.md §21), made at build time from the
 * picture the owner uploaded, which may be a phone's 4 MB portrait: cropped upright (4:5) around
 * what draws the eye, at the size the pages show it and twice that for sharp screens, in AVIF and
 * WebP with a JPEG for the browsers that take neither (a `<picture>`, lib/picture.ts). The files
 * are named after the picture's bytes (`/assets/preparer-<hash>-320.avif`), so they are cached
 * for good like every hashed asset, and a new upload is a new name.
 *
 * The content plugin asks for the picture's description when it makes `virtual:config` (the
 * pages need its sizes and addresses), the steps after the bundles write the files
 * (build-steps-plugin.ts); both get the same result, made once per picture.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import sharp, { type Sharp } from "sharp";

import { UPLOADS } from "../app/rules/uploads.ts";
import type { Picture } from "../app/lib/picture.ts";
import { HASHED_ASSETS_PREFIX } from "../hosting/http-policy.ts";
import { uploadsOf } from "./uploads-without-metadata.ts";

/** The width the pages show the photo at, in CSS pixels, and its height (upright, 4:5). */
export const PHOTO_SIZE = { width: 160, height: 200 } as const;
/** The pixel densities made: 1x and 2x. */
const DENSITIES = [1, 2] as const;
/** The formats, best first; the last is the `<img>`'s own, which every browser takes. */
const FORMATS = [
  { extension: "avif", type: "image/avif", encode: (image: Sharp) => image.avif({ quality: 50 }) },
  { extension: "webp", type: "image/webp", encode: (image: Sharp) => image.webp({ quality: 72 }) },
  {
    extension: "jpg",
    type: "image/jpeg",
    encode: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  },
] as const;

/** Where the field names the picture, in the build's messages. */
const FIELD = "content/site.yaml: preparer.photo";

/** The photo's files and how the pages show them. */
export interface PreparedPhoto {
  picture: Picture;
  /** Each file by its address on the site (`/assets/…`). */
  files: ReadonlyMap<string, Buffer>;
}

/** The file an uploaded picture is read from (build-tools/uploads-without-metadata.ts). */
function uploadedFileOf(address: string, contentDirs: readonly string[]): string {
  const file = uploadsOf(contentDirs).get(address);
  if (!file) {
    throw new Error(
      `${FIELD}: ${address} is not in content/${UPLOADS.folder}: upload the photo again in the CMS, or leave the field empty.`,
    );
  }
  return file;
}

const made = new Map<string, Promise<PreparedPhoto>>();

/** Where the photo's files are served: hashed assets, named after the upload's bytes. */
export const PHOTO_FILE_PREFIX = `${HASHED_ASSETS_PREFIX}preparer-`;

/** The photo made from the picture at `address` (cached by its bytes for this process). */
export function preparePhoto(
  address: string,
  contentDirs: readonly string[],
): Promise<PreparedPhoto> {
  const source = readFileSync(uploadedFileOf(address, contentDirs));
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  let photo = made.get(hash);
  if (!photo) {
    photo = makePhoto(source, hash, address);
    made.set(hash, photo);
  }
  return photo;
}

async function makePhoto(source: Buffer, hash: string, address: string): Promise<PreparedPhoto> {
  const files = new Map<string, Buffer>();
  const addressOf = (density: number, extension: string) =>
    `${PHOTO_FILE_PREFIX}${hash}-${PHOTO_SIZE.width * density}.${extension}`;
  try {
    for (const format of FORMATS) {
      for (const density of DENSITIES) {
        const image = sharp(source, { failOn: "error" })
          .rotate() // as the phone held it (EXIF orientation), then the orientation is dropped
          .resize(PHOTO_SIZE.width * density, PHOTO_SIZE.height * density, {
            fit: "cover",
            position: sharp.strategy.attention,
          });
        files.set(addressOf(density, format.extension), await format.encode(image).toBuffer());
      }
    }
  } catch (error) {
    throw new Error(
      `${FIELD}: ${address} could not be read as a picture (${(error as Error).message}): upload it again as a JPEG or PNG.`,
      { cause: error },
    );
  }
  const srcSetOf = (extension: string) =>
    DENSITIES.map((density) => `${addressOf(density, extension)} ${density}x`).join(", ");
  const fallback = FORMATS[FORMATS.length - 1] as (typeof FORMATS)[number];
  return {
    picture: {
      ...PHOTO_SIZE,
      src: addressOf(1, fallback.extension),
      srcSet: srcSetOf(fallback.extension),
      largest: addressOf(DENSITIES[DENSITIES.length - 1] as number, fallback.extension),
      sources: FORMATS.slice(0, -1).map(({ extension, type }) => ({
        type,
        srcSet: srcSetOf(extension),
      })),
    },
    files,
  };
}

/** Writes the photo's files into the static folder. */
export async function writePhotoFiles(photo: PreparedPhoto, clientDir: string): Promise<number> {
  for (const [address, bytes] of photo.files) {
    const file = path.join(clientDir, address);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  return photo.files.size;
}
