import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inflate } from 'fflate';

// A zip of pictures is read from its central directory (names and declared sizes, nothing inflated),
// and each picture is inflated on its own when it is needed, in slices that let other requests run,
// counting the bytes that really come out: a declared size can lie, a bomb stops at the cap.

export type ZipEntry = {
  path: string;
  /** The uncompressed size the archive declares. */
  size: number;
  compressedSize: number;
  method: number;
  localOffset: number;
  isEncrypted: boolean;
};

export class ZipFormatError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// Deflate turns 16 KB into at most ~16 MB: a slice never overshoots the cap by much.
const SLICE = 16 * 1024;

/** The entries of a zip's central directory; at most `maxEntries`, else null. Throws ZipFormatError when it is no zip. */
export function listZipEntries(zip: Buffer, maxEntries: number): ZipEntry[] | null {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  if (end < 0) throw new ZipFormatError('no end of central directory');
  const total = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  // ZIP64 (more than 65 535 entries or 4 GB) is far beyond what an import takes.
  if (total === 0xffff || offset === 0xffffffff) return null;
  if (total > maxEntries) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < total; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipFormatError('bad central directory');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      path: name.toString(flags & 0x800 ? 'utf8' : 'latin1'),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      isEncrypted: (flags & 1) === 1,
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The bytes of one entry, inflated in slices (yielding to other work between them); null when it
 * holds more than `maxBytes` (inflating stops there), is encrypted or uses a method other than
 * stored or deflate.
 */
export async function readZipEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): Promise<Buffer | null> {
  if (entry.isEncrypted || (entry.method !== 0 && entry.method !== 8)) return null;
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipFormatError('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > maxBytes ? null : Buffer.from(data);
  const parts: Uint8Array[] = [];
  let size = 0;
  let isTooLarge = false;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > maxBytes) isTooLarge = true;
    else parts.push(chunk);
  });
  try {
    for (let from = 0; from < data.length && !isTooLarge; from += SLICE) {
      inflate.push(data.subarray(from, from + SLICE), from + SLICE >= data.length);
      await nextTurn();
    }
  } catch {
    throw new ZipFormatError('bad deflate data');
  }
  return isTooLarge ? null : Buffer.concat(parts);
}
