import { returnMessages } from '@nidra/shared/returns/return.messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, pngImage, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { askReturn, deliveredOrder, designInSizes, staff } from './returns-test-helpers.ts';

// Quality-check photos (ADR 0027): staff attach them while the check is pending, they are stored through
// the image store, listed on the request, and shown to the shopper only beside a rejection.
const t = useTestApp();
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [shopper, admin] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db, 'admin')];
});

async function upload(user: TestUser, id: string, files: { bytes: Buffer; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('photos', new Blob([new Uint8Array(f.bytes)], { type: f.type }), 'photo');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${id}/qc-photos`,
    headers: { ...user.headers, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

async function approvedReturn() {
  const { m } = await designInSizes(t);
  const { order, lineId } = await deliveredOrder(t, shopper, m.id);
  const id = (await askReturn(t, shopper, { orderId: order.id, items: [{ orderItemId: lineId, quantity: 1 }] })).json()
    ._id as string;
  expect((await staff(t, admin, id, 'approve', { pickup: 'SELF' })).statusCode).toBe(200);
  return id;
}

describe('quality-check photos', () => {
  it('are stored, listed on the request and shown to the shopper beside the rejection', async () => {
    const id = await approvedReturn();
    const png = await pngImage(80, 100);
    const res = await upload(admin, id, [
      { bytes: png, type: 'image/png' },
      { bytes: png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const photos: string[] = res.json().qcPhotos;
    expect(photos).toHaveLength(2);
    for (const p of photos) expect(p).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
    const picture = await t.app.inject({ url: photos[0] });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    // Listed on the staff's request; the shopper does not see them while the check is pending.
    expect((await t.app.inject({ url: `/api/admin/returns/${id}`, headers: admin.headers })).json().qcPhotos).toEqual(
      photos,
    );
    expect((await t.app.inject({ url: `/api/returns/${id}`, headers: shopper.headers })).json().qcPhotos).toEqual([]);
    // Two more would pass the limit of three.
    const over = await upload(admin, id, [
      { bytes: png, type: 'image/png' },
      { bytes: png, type: 'image/png' },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(returnMessages.returnQcPhotosTooMany);
    // A failed check keeps them, and the shopper sees them with the reason.
    const failed = await staff(t, admin, id, 'quality-check', { accept: false, reason: 'Washed and stained' });
    expect(failed.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'Washed and stained', qcPhotos: photos });
    const mine = (await t.app.inject({ url: `/api/returns/${id}`, headers: shopper.headers })).json();
    expect(mine).toMatchObject({ status: 'REJECTED', qcPhotos: photos });
    // After the check no more are taken.
    const late = await upload(admin, id, [{ bytes: png, type: 'image/png' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(returnMessages.returnWrongStep);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image with a 400 and its message', async () => {
    const id = await approvedReturn();
    for (const bad of [
      { bytes: Buffer.from('GIF89a not really'), type: 'image/gif' },
      { bytes: Buffer.from('%PDF-1.4'), type: 'application/pdf' },
    ]) {
      const res = await upload(admin, id, [bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(returnMessages.returnQcPhotoType);
    }
    // A file that claims to be a PNG but is not an image is refused by its content.
    const fake = await upload(admin, id, [{ bytes: Buffer.from('not a picture'), type: 'image/png' }]);
    expect(fake.statusCode).toBe(400);
    expect(typeof fake.json().message).toBe('string');
    expect((await t.app.inject({ url: `/api/admin/returns/${id}`, headers: admin.headers })).json().qcPhotos).toEqual(
      [],
    );
  });

  it('cannot be uploaded by a shopper, even on their own request', async () => {
    const id = await approvedReturn();
    const res = await upload(shopper, id, [{ bytes: await pngImage(), type: 'image/png' }]);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/returns/${id}`, headers: admin.headers })).json().qcPhotos).toEqual(
      [],
    );
  });
});
