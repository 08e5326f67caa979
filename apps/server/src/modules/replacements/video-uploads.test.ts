import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, videoUploads } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser } from '../../test/fixtures.ts';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveredDaysAgo, tinyMp4, tusClient } from './replacement-test-helpers.ts';
import { startVideoCleanupJob } from './video-cleanup.job.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The bounds on shoppers' video uploads, on one kind of storage (the disk, or an S3 bucket). */
function describeUploadBounds(kind: 'disk' | 's3') {
  describe(`video uploads on ${kind}`, () => {
    let peer: S3Peer | undefined;
    let t: TestApp;
    let base: string;

    beforeAll(async () => {
      if (kind === 's3') peer = await startS3Peer();
      t = await createTestApp(peer?.env ?? {});
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      // Refused uploads leave the test client's keep-alive sockets mid-body; nothing is in flight now.
      t?.app.server.closeAllConnections();
      await t?.close();
      await peer?.close();
    });

    /** A shopper with a delivered order, and a tus client signed in as them. */
    async function shopperWithOrder() {
      const shopper = await createUser(t.app, t.database.db);
      const product = await createProduct(t.database.db, { size: 'M' });
      const order = await createOrder(t.database.db, {
        userId: shopper.id,
        items: [{ productId: product.id, quantity: 1, price: 99_900 }],
      });
      await deliveredDaysAgo(t.database.db, order.id, 1);
      return { shopper, orderId: order.id, tus: tusClient(base, shopper.token) };
    }
    const idOf = (location: string) => location.split('/').pop() ?? '';
    /** What the storage holds of an upload (its bytes and tus's bookkeeping). */
    async function storedKeys(id: string) {
      const keys: string[] = [];
      for await (const o of t.storage.list('replacement-videos/'))
        if (o.key.startsWith(`replacement-videos/${id}`)) keys.push(o.key);
      return keys;
    }
    const cleanup = () => startVideoCleanupJob({ videos: t.modules.replacements.videos, log: t.app.log }).runOnce();
    const backdate = (id: string, column: 'createdAt' | 'finishedAt', hours: number) =>
      t.database.db
        .update(videoUploads)
        .set({ [column]: new Date(Date.now() - hours * HOUR_MS) })
        .where(eq(videoUploads.id, id));

    it('refuses a fourth unfinished upload with a clear message, and takes one again once one finishes', async () => {
      const { orderId, tus } = await shopperWithOrder();
      const video = tinyMp4();
      const created = [];
      for (let i = 0; i < 3; i++) {
        const res = await tus.create(orderId, video.length);
        expect(res.status).toBe(201);
        const expires = Date.parse(res.headers.get('upload-expires') ?? '');
        expect(Math.abs(expires - (Date.now() + 24 * HOUR_MS))).toBeLessThan(5 * 60 * 1000);
        created.push(res.headers.get('location') ?? '');
      }
      const fourth = await tus.create(orderId, video.length);
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await fourth.json()).toEqual({
        message:
          'You already have 3 videos uploading. Finish one of them, or wait a day for them to expire, before starting another.',
      });
      expect(await storedKeys(idOf(fourth.headers.get('location') ?? 'none'))).toEqual([]);

      // Another shopper is not held back by this one's uploads.
      const other = await shopperWithOrder();
      expect((await other.tus.create(other.orderId, video.length)).status).toBe(201);

      expect((await tus.patch(created[0], 0, video)).status).toBe(204);
      const again = await tus.create(orderId, video.length);
      expect(again.status).toBe(201);
      expect((await tus.create(orderId, video.length)).status).toBe(429);

      // Ending an upload (the shopper picked another file) frees its place and deletes what it held.
      expect((await other.tus.remove(created[1])).status).toBe(404);
      const ended = await tus.remove(created[1]);
      expect(ended.status).toBe(204);
      expect((await tus.head(created[1])).status).toBe(404);
      expect(await storedKeys(idOf(created[1]))).toEqual([]);
      expect((await tus.create(orderId, video.length)).status).toBe(201);
    });

    it('refuses an expired upload, and the cleanup job deletes it and frees its place', async () => {
      const { orderId, tus } = await shopperWithOrder();
      const video = tinyMp4(1000);
      const locations = [];
      for (let i = 0; i < 3; i++)
        locations.push((await tus.create(orderId, video.length)).headers.get('location') ?? '');
      const expired = locations[0];
      expect((await tus.patch(expired, 0, video.subarray(0, 100))).status).toBe(204);
      await backdate(idOf(expired), 'createdAt', 25);

      const late = await tus.patch(expired, 100, video.subarray(100));
      expect(late.status).toBe(410);
      expect(await late.json()).toEqual({ message: 'This upload has expired. Please upload the video again.' });
      // An expired upload no longer counts against the three.
      const fresh = await tus.create(orderId, video.length);
      expect(fresh.status).toBe(201);

      expect(await storedKeys(idOf(expired))).not.toEqual([]);
      expect((await cleanup()).removed).toBe(1);
      expect(await storedKeys(idOf(expired))).toEqual([]);
      expect((await tus.head(expired)).status).toBe(404);
      expect(
        await t.database.db
          .select()
          .from(videoUploads)
          .where(eq(videoUploads.id, idOf(expired))),
      ).toEqual([]);
      // The uploads still within their day are untouched.
      for (const location of [...locations.slice(1), fresh.headers.get('location') ?? ''])
        expect((await tus.head(location)).status).toBe(200);
    });

    it('deletes a finished upload never attached to a request a day on, and keeps the attached one', async () => {
      const { shopper, orderId, tus } = await shopperWithOrder();
      const attachedId = await tus.upload(orderId, tinyMp4(2000));
      const unusedId = await tus.upload(orderId, tinyMp4(3000));
      const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/replacements',
        headers: shopper.headers,
        payload: {
          orderId,
          reason: 'DAMAGED',
          note: 'Torn seam',
          videoId: attachedId,
          items: [{ orderItemId: line.id, quantity: 1, wantedProductId: line.productId }],
        },
      });
      expect(made.statusCode).toBe(201);
      // The video of a request cannot be ended by the shopper.
      expect((await tus.remove(`/api/replacements/uploads/${attachedId}`)).status).toBe(404);
      await backdate(attachedId, 'finishedAt', 25);
      await backdate(unusedId, 'finishedAt', 23);

      expect((await cleanup()).removed).toBe(0);
      expect(await storedKeys(unusedId)).not.toEqual([]);

      await backdate(unusedId, 'finishedAt', 25);
      expect((await cleanup()).removed).toBe(1);
      expect(await storedKeys(unusedId)).toEqual([]);
      expect(await t.storage.exists(`replacement-videos/${attachedId}`)).toBe(true);
      const link = await t.app.inject({
        url: `/api/replacements/${made.json()._id}/video-link`,
        headers: shopper.headers,
      });
      const played = await fetch(`${base}${link.json().url}`);
      expect(played.status).toBe(200);
      expect(Buffer.from(await played.arrayBuffer()).equals(tinyMp4(2000))).toBe(true);
    });
  });
}

describeUploadBounds('disk');
describeUploadBounds('s3');
