import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * The smallest file the whole-file check accepts as MP4: an ftyp box (brand isom), a movie box and
 * the media data box holding `payloadBytes`.
 */
export function tinyMp4(payloadBytes = 64): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));
  return Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(payloadBytes, 7))]);
}

/** Marks an order DELIVERED `daysAgo` days ago (as the admin update would have, back then). */
export async function deliveredDaysAgo(db: Db, orderId: string, daysAgo: number) {
  await db
    .update(orders)
    .set({ orderStatus: 'DELIVERED', deliveredAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(orders.id, orderId));
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A minimal tus 1.0 client over fetch against a listening app: create, send bytes, ask the offset, end. */
export function tusClient(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  return {
    create: (orderId: string, length: number) =>
      fetch(`${base}/api/replacements/uploads`, {
        method: 'POST',
        headers: {
          ...headers,
          'upload-length': String(length),
          'upload-metadata': `orderId ${b64(orderId)},filename ${b64('unboxing.mp4')}`,
        },
      }),
    patch: (location: string, offset: number, body: Buffer) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        // A copy on its own ArrayBuffer: a body under the DOM's types too (the cluster test sends it).
        body: new Uint8Array(body),
      }),
    head: (location: string) => fetch(`${base}${location}`, { method: 'HEAD', headers }),
    remove: (location: string) => fetch(`${base}${location}`, { method: 'DELETE', headers }),
    /** Creates and sends the whole file; returns the upload id. */
    async upload(orderId: string, file: Buffer): Promise<string> {
      const created = await this.create(orderId, file.length);
      if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
      const location = created.headers.get('location') ?? '';
      const sent = await this.patch(location, 0, file);
      if (sent.status !== 204) throw new Error(`patch ${sent.status} ${await sent.text()}`);
      return location.split('/').pop() ?? '';
    },
  };
}
