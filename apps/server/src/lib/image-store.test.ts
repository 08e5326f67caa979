import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_WIDTHS, imageAtWidth } from '@nidra/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createImageStore, type ImageStore, MAX_IMAGE_BYTES } from './image-store.ts';
import { createDiskStorage } from './storage/disk-storage.ts';

let store: ImageStore;
let dataDir: string;
/** The file of a public path: pictures stay under DATA_DIR/images on disk. */
const fileOf = (publicPath: string) => path.join(dataDir, store.resolve(publicPath)!);
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-images-'));
  store = createImageStore(createDiskStorage(dataDir));
});

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** A JPEG stored sideways, left half red and right half blue, whose EXIF says "rotate 90° clockwise". */
async function sidewaysJpeg(): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 800, height: 400, channels: 3, background: '#fff' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 400, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'camera owner', Make: 'PhoneCam' } } })
    .toBuffer();
}

/** A PNG that declares its size (IHDR) over one empty row of data: what a decompression bomb's header looks like. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image store', () => {
  it('rejects a text file with 400', async () => {
    const err = await rejection(store.saveImage(Buffer.from('hello, I am not a picture'), 'product'));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/not a supported image/);
  });

  it('rejects an SVG upload (only raster formats are accepted)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await rejection(store.saveImage(svg, 'product'))).status).toBe(400);
  });

  it('rejects files over 10 MB and pictures over 40 megapixels with 413', async () => {
    expect((await rejection(store.saveImage(Buffer.alloc(MAX_IMAGE_BYTES + 1), 'product'))).status).toBe(413);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const err = await rejection(store.saveImage(huge, 'product'));
    expect(err.status).toBe(413);
    expect(err.message).toMatch(/megapixels/);
  });

  it('answers a 50 000 × 50 000 PNG with the megapixel message, from its header alone', async () => {
    const err = await rejection(store.saveImage(pngHeaderOnly(50_000, 50_000), 'product'));
    expect(err.status).toBe(413);
    expect(err.message).toBe('The image has more than 40 megapixels.');
  });

  it('writes every width as WebP at 4:5, oriented upright, without metadata', async () => {
    const saved = await store.saveImage(await sidewaysJpeg(), 'product');
    expect(saved).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
    for (const w of IMAGE_WIDTHS) {
      const meta = await sharp(readFileSync(fileOf(imageAtWidth(saved, w)))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, (w * 5) / 4]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const largest = readFileSync(fileOf(saved));
    expect(largest.equals(readFileSync(fileOf(imageAtWidth(saved, 960))))).toBe(true);
    // Rotated upright, the red left half is now on top and the blue half at the bottom.
    const { data, info } = await sharp(largest).raw().toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [
      ...data.subarray((y * info.width + 480) * info.channels, (y * info.width + 480) * info.channels + 3),
    ];
    expect(pixel(100)[0]).toBeGreaterThan(200);
    expect(pixel(100)[2]).toBeLessThan(60);
    expect(pixel(1100)[2]).toBeGreaterThan(200);
  });

  it('crops subcategory pictures square and gives every picture a new random name', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: '#7d5bb8' } })
      .png()
      .toBuffer();
    const a = await store.saveImage(png, 'subcategory');
    const b = await store.saveImage(png, 'subcategory');
    expect(a).not.toBe(b);
    const meta = await sharp(fileOf(imageAtWidth(a, 480))).metadata();
    expect([meta.width, meta.height]).toEqual([480, 480]);
  });

  it('resolves only its own file names, inside its folder', () => {
    const key = store.resolve('/images/0123456789abcdef01234567-240.webp');
    expect(key).toBe('images/0123456789abcdef01234567-240.webp');
    for (const bad of [
      '/images/../jwt-secret',
      '/images/x.webp',
      '/etc/passwd',
      '/images/0123456789abcdef01234567.png',
    ])
      expect(store.resolve(bad)).toBeNull();
  });
});
