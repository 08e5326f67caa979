import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, imageAtWidth } from '@nidra/shared';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import type { Storage } from './storage/storage.ts';

// libvips' operation cache (50 MB by default) helps a pipeline that repeats on the same input; every
// upload here is new, and a first start that renders the demo pictures kept ~50 MB more RSS with it.
sharp.cache(false);

export type ImageKind = 'product' | 'subcategory';

export type ImageStore = {
  /** Where the pictures are kept: `/images/<name>` is the object `images/<name>` of this storage. */
  readonly storage: Storage;
  /** Checks `input` is an image by its content, re-encodes it to WebP in every width; returns `/images/<key>.webp`. */
  saveImage: (input: Buffer, kind: ImageKind) => Promise<string>;
  /** Renders our own SVG artwork (the demo seed; never user input) the same way as `saveImage`. */
  saveArtwork: (svg: string, kind: ImageKind) => Promise<string>;
  /** The storage key behind a public `/images/…` path, or null when the path does not name a picture of the store. */
  resolve: (publicPath: string) => string | null;
};

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Products are 4:5 portrait (like the product photos of fashion shops); subcategory cards are square. */
const ASPECT: Record<ImageKind, number> = { product: 5 / 4, subcategory: 1 };
const NAME = /^\/images\/([a-f0-9]{24})(-\d{2,4})?\.webp$/;
// Largest width first: each smaller width is resized from the previous one, which is cheaper.
const WIDTHS = [...IMAGE_WIDTHS].sort((a, b) => b - a);

/** Pictures under `images/` of the shop's storage; uploads never keep their original bytes or metadata. */
export function createImageStore(storage: Storage): ImageStore {
  const keyOf = (publicPath: string) => publicPath.slice(1);
  const put = (publicPath: string, webp: Buffer) => storage.put(keyOf(publicPath), webp, { contentType: 'image/webp' });

  /** Orients by EXIF, crops to the aspect of `kind` and writes every width; metadata is never copied. */
  async function store(image: ReturnType<typeof sharp>, kind: ImageKind): Promise<string> {
    const size = (w: number) => ({ width: w, height: Math.round(w * ASPECT[kind]) });
    let frame = await image
      .rotate()
      .resize({ ...size(WIDTHS[0]), fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new AppError(400, 'The image could not be read.');
      });
    const key = randomBytes(12).toString('hex');
    const publicPath = `/images/${key}.webp`;
    const writes: Promise<void>[] = [];
    for (const [i, w] of WIDTHS.entries()) {
      if (i > 0)
        frame = await sharp(frame.data, { raw: frame.info })
          .resize(size(w))
          .raw()
          .toBuffer({ resolveWithObject: true });
      const webp = await sharp(frame.data, { raw: frame.info }).webp({ quality: 80, effort: 2 }).toBuffer();
      writes.push(put(imageAtWidth(publicPath, w), webp));
      // The plain name is the largest width (see IMAGE_WIDTHS in the shared rules).
      if (i === 0) writes.push(put(publicPath, webp));
    }
    await Promise.all(writes);
    return publicPath;
  }

  return {
    storage,
    async saveImage(input, kind) {
      if (input.length > MAX_IMAGE_BYTES) throw new AppError(413, 'The image is larger than 10 MB.');
      // The header alone, with no pixel limit: a 50 000 × 50 000 picture is answered by its size below.
      const meta = await sharp(input, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
      if (!meta?.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
        throw new AppError(400, 'The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF).');
      if (meta.width * meta.height > MAX_IMAGE_PIXELS)
        throw new AppError(413, 'The image has more than 40 megapixels.');
      return store(sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }), kind);
    },
    saveArtwork: (svg, kind) => store(sharp(Buffer.from(svg)), kind),
    resolve(publicPath) {
      return NAME.test(publicPath) ? keyOf(publicPath) : null;
    },
  };
}
