import path from 'node:path';
import { messages } from '@nidra/shared/messages';
import type { FastifyRequest } from 'fastify';
import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/errors.ts';
import { MAX_IMAGE_BYTES } from '../../lib/image-store.ts';

/** The CSV file and, optionally, a zip of pictures, as sent to the import. */
export type ImportUpload = { csv: string; zip?: Buffer };

const MAX_CSV_BYTES = 20 * 1024 * 1024;
const MAX_ZIP_BYTES = 100 * 1024 * 1024;
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i;

/** Reads the multipart fields `file` (the CSV) and `images` (a zip); anything else is ignored. */
export async function readImportUpload(req: FastifyRequest): Promise<ImportUpload> {
  if (!req.isMultipart()) throw badRequest('Send the CSV file as a form upload.');
  let csv: string | undefined;
  let zip: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_ZIP_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file') {
        if (data.length > MAX_CSV_BYTES) throw new AppError(413, 'The CSV file is larger than 20 MB.');
        csv = data.toString('utf8');
      } else if (part.fieldname === 'images' && data.length > 0) zip = data;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'The zip of pictures is larger than 100 MB.');
    throw badRequest(messages.malformedForm);
  }
  if (csv === undefined) throw badRequest('Choose a CSV file.');
  return { csv, zip };
}

/** Picture files of a zip by their base name (folders ignored), sizes checked before anything is inflated. */
export function zipImageNames(zip: Buffer | undefined): { names: Set<string>; tooLarge: Set<string> } {
  const names = new Set<string>();
  const tooLarge = new Set<string>();
  if (!zip) return { names, tooLarge };
  try {
    unzipSync(new Uint8Array(zip), {
      filter: (f) => {
        const name = path.posix.basename(f.name);
        if (!IMAGE_NAME.test(name) || name.startsWith('.')) return false;
        names.add(name);
        if (f.originalSize > MAX_IMAGE_BYTES) tooLarge.add(name);
        return false;
      },
    });
  } catch {
    throw badRequest('The pictures file is not a zip archive.');
  }
  return { names, tooLarge };
}

/** Inflates the named pictures of the zip (each at most MAX_IMAGE_BYTES), by base name. */
export function unzipImages(zip: Buffer | undefined, wanted: Set<string>): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (!zip || wanted.size === 0) return found;
  const files = unzipSync(new Uint8Array(zip), {
    filter: (f) => wanted.has(path.posix.basename(f.name)) && f.originalSize <= MAX_IMAGE_BYTES,
  });
  for (const [name, data] of Object.entries(files)) found.set(path.posix.basename(name), Buffer.from(data));
  return found;
}
