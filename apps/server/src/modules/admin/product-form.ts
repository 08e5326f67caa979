import { type ProductFields, productFields } from '@nidra/shared/admin/admin.schema';
import { missingProductField } from '@nidra/shared/admin/product-form.rules';
import { messages } from '@nidra/shared/messages';
import { schemaIssueMessage } from '@nidra/shared/validation/issue-message';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

/** A product form as sent: text fields plus the uploaded files, still unchecked. */
export type ProductForm = { fields: Record<string, unknown>; displayImage?: Buffer; images: Buffer[] };

const FILE_FIELDS = new Set(['displayImage', 'imagesUrl', 'imagesUrl[]']);

/**
 * Reads a multipart form (files `displayImage` and repeated `imagesUrl`) or a JSON body. Files are
 * buffered so fields can be validated before any image is processed; @fastify/multipart stops a file
 * over its 10 MB limit, which becomes 413 with a message.
 */
export async function readProductForm(req: FastifyRequest): Promise<ProductForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
      throw badRequest('Expected a form or a JSON object');
    return { fields: { ...(body as Record<string, unknown> | undefined) }, images: [] };
  }
  const form: ProductForm = { fields: {}, images: [] };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!FILE_FIELDS.has(part.fieldname)) continue;
        if (buffer.length === 0) continue; // an empty file input
        if (part.fieldname === 'displayImage') form.displayImage = buffer;
        else form.images.push(buffer);
      } else if (!FILE_FIELDS.has(part.fieldname)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, messages.tooManyFormParts);
    // Anything else is broken framing (busboy's "Unexpected end of form", a malformed part header).
    throw badRequest(messages.malformedForm);
  }
  return form;
}

/**
 * Validates a product form with the shared `productFields`. Add: every field, defaults applied.
 * Edit: only the fields sent, so an availability change may send quantity alone.
 * A missing required field (the shared missingProductField) answers 'Please fill out the {field} field.'.
 */
export function parseProductFields(raw: Record<string, unknown>, mode: 'add'): ProductFields;
export function parseProductFields(raw: Record<string, unknown>, mode: 'edit'): Partial<ProductFields>;
export function parseProductFields(raw: Record<string, unknown>, mode: 'add' | 'edit'): Partial<ProductFields> {
  // The same rule as the browser's form, so both name the same field.
  const missing = missingProductField(raw, mode);
  if (missing) throw badRequest(messages.fillOutField(missing));
  const known = Object.fromEntries(Object.entries(raw).filter(([k]) => k in productFields.shape));
  const parsed = (mode === 'add' ? productFields : productFields.partial()).safeParse(known, {
    error: schemaIssueMessage,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidValue);
  if (mode === 'add') return parsed.data;
  // `partial()` still applies defaults; keep only what was sent.
  return Object.fromEntries(Object.entries(parsed.data).filter(([k]) => k in known)) as Partial<ProductFields>;
}
