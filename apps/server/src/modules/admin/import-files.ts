import path from 'node:path';
import type { CsvEncoding } from '@nidra/shared/csv/csv-encoding.rules';
import { importEncoding } from '@nidra/shared/csv/import.schema';
import { messages } from '@nidra/shared/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { MAX_IMAGE_BYTES } from '../../lib/image-store.ts';
import { listZipEntries, readZipEntry, type ZipEntry, ZipFormatError } from '../../lib/zip-reader.ts';

/** The CSV file's bytes, the encoding the admin chose and, optionally, a zip of pictures. */
export type ImportUpload = { csv: Buffer; encoding: CsvEncoding; zip?: Buffer };

const MAX_CSV_BYTES = 20 * 1024 * 1024;
const MAX_ZIP_BYTES = 100 * 1024 * 1024;
/** Files in the zip (pictures, folders and anything else), and what its pictures may add up to unpacked. */
export const MAX_ZIP_ENTRIES = 10_000;
export const MAX_ZIP_UNPACKED_MB = 1024;
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i;

/** Reads the multipart fields `file` (the CSV), `images` (a zip) and `encoding`; anything else is ignored. */
export async function readImportUpload(req: FastifyRequest): Promise<ImportUpload> {
  if (!req.isMultipart()) throw badRequest('Send the CSV file as a form upload.');
  let csv: Buffer | undefined;
  let zip: Buffer | undefined;
  let encoding: CsvEncoding = 'utf-8';
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_ZIP_BYTES, files: 2 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'encoding') continue;
        const chosen = importEncoding.safeParse(part.value);
        if (!chosen.success) throw badRequest(messages.malformedForm);
        encoding = chosen.data;
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === 'file') {
        if (data.length > MAX_CSV_BYTES) throw new AppError(413, 'The CSV file is larger than 20 MB.');
        csv = data;
      } else if (part.fieldname === 'images' && data.length > 0) zip = data;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'The zip of pictures is larger than 100 MB.');
    throw badRequest(messages.malformedForm);
  }
  if (csv === undefined) throw badRequest('Choose a CSV file.');
  return { csv, encoding, zip };
}

/** What a picture cell finds in the zip: its entry, nothing, or several files of that name. */
export type PictureMatch = { entry: ZipEntry } | { missing: true } | { repeated: number };

export type ZipPictures = {
  /** A cell names a picture by its path in the zip, or by its bare name when that name is in one folder only. */
  find: (cell: string) => PictureMatch;
  /** The bytes of a picture (at most MAX_IMAGE_BYTES, counted as it inflates), or null when larger. */
  read: (entry: ZipEntry) => Promise<Buffer | null>;
};

/**
 * The pictures of an import's zip, listed from its central directory (nothing inflated): at most
 * MAX_ZIP_ENTRIES files whose pictures add up to at most MAX_ZIP_UNPACKED_MB, else 413.
 */
export function zipPictures(zip: Buffer | undefined): ZipPictures {
  const byPath = new Map<string, ZipEntry>();
  const byName = new Map<string, ZipEntry[]>();
  let entries: ZipEntry[] | null = [];
  try {
    entries = zip ? listZipEntries(zip, MAX_ZIP_ENTRIES) : [];
  } catch (err) {
    if (err instanceof ZipFormatError || err instanceof RangeError) throw badRequest(messages.importNotZip);
    throw err;
  }
  if (!entries) throw new AppError(413, messages.importZipTooManyEntries(MAX_ZIP_ENTRIES));
  let unpacked = 0;
  for (const entry of entries) {
    const name = path.posix.basename(entry.path);
    if (entry.path.endsWith('/') || !IMAGE_NAME.test(name) || name.startsWith('.')) continue;
    if (entry.path.startsWith('__MACOSX/')) continue; // the resource forks a Mac adds
    unpacked += entry.size;
    byPath.set(entry.path, entry);
    const same = byName.get(name);
    if (same) same.push(entry);
    else byName.set(name, [entry]);
  }
  if (unpacked > MAX_ZIP_UNPACKED_MB * 1024 * 1024)
    throw new AppError(413, messages.importZipTooLarge(MAX_ZIP_UNPACKED_MB));
  return {
    find(cell) {
      const exact = byPath.get(cell.replace(/^\.\//, ''));
      if (exact) return { entry: exact };
      const named = cell.includes('/') ? undefined : byName.get(cell);
      if (!named) return { missing: true };
      return named.length === 1 ? { entry: named[0] } : { repeated: named.length };
    },
    async read(entry) {
      if (!zip || entry.size > MAX_IMAGE_BYTES) return null;
      try {
        return await readZipEntry(zip, entry, MAX_IMAGE_BYTES);
      } catch (err) {
        if (err instanceof ZipFormatError || err instanceof RangeError) throw badRequest(messages.importNotZip);
        throw err;
      }
    },
  };
}
