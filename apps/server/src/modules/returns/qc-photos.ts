import { messages } from '@nidra/shared';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import { canAddQcPhotos, QC_PHOTO_LIMIT, QC_PHOTO_TYPES } from '@nidra/shared/returns/return.rules';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { deleteImageFiles, saveProductUploads } from '../admin/product-image-files.ts';
import type { ReturnsRepository } from './returns.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPES: readonly string[] = QC_PHOTO_TYPES;

/** Reads the `photos` files of a multipart form: JPEG, PNG or WebP by their declared type (the content is checked when stored). */
export async function readQcPhotos(req: FastifyRequest): Promise<Buffer[]> {
  if (!req.isMultipart()) throw badRequest(messages.malformedForm);
  const photos: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'photos') continue;
      if (!TYPES.includes(part.mimetype)) throw badRequest(returnMessages.returnQcPhotoType);
      const buffer = await part.toBuffer();
      if (buffer.length === 0) continue;
      if (photos.length === QC_PHOTO_LIMIT) throw badRequest(returnMessages.returnQcPhotosTooMany);
      photos.push(buffer);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, messages.tooManyFormParts);
    throw badRequest(messages.malformedForm);
  }
  if (photos.length === 0) throw badRequest(returnMessages.returnQcPhotoType);
  return photos;
}

/**
 * Quality-check photos (ADR 0027): re-encoded and stored through the image store like product pictures,
 * kept on the request (`qc_photos`) while its check is pending; at most QC_PHOTO_LIMIT per request.
 */
export function createQcPhotos({
  ctx,
  repo,
  images,
}: {
  ctx: AppContext;
  repo: ReturnsRepository;
  images: ImageStore;
}) {
  /** 404 unknown, 409 past the check, 400 over the limit; `adding` photos more. */
  function check(request: { status: string; qcPhotos: string[] } | null, adding: number) {
    if (!request) throw notFound(returnMessages.returnNotFound);
    if (!canAddQcPhotos(request.status)) throw conflict(returnMessages.returnWrongStep);
    if (request.qcPhotos.length + adding > QC_PHOTO_LIMIT) throw badRequest(returnMessages.returnQcPhotosTooMany);
  }
  return {
    async add(id: string, photos: Buffer[]): Promise<void> {
      if (!UUID.test(id)) throw notFound(returnMessages.returnNotFound);
      // Checked before decoding (no work for a request that cannot take them), and again under the lock.
      check((await repo.findListRow(id))?.request ?? null, photos.length);
      const saved = (await saveProductUploads(images, { images: photos }, ctx.log)).extra;
      try {
        await ctx.db.transaction(async (tx) => {
          const request = await repo.lockRequest(tx, id);
          check(request, saved.length);
          await repo.updateRequest(tx, id, { qcPhotos: [...(request?.qcPhotos ?? []), ...saved] });
        });
      } catch (err) {
        await deleteImageFiles(images, saved, ctx.log);
        throw err;
      }
      ctx.cache.invalidate();
    },
  };
}

export type QcPhotos = ReturnType<typeof createQcPhotos>;
