import { describe, expect, it } from 'vitest';
import { canRequestReplacement, replacementDeadline, sniffVideo } from './replacement.rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const deliveredAt = new Date('2026-11-10T09:30:00Z');
const at = (ms: number) => new Date(deliveredAt.getTime() + ms);

describe('the replacement window', () => {
  it('is open until 7 days after delivery and closed after', () => {
    const order = { orderStatus: 'DELIVERED', deliveredAt };
    expect(canRequestReplacement(order, at(6 * DAY))).toBe(true);
    expect(canRequestReplacement(order, at(7 * DAY))).toBe(true);
    expect(canRequestReplacement(order, at(7 * DAY + 1000))).toBe(false);
    expect(canRequestReplacement(order, at(8 * DAY))).toBe(false);
    expect(replacementDeadline(deliveredAt).toISOString()).toBe('2026-11-17T09:30:00.000Z');
  });

  it('is closed for an order not delivered, or without a delivery time', () => {
    expect(canRequestReplacement({ orderStatus: 'DISPATCHED', deliveredAt }, at(DAY))).toBe(false);
    expect(canRequestReplacement({ orderStatus: 'DELIVERED', deliveredAt: null }, at(DAY))).toBe(false);
  });
});

describe('the video type from its bytes', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));
  it('knows MP4, MOV and WebM headers and nothing else', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('video/mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]))).toBe('video/webm');
    expect(sniffVideo(bytes('Hello, I am text!'))).toBeNull();
    expect(sniffVideo(bytes([0, 0, 0, 0x18], 'ftyp'))).toBeNull();
  });
});
