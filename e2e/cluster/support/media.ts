import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { tusClient } from '../../../apps/server/src/modules/replacements/replacement-test-helpers.ts';
import { call, type Session } from './client.ts';

/** A real recording (Chromium's MediaRecorder): the server checks the whole container. */
export const recordedMp4 = () =>
  readFileSync(new URL('../../../apps/server/src/test/videos/recorded.mp4', import.meta.url));

type Category = { category: string; subcategories: { subcategory: string }[] };
export type NewProduct = { _id: string; displayImage: string };

/** A product added through the admin form's API (`POST /api/add-product`, multipart) on `base`, with a picture. */
export async function addProductWithPicture(base: string, admin: Session): Promise<NewProduct> {
  const { data: categories } = await call<Category[]>(base, '/api/categories');
  const category = categories.find((c) => c.subcategories.length > 0)!;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    productName: `Moonlit Cotton Nighty ${Date.now().toString(36)}`,
    category: category.category,
    subcategory: category.subcategories[0].subcategory,
    MRP: '1499',
    sellingPrice: '999',
    actualPrice: '420',
    quantity: '20',
    size: 'M',
    fabric: 'Cotton',
  }))
    form.append(k, v);
  const png = await sharp({ create: { width: 480, height: 600, channels: 3, background: '#7a568c' } })
    .png()
    .toBuffer();
  form.append('displayImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kaftan.png');
  const created = await call<NewProduct>(base, '/api/add-product', { method: 'POST', token: admin.token, body: form });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return created.data;
}

/** GETs `path` from each base directly; status, headers and bytes of each answer. */
export function fetchFromEach(bases: string[], path: string, headers: Record<string, string> = {}) {
  return Promise.all(
    bases.map(async (base) => {
      const res = await fetch(`${base}${path}`, { headers });
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    }),
  );
}

/**
 * Uploads `video` for the order over tus: created on the first base, then its chunks of `chunk`
 * bytes sent to the bases in turn, each first asked for the offset the other left. The upload id.
 */
export async function uploadAlternating(bases: string[], s: Session, orderId: string, video: Buffer, chunk: number) {
  const clients = bases.map((b) => tusClient(b, s.token));
  const created = await clients[0].create(orderId, video.length);
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') ?? '';
  const landed: number[] = [];
  for (let offset = 0, i = 1; offset < video.length; offset += chunk, i++) {
    const client = clients[i % clients.length];
    expect((await client.head(location)).headers.get('upload-offset')).toBe(String(offset));
    const sent = await client.patch(location, offset, video.subarray(offset, offset + chunk));
    expect(sent.status, await sent.clone().text()).toBe(204);
    landed.push(i % clients.length);
  }
  return { id: location.split('/').pop() ?? '', landed };
}
