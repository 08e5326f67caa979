import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.ts';
import { createStorage } from './create-storage.ts';
import { readAll, type Storage } from './storage.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nidra-storage-'));

let peer: S3Peer;
const drivers: Record<'disk' | 's3', { storage?: Storage; close?: () => void }> = { disk: {}, s3: {} };

beforeAll(async () => {
  peer = await startS3Peer();
  Object.assign(
    drivers.disk,
    createStorage({ DATA_DIR: dataDir(), S3_BUCKET: undefined, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'false' }),
  );
  Object.assign(drivers.s3, createStorage({ DATA_DIR: dataDir(), ...peer.env }));
});
afterAll(async () => {
  drivers.s3.close?.();
  await peer?.close();
});

// The same contract for both drivers: what one instance writes, any reader sees the same way.
describe.each(['disk', 's3'] as const)('%s storage', (kind) => {
  const store = () => drivers[kind].storage!;

  it('is the driver the settings ask for', () => {
    expect(store().kind).toBe(kind);
  });

  it('gives back what was put from a buffer, with its size and content type', async () => {
    const bytes = randomBytes(1000);
    await store().put('images/abc123.webp', bytes, { contentType: 'image/webp' });
    const got = await store().get('images/abc123.webp');
    expect(got).toMatchObject({ size: 1000, contentType: 'image/webp' });
    expect(got!.etag).not.toBe('');
    expect(Buffer.compare(await readAll(got!.body), bytes)).toBe(0);
  });

  it('stores a stream larger than one multipart part whole', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 13 }, (_, i) => bytes.subarray(i * 500_000, (i + 1) * 500_000));
    await store().put('replacement-videos/big', Readable.from(chunks), { contentType: 'video/mp4' });
    const info = await store().stat('replacement-videos/big');
    expect(info?.size).toBe(bytes.length);
    const got = await store().get('replacement-videos/big');
    expect(Buffer.compare(await readAll(got!.body), bytes)).toBe(0);
  });

  it('reads a byte range and still reports the whole size', async () => {
    await store().put('invoices/ORD1-range.pdf', Buffer.from('0123456789'), { contentType: 'application/pdf' });
    const got = await store().get('invoices/ORD1-range.pdf', { start: 2, end: 5 });
    expect(got?.size).toBe(10);
    expect((await readAll(got!.body)).toString()).toBe('2345');
  });

  it('says what is missing: null, false, and a delete that changes nothing', async () => {
    expect(await store().get('images/missing.webp')).toBeNull();
    expect(await store().stat('images/missing.webp')).toBeNull();
    expect(await store().exists('images/missing.webp')).toBe(false);
    await expect(store().delete('images/missing.webp')).resolves.toBeUndefined();
  });

  it('replaces an object on a second put and forgets it on delete', async () => {
    await store().put('invoices/ORD2-x.pdf', Buffer.from('first'), { contentType: 'application/pdf' });
    await store().put('invoices/ORD2-x.pdf', Buffer.from('second!'), { contentType: 'application/pdf' });
    expect((await readAll((await store().get('invoices/ORD2-x.pdf'))!.body)).toString()).toBe('second!');
    expect(await store().exists('invoices/ORD2-x.pdf')).toBe(true);
    await store().delete('invoices/ORD2-x.pdf');
    expect(await store().exists('invoices/ORD2-x.pdf')).toBe(false);
  });

  it('lists the objects under a prefix with their sizes', async () => {
    await store().put('listing/a/one.webp', Buffer.alloc(3), { contentType: 'image/webp' });
    await store().put('listing/a/two.webp', Buffer.alloc(5), { contentType: 'image/webp' });
    await store().put('listing/b/three.webp', Buffer.alloc(7), { contentType: 'image/webp' });
    const listed: { key: string; size: number }[] = [];
    for await (const entry of store().list('listing/a/')) listed.push(entry);
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'listing/a/one.webp', size: 3 },
      { key: 'listing/a/two.webp', size: 5 },
    ]);
  });

  it('refuses keys that could leave their folder before any I/O', async () => {
    for (const key of ['../jwt-secret', 'images/../../etc/passwd', '/images/a.webp', 'images//a', '.hidden'])
      await expect(store().get(key)).rejects.toThrow('Not a storage key');
  });
});
