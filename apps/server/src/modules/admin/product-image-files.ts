import { IMAGE_WIDTHS, imageAtWidth } from '@nidra/shared/catalogue/image.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from '../../lib/image-store.ts';

/** Product uploads as written to the image store; `written` lists every file path, for clean-up. */
export type SavedUploads = { display?: string; extra: string[]; written: string[] };

/**
 * Removes the files behind public image paths: the plain name and every stored width. The database
 * is already right when this runs, so a failure is logged, never thrown; a file already gone is fine.
 */
export async function deleteImageFiles(images: ImageStore, paths: string[], log: FastifyBaseLogger): Promise<void> {
  const keys = paths
    .flatMap((p) => [p, ...IMAGE_WIDTHS.map((w) => imageAtWidth(p, w))])
    .flatMap((p) => images.resolve(p) ?? []);
  await Promise.all(
    keys.map((key) =>
      images.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'image file not removed')),
    ),
  );
}

/**
 * Re-encodes and stores the form's images in parallel. If any is refused, the ones already written
 * are removed before the error goes on, so a rejected form leaves no files behind.
 */
export async function saveProductUploads(
  images: ImageStore,
  form: { displayImage?: Buffer; images: Buffer[] },
  log: FastifyBaseLogger,
): Promise<SavedUploads> {
  const buffers = form.displayImage ? [form.displayImage, ...form.images] : form.images;
  const results = await Promise.allSettled(buffers.map((b) => images.saveImage(b, 'product')));
  const written = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = results.find((r) => r.status === 'rejected');
  if (refused) {
    await deleteImageFiles(images, written, log);
    throw refused.reason;
  }
  const [display, ...extra] = form.displayImage ? written : [undefined, ...written];
  return { display, extra: extra as string[], written };
}
