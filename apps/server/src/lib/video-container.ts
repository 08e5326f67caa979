import type { VideoType } from '@nidra/shared/replacements/replacement.rules';
import { ByteWalker } from './byte-walker.ts';

// A video is judged by its whole container, not by its first bytes: "ftypisom" followed by an HTML
// page is not an MP4. The walk reads every top-level structure's header and skips its body, so a
// 200 MB file costs one pass of reading and a few kilobytes of memory.

/** Brands of the ftyp box that phones and cameras write for MP4, MOV and 3GP video. */
const ISO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'qt  ',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'mmp4',
  'MSNV',
  'dash',
]);
const MAX_FTYP_BYTES = 1024;
// Fragmented MP4 has a moof/mdat pair per fragment: a few hundred in a long video; far fewer otherwise.
const MAX_TOP_LEVEL = 100_000;

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const isFourCC = (bytes: Uint8Array) => bytes.every((b) => b >= 0x20 && b <= 0x7e);
const u32 = (b: Uint8Array, at = 0) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];

/** ISO base media (MP4, MOV): ftyp first with a known brand, box sizes that add up to the file, moov and mdat present. */
async function walkIsoMedia(w: ByteWalker, head: Uint8Array): Promise<VideoType | null> {
  const ftypSize = u32(head);
  if (ascii(head.subarray(4, 8)) !== 'ftyp' || ftypSize < 16 || ftypSize > MAX_FTYP_BYTES) return null;
  const body = await w.read(ftypSize - 8);
  if (!body) return null;
  const major = ascii(body.subarray(0, 4));
  const brands = [major];
  for (let at = 8; at + 4 <= body.length; at += 4) brands.push(ascii(body.subarray(at, at + 4)));
  if (!brands.some((b) => ISO_BRANDS.has(b))) return null;
  const seen = new Set<string>();
  for (let count = 0; !(await w.atEnd()); count++) {
    if (count > MAX_TOP_LEVEL) return null;
    const header = await w.read(8);
    if (!header || !isFourCC(header.subarray(4, 8))) return null;
    const type = ascii(header.subarray(4, 8));
    let size = u32(header);
    let headerBytes = 8;
    if (size === 1) {
      const large = await w.read(8);
      if (!large) return null;
      size = u32(large) * 2 ** 32 + u32(large, 4);
      headerBytes = 16;
    }
    seen.add(type);
    if (size === 0) {
      await w.drain(); // the last box runs to the end of the file
      break;
    }
    if (size < headerBytes || !(await w.skip(size - headerBytes))) return null;
  }
  if (!seen.has('moov') || !seen.has('mdat')) return null;
  return major === 'qt  ' ? 'video/quicktime' : 'video/mp4';
}

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer: an element ID (marker kept) or a data size (marker dropped, all ones = unknown). */
async function readVint(w: ByteWalker, isId: boolean): Promise<Vint | null> {
  const first = await w.read(1);
  if (!first || first[0] === 0) return null;
  const length = Math.clz32(first[0]) - 23;
  if (isId && length > 4) return null;
  const rest = length > 1 ? await w.read(length - 1) : new Uint8Array(0);
  if (!rest) return null;
  let value = isId ? first[0] : first[0] & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (const b of rest) {
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { value, length, unknown: !isId && allOnes };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
/** Children of a Segment: SeekHead, Info, Tracks, Cluster, Cues, Chapters, Tags, Attachments, Void, CRC-32. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  TRACKS,
  CLUSTER,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
  0xec,
  0xbf,
]);
/** Children of a Cluster, met directly when a recorder leaves the Cluster's size unknown. */
const CLUSTER_CHILDREN = new Set([0xe7, 0xa3, 0xa0, 0xab, 0xa7, 0x5854, 0xaf, 0xec, 0xbf]);

/** An EBML integer inside a buffer: its value (marker kept for IDs) and length; null past the end. */
function vintAt(bytes: Uint8Array, at: number, isId: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (!first) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = isId ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { value, length };
}

/** The DocType among the EBML header's children. */
function docTypeOf(body: Uint8Array): string | null {
  for (let at = 0; at < body.length; ) {
    const id = vintAt(body, at, true);
    const size = id && vintAt(body, at + id.length, false);
    if (!id || !size) return null;
    const start = at + id.length + size.length;
    if (id.value === DOC_TYPE) return ascii(body.subarray(start, start + size.value)).replace(/\0+$/, '');
    at = start + size.value;
  }
  return null;
}

/** WebM/Matroska: the EBML header with DocType webm or matroska, then a Segment whose elements fill the file. */
async function walkEbml(w: ByteWalker): Promise<VideoType | null> {
  const headerSize = await readVint(w, false);
  if (!headerSize || headerSize.unknown || headerSize.value > 1024) return null;
  const header = await w.read(headerSize.value);
  const docType = header && docTypeOf(header);
  if (docType !== 'webm' && docType !== 'matroska') return null;
  const segment = await readVint(w, true);
  const segmentSize = segment?.value === SEGMENT ? await readVint(w, false) : null;
  if (!segmentSize) return null;
  const end = segmentSize.unknown ? Number.POSITIVE_INFINITY : w.position + segmentSize.value;
  let hasTracks = false;
  let inOpenCluster = false;
  for (let count = 0; w.position < end && !(await w.atEnd()); count++) {
    if (count > MAX_TOP_LEVEL * 10) return null;
    const id = await readVint(w, true);
    const size = await readVint(w, false);
    if (!id || !size) return null;
    if (SEGMENT_CHILDREN.has(id.value)) {
      hasTracks ||= id.value === TRACKS;
      inOpenCluster = id.value === CLUSTER && size.unknown;
      if (inOpenCluster) continue;
    } else if (!(inOpenCluster && CLUSTER_CHILDREN.has(id.value))) return null;
    if (size.unknown || !(await w.skip(size.value))) return null;
  }
  if (!hasTracks || (Number.isFinite(end) && w.position !== end)) return null;
  return (await w.atEnd()) ? 'video/webm' : null;
}

/**
 * The type of a whole video file read as a stream of chunks: MP4 or MOV (ISO base media boxes) or
 * WebM (EBML), only when its structure holds from the first byte to the last; null for anything else.
 */
export async function checkVideoContainer(chunks: AsyncIterable<Uint8Array>): Promise<VideoType | null> {
  const w = new ByteWalker(chunks);
  try {
    const id = await w.read(4);
    if (!id) return null;
    if (u32(id) === EBML) return await walkEbml(w);
    const size = await w.read(4);
    return size ? await walkIsoMedia(w, new Uint8Array([...id, ...size])) : null;
  } finally {
    await w.close();
  }
}
