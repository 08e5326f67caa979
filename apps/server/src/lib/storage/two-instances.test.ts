import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/index.ts';
import { deliveredDaysAgo, tinyMp4, tusClient } from '../../modules/replacements/replacement-test-helpers.ts';
import {
  bearer,
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  pngImage,
  type TestUser,
} from '../../test/fixtures.ts';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Two instances as two machines run them: each its own DATA_DIR, one database, one bucket.
let peer: S3Peer;
let a: TestApp;
let b: TestApp;
let base: { a: string; b: string };
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  peer = await startS3Peer();
  a = await createTestApp(peer.env);
  b = await createTestApp(peer.env, undefined, { database: a.database });
  base = {
    a: await a.app.listen({ port: 0, host: '127.0.0.1' }),
    b: await b.app.listen({ port: 0, host: '127.0.0.1' }),
  };
  admin = await createUser(a.app, a.database.db, 'admin');
  shopper = await createUser(a.app, a.database.db);
  await createSubcategory(a.database.db, 'Nightwear', 'Shrugs');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await peer?.close();
});

/** Files an instance wrote into its own DATA_DIR (nothing is kept there but the outbox and the key). */
const localFiles = (t: TestApp, folder: string) =>
  existsSync(path.join(t.env.DATA_DIR, folder)) ? readdirSync(path.join(t.env.DATA_DIR, folder)) : [];

describe('two instances sharing one bucket', () => {
  it('serves a picture uploaded through the admin form on one from the other, with the same headers', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      productName: 'Moonlit Cotton Nighty',
      category: 'Nightwear',
      subcategory: 'Shrugs',
      MRP: '1499',
      sellingPrice: '1199',
      actualPrice: '420',
    }))
      form.append(k, v);
    form.append('displayImage', new Blob([new Uint8Array(await pngImage(300, 375))], { type: 'image/png' }), 'p.png');
    const created = await fetch(`${base.a}/api/add-product`, {
      method: 'POST',
      headers: bearer(admin.token),
      body: form,
    });
    expect(created.status).toBe(201);
    const picture = ((await created.json()) as { displayImage: string }).displayImage;
    expect(picture).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);

    const fromA = await fetch(`${base.a}${picture.replace('.webp', '-240.webp')}`);
    const fromB = await fetch(`${base.b}${picture.replace('.webp', '-240.webp')}`);
    for (const res of [fromA, fromB]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    // A cache that holds the picture asks again with its ETag and gets 304 from either instance.
    const etag = fromB.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${base.a}${picture.replace('.webp', '-240.webp')}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(localFiles(a, 'images')).toEqual([]);
  });

  it('downloads from one instance the invoice PDF the other generated', async () => {
    const product = await createProduct(a.database.db);
    const order = await createOrder(a.database.db, {
      userId: shopper.id,
      items: [{ productId: product.id, quantity: 1, price: 99_900 }],
    });
    await a.modules.invoices.issueInvoice(order.id, { awaitPdf: true });
    const [row] = await a.database.db.select().from(orders).where(eq(orders.id, order.id));
    const res = await fetch(`${base.b}/api/invoice/download/${shopper.id}/${row.invoicePdfPath}`, {
      headers: bearer(shopper.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(localFiles(a, 'invoices')).toEqual([]);
  });

  it('completes a replacement video whose chunks alternate between the instances, and plays it from both', async () => {
    const product = await createProduct(a.database.db, { size: 'M', quantity: 3 });
    const order = await createOrder(a.database.db, {
      userId: shopper.id,
      items: [{ productId: product.id, quantity: 1, price: 99_900 }],
    });
    await deliveredDaysAgo(a.database.db, order.id, 1);
    const video = tinyMp4(1_500_000);
    const clients = [tusClient(base.a, shopper.token), tusClient(base.b, shopper.token)];
    const created = await clients[0].create(order.id, video.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const chunk = 400_000;
    for (let offset = 0, i = 1; offset < video.length; offset += chunk, i++) {
      const client = clients[i % 2];
      // Each instance sees the offset the other left.
      expect((await client.head(location)).headers.get('upload-offset')).toBe(String(offset));
      const sent = await client.patch(location, offset, video.subarray(offset, offset + chunk));
      expect(sent.status).toBe(204);
    }
    const [line] = await a.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const made = await b.app.inject({
      method: 'POST',
      url: '/api/replacements',
      headers: shopper.headers,
      payload: {
        orderId: order.id,
        reason: 'DAMAGED',
        note: '',
        videoId: location.split('/').pop(),
        items: [{ orderItemId: line.id, quantity: 1, wantedProductId: product.id }],
      },
    });
    expect(made.statusCode).toBe(201);
    const link = (
      await a.app.inject({ url: `/api/replacements/${made.json()._id}/video-link`, headers: shopper.headers })
    ).json().url as string;
    for (const at of [base.a, base.b]) {
      const whole = await fetch(`${at}${link}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
      const part = await fetch(`${at}${link}`, { headers: { range: 'bytes=1000-1999' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);
    }
    expect(localFiles(a, 'replacement-videos')).toEqual([]);
    expect(localFiles(b, 'replacement-videos')).toEqual([]);
  });
});
