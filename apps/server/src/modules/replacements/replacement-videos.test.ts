import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { VIDEO_MAX_BYTES } from '@nidra/shared/replacements/replacement.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { deliveredDaysAgo, tinyMp4, tusClient } from './replacement-test-helpers.ts';

const t = useTestApp();
let base: string;
let shopper: TestUser;
let other: TestUser;
let orderId: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [shopper, other] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db)];
  const product = await createProduct(t.database.db, { size: 'M' });
  const order = await createOrder(t.database.db, {
    userId: shopper.id,
    items: [{ productId: product.id, quantity: 1, price: 99_900 }],
  });
  orderId = order.id;
  await deliveredDaysAgo(t.database.db, orderId, 1);
});

const stored = (id: string) => path.join(t.env.DATA_DIR, 'replacement-videos', id);
const sizeOnDisk = (id: string) => {
  try {
    return statSync(stored(id)).size;
  } catch {
    return -1;
  }
};
/** Waits for a condition the server brings about (a file growing), checking every few milliseconds. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the unboxing video upload', () => {
  it('needs a session', async () => {
    const res = await fetch(`${base}/api/replacements/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a text file renamed to .mp4 by its bytes, and deletes it', async () => {
    const tus = tusClient(base, shopper.token);
    const text = Buffer.from('These are not the bytes of a video, whatever the name says.\n');
    const created = await tus.create(orderId, text.length);
    const location = created.headers.get('location') ?? '';
    const res = await tus.patch(location, 0, text);
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'The video must be an MP4, MOV or WebM file.' });
    expect((await tus.head(location)).status).toBe(404);
  });

  it('answers tus with the security headers of every response', async () => {
    const created = await tusClient(base, shopper.token).create(orderId, 100);
    expect(created.status).toBe(201);
    expect(created.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts real MP4 and WebM recordings', async () => {
    const tus = tusClient(base, shopper.token);
    for (const name of ['recorded.mp4', 'recorded.webm']) {
      const file = readFileSync(new URL(`../../test/videos/${name}`, import.meta.url));
      expect(await tus.upload(orderId, file)).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('checks the whole file: an HTML page behind an MP4 header is refused at completion and deleted', async () => {
    const tus = tusClient(base, shopper.token);
    const attack = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\0\0isomiso2', 'latin1'),
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
    ]);
    const location = (await tus.create(orderId, attack.length)).headers.get('location') ?? '';
    const res = await tus.patch(location, 0, attack);
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'The video must be an MP4, MOV or WebM file.' });
    expect((await tus.head(location)).status).toBe(404);
    expect(sizeOnDisk(location.split('/').pop() ?? '')).toBe(-1);
  });

  it('answers protocol errors as JSON too', async () => {
    const res = await fetch(`${base}/api/replacements/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'upload-length': '100' },
    });
    expect(res.status).toBe(412);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'Tus-Resumable Required' });
    const missing = await tusClient(base, shopper.token).head(
      '/api/replacements/uploads/0123456789abcdef0123456789abcdef',
    );
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses more than 200 MB before any byte is sent', async () => {
    const res = await tusClient(base, shopper.token).create(orderId, VIDEO_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The video must be 200 MB or smaller.' });
  });

  it("hides a shopper's upload from another shopper", async () => {
    const tus = tusClient(base, shopper.token);
    const file = tinyMp4();
    const created = await tus.create(orderId, file.length);
    const location = created.headers.get('location') ?? '';
    const theirs = tusClient(base, other.token);
    expect((await theirs.head(location)).status).toBe(404);
    expect((await theirs.patch(location, 0, file)).status).toBe(404);
    expect((await tus.patch(location, 0, file)).status).toBe(204);
  });

  it('resumes after the connection drops half way, and the request takes the finished video', async () => {
    const tus = tusClient(base, shopper.token);
    const file = tinyMp4(3 * 1024 * 1024); // more than Fastify's 1 MB body limit
    const location = (await tus.create(orderId, file.length)).headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';

    // A phone loses its connection after sending part of the file.
    const dropped = http.request(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${shopper.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(file.length),
      },
    });
    dropped.on('error', () => {});
    dropped.write(file.subarray(0, 200 * 1024));
    await until(() => sizeOnDisk(id) > 0);
    dropped.destroy();

    const head = await tus.head(location);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(file.length);
    const rest = await tus.patch(location, offset, file.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(file.length);
    expect(readFileSync(stored(id)).equals(file)).toBe(true);

    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/replacements',
      headers: shopper.headers,
      payload: {
        orderId,
        reason: 'DAMAGED',
        note: 'Torn seam',
        videoId: id,
        items: [{ orderItemId: line.id, quantity: 1, wantedProductId: line.productId }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ videoType: 'video/mp4', videoSize: file.length });
  });
});
