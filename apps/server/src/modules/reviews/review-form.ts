import { messages, reviewMessages } from '@nidra/shared';
import { REVIEW_LIMITS } from '@nidra/shared/reviews/review.rules';
import { type ReviewFields, reviewFields } from '@nidra/shared/reviews/review.schema';
import { schemaIssueMessage } from '@nidra/shared/validation/issue-message';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

/**
 * Reads a review form: multipart (text fields and up to 3 `photos` files) or a JSON body without
 * photos. Fields are validated with the shared schema before any photo is decoded.
 */
export async function readReviewForm(req: FastifyRequest): Promise<{ fields: ReviewFields; photos: Buffer[] }> {
  const raw: Record<string, unknown> = {};
  const photos: Buffer[] = [];
  if (!req.isMultipart()) {
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(messages.malformedForm);
    Object.assign(raw, body);
  } else {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          if (part.fieldname !== 'photos' || buffer.length === 0) continue;
          if (photos.length === REVIEW_LIMITS.photos) throw badRequest(reviewMessages.tooManyPhotos);
          photos.push(buffer);
        } else raw[part.fieldname] = part.value;
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.imageTooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw new AppError(413, messages.tooManyFormParts);
      throw badRequest(messages.malformedForm);
    }
  }
  const parsed = reviewFields.safeParse(raw, { error: schemaIssueMessage });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidValue);
  return { fields: parsed.data, photos };
}
