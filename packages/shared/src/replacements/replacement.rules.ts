/** Refund policy: a replacement may be asked for within 7 days of delivery, against an unboxing video. */
export const REPLACEMENT_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a shopper may ask a replacement for: the refund policy replaces damaged or defective pieces
 * only (a size that does not fit is an exchange, not a replacement).
 */
export const REPLACEMENT_REASONS = ['DAMAGED', 'DEFECTIVE'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];
/** Reasons older requests were stored with before the policy's wording was applied; read, never accepted. */
export const RECORDED_REPLACEMENT_REASONS = [...REPLACEMENT_REASONS, 'WRONG_SIZE', 'WRONG_ITEM', 'QUALITY'] as const;
export type RecordedReplacementReason = (typeof RECORDED_REPLACEMENT_REASONS)[number];

export const REPLACEMENT_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'SHIPPED'] as const;
export type ReplacementStatus = (typeof REPLACEMENT_STATUSES)[number];

/** The last moment a request is accepted: 7 × 24 hours after the order was marked delivered. */
export function replacementDeadline(deliveredAt: Date | string): Date {
  return new Date(new Date(deliveredAt).getTime() + REPLACEMENT_WINDOW_DAYS * DAY_MS);
}

/** A DELIVERED order may ask for a replacement until its deadline (inclusive). */
export function canRequestReplacement(
  order: { orderStatus: string; deliveredAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (order.orderStatus !== 'DELIVERED' || !order.deliveredAt) return false;
  return now.getTime() <= replacementDeadline(order.deliveredAt).getTime();
}

/** The unboxing video: at most 200 MB, one of these containers. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** Unfinished video uploads one shopper may have at a time; a further one is refused until one ends. */
export const VIDEO_UNFINISHED_MAX = 3;

/** An upload expires this long after it starts; a finished one not attached to a request is deleted this long after it finished. */
export const VIDEO_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
/** What the file picker offers; the server decides from the file's bytes, never from its name. */
export const VIDEO_ACCEPT = '.mp4,.mov,.webm,video/mp4,video/quicktime,video/webm';
/** How many leading bytes `sniffVideo` needs. */
export const VIDEO_SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The container from the file's first bytes (magic numbers): an ISO media file starts with a box
 * whose type at bytes 4–8 is `ftyp` (brand `qt  ` is QuickTime/MOV, any other is MP4); WebM starts
 * with the EBML header 1A 45 DF A3. Anything else is null.
 */
export function sniffVideo(head: Uint8Array): VideoType | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return 'video/webm';
  if (head.length >= VIDEO_SNIFF_BYTES && ascii(head, 4, 8) === 'ftyp')
    return ascii(head, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  return null;
}
