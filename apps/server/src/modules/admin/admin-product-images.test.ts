import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, imageAtWidth } from '@nidra/shared/catalogue/image.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, pngImage, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  // New subcategories are added on purpose, before their first product (which lends them its picture).
  for (const subcategory of ['Shrugs', 'Bed Jackets']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subcategories',
      payload: { category: 'Nightwear', subcategory },
      headers: bearer(admin.token),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  // A real database failure inside the product transaction, after the images are written: the
  // database refuses rows whose name starts with 'Refused'.
  await t.database.db.execute(sql`
    create function refuse_product() returns trigger language plpgsql as $$
    begin
      if new.product_name like 'Refused%' then raise exception 'refused by the test'; end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_product before insert or update on products for each row execute function refuse_product()`,
  );
});

const fields = {
  productName: 'Moonlit Cotton Nighty',
  category: 'Nightwear',
  subcategory: 'Shrugs',
  MRP: '1499',
  sellingPrice: '1199',
  actualPrice: '420',
};

function form(values: Record<string, string>, files: { field: string; data: Buffer }[] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.data)], { type: 'image/png' }), 'photo.png');
  return fd;
}
const send = (method: 'POST' | 'PUT', url: string, payload: FormData) =>
  t.app.inject({ method, url, payload: payload as never, headers: bearer(admin.token) });
// No folder yet is no pictures yet.
const imageFiles = () =>
  existsSync(path.join(t.env.DATA_DIR, 'images')) ? readdirSync(path.join(t.env.DATA_DIR, 'images')).sort() : [];
/** Whether every stored width of a public image path is on disk (all: true) or none is (all: false). */
const onDisk = (publicPath: string) => {
  const files = [publicPath, ...IMAGE_WIDTHS.map((w) => imageAtWidth(publicPath, w))].map((p) =>
    existsSync(path.join(t.env.DATA_DIR, 'images', path.basename(p))),
  );
  return files.every(Boolean) ? 'all' : files.some(Boolean) ? 'some' : 'none';
};

describe('product image files', () => {
  it('are removed again when the database refuses the product', async () => {
    const before = imageFiles();
    const images = [
      { field: 'displayImage', data: await pngImage() },
      { field: 'imagesUrl', data: await pngImage(60, 60) },
    ];
    const res = await send('POST', '/api/add-product', form({ ...fields, productName: 'Refused Nighty' }, images));
    expect(res.statusCode).toBe(500);
    expect(imageFiles()).toEqual(before);

    const created = (
      await send('POST', '/api/add-product', form(fields, [{ field: 'displayImage', data: await pngImage() }]))
    ).json();
    const beforeEdit = imageFiles();
    const edit = await send('PUT', `/api/products/${created._id}`, form({ productName: 'Refused rename' }, images));
    expect(edit.statusCode).toBe(500);
    expect(imageFiles()).toEqual(beforeEdit);
  });

  it('are all removed when one image of the form is refused', async () => {
    const before = imageFiles();
    const res = await send(
      'POST',
      '/api/add-product',
      form(fields, [
        { field: 'displayImage', data: await pngImage() },
        { field: 'imagesUrl', data: Buffer.from('not an image at all') },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(imageFiles()).toEqual(before);
  });

  it('replaced on edit are removed, unless a subcategory still shows them', async () => {
    const first = (
      await send(
        'POST',
        '/api/add-product',
        form({ ...fields, subcategory: 'Bed Jackets' }, [
          { field: 'displayImage', data: await pngImage() },
          { field: 'imagesUrl', data: await pngImage(60, 60) },
          { field: 'imagesUrl', data: await pngImage(70, 70) },
        ]),
      )
    ).json();
    // The first product of a new subcategory lends it its display image.
    for (const p of [first.displayImage, ...first.imagesUrl]) expect(onDisk(p)).toBe('all');

    const edited = (
      await send(
        'PUT',
        `/api/products/${first._id}`,
        form({ description: 'New pictures' }, [
          { field: 'displayImage', data: await pngImage(80, 80) },
          { field: 'imagesUrl', data: await pngImage(90, 90) },
        ]),
      )
    ).json();
    expect(onDisk(first.displayImage)).toBe('all'); // still the Bed Jackets card
    for (const p of first.imagesUrl) expect(onDisk(p)).toBe('none');
    for (const p of [edited.displayImage, ...edited.imagesUrl]) expect(onDisk(p)).toBe('all');

    const again = (
      await send(
        'PUT',
        `/api/products/${first._id}`,
        form({}, [{ field: 'displayImage', data: await pngImage(50, 50) }]),
      )
    ).json();
    expect(onDisk(edited.displayImage)).toBe('none');
    expect(onDisk(again.displayImage)).toBe('all');
    expect(again.imagesUrl).toEqual(edited.imagesUrl); // no new additional images: the list is kept
    for (const p of edited.imagesUrl) expect(onDisk(p)).toBe('all');
  });
});
