import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@nidra/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createSubcategory, createUser, pngImage, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  customer = await createUser(t.app, t.database.db, 'customer');
  await createSubcategory(t.database.db, 'Nightwear', 'Nighties', { actualPrice: 42_000 });
});

const fields = {
  productName: 'Moonlit Cotton Nighty',
  size: 'L',
  category: 'Nightwear',
  subcategory: 'Nighties',
  MRP: '1499',
  sellingPrice: '1199',
  actualPrice: '420',
  designNumber: 'D-17',
  length: '52',
  chest: '40',
  quantity: '3',
  fabric: 'Cotton',
  description: 'Soft cotton nighty',
};

function form(
  values: Record<string, string>,
  files: { field: string; data: Buffer; name?: string; type?: string }[] = [],
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  for (const f of files)
    fd.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name ?? 'photo.png');
  return fd;
}
/** A product form with a small generated display image (every new product needs one). */
const withImage = async (values: Record<string, string>) =>
  form(values, [{ field: 'displayImage', data: await pngImage() }]);
const send = (method: 'POST' | 'PUT', url: string, payload: FormData | object, token = admin.token) =>
  t.app.inject({ method, url, payload: payload as never, headers: bearer(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const imageFile = (p: string) => path.join(t.env.DATA_DIR, 'images', path.basename(p));

describe('POST /api/add-product', () => {
  it('adds a product with real images, visible in the storefront list', async () => {
    const png = await pngImage(120, 150);
    const res = await send(
      'POST',
      '/api/add-product',
      form(fields, [
        { field: 'displayImage', data: png },
        { field: 'imagesUrl', data: png },
        { field: 'imagesUrl', data: await pngImage(90, 90) },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      productName: 'Moonlit Cotton Nighty',
      category: 'Nightwear',
      subcategory: 'Nighties',
      MRP: 1499,
      sellingPrice: 1199,
      actualPrice: 420,
      discount: 20.01,
      quantity: 3,
      isActive: true,
    });
    expect(product.displayImage).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
    expect(product.imagesUrl).toHaveLength(2);
    for (const p of [product.displayImage, ...product.imagesUrl]) expect(existsSync(imageFile(p))).toBe(true);

    const list = await get('/api/products?subcategory=Nighties');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const items = Array.isArray(body) ? body : body.products;
    const listed = items.find((p: { _id: string }) => p._id === product._id);
    expect(listed).toMatchObject({ productName: 'Moonlit Cotton Nighty', sellingPrice: 1199 });
    expect(listed).not.toHaveProperty('actualPrice');
  });

  it('keeps the optional Hindi name, fabric and description, which the product endpoints return', async () => {
    const hindi = { productNameHi: 'चाँदनी कॉटन नाइटी', fabricHi: 'सूती', descriptionHi: 'मुलायम सूती नाइटी' };
    const res = await send('POST', '/api/add-product', await withImage({ ...fields, barcode: 'HI-1', ...hindi }));
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject(hindi);
    const shown = await get(`/api/products/${encodeURIComponent(product.productName)}/${product._id}`);
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json())).toContain('"productNameHi":"चाँदनी कॉटन नाइटी"');
    // Cleared in the form: the English shows again on Hindi pages (productTextIn).
    const edited = await send('PUT', `/api/products/${product._id}`, form({ productNameHi: '' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ productNameHi: '', fabricHi: 'सूती' });
    // Too long is refused with a message, like every text field.
    const long = await send('PUT', `/api/products/${product._id}`, form({ productNameHi: 'न'.repeat(201) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(expect.any(String));
  });

  it('refuses a subcategory that does not exist (a typo adds no menu entry) and a size not in the shop’s list', async () => {
    const typo = await send('POST', '/api/add-product', await withImage({ ...fields, subcategory: 'Nighty' }));
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toEqual({ message: messages.unknownSubcategory('Nighty') });
    const medium = await send('POST', '/api/add-product', await withImage({ ...fields, size: 'medium' }));
    expect(medium.statusCode).toBe(400);
    expect(medium.json().message).toBe(messages.unknownSize('XS, S, M, L, XL, XXL, 3XL, 4XL, 5XL, Free Size'));
    const subcategories = (await get('/api/subcategories/stats', admin.token)).json();
    expect(subcategories.map((s: { subcategory: string }) => s.subcategory)).not.toContain('Nighty');
    // Any case is the shop's size: 'xl' is stored as XL.
    const xl = await send('POST', '/api/add-product', await withImage({ ...fields, size: 'xl' }));
    expect(xl.statusCode).toBe(201);
    expect(xl.json().size).toBe('XL');
    const edit = await send(
      'PUT',
      `/api/products/${xl.json()._id}`,
      form({ subcategory: 'Nighty', category: 'Nightwear' }),
    );
    expect(edit.statusCode).toBe(400);
  });

  it('adds a subcategory as its own action, then its first product’s image becomes the subcategory image', async () => {
    const added = await send('POST', '/api/admin/subcategories', { category: 'Loungewear', subcategory: 'Robes' });
    expect(added.statusCode).toBe(201);
    const again = await send('POST', '/api/admin/subcategories', { category: 'Loungewear', subcategory: 'robes' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.subcategoryExists('robes') });
    expect((await send('POST', '/api/admin/subcategories', { category: 'Loungewear' })).statusCode).toBe(400);
    expect(
      (await send('POST', '/api/admin/subcategories', { category: 'Loungewear', subcategory: 'Gowns' }, customer.token))
        .statusCode,
    ).toBe(403);
    const res = await send(
      'POST',
      '/api/add-product',
      form({ ...fields, category: 'Loungewear', subcategory: 'Robes', actualPrice: '300' }, [
        { field: 'displayImage', data: await pngImage() },
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'Loungewear', subcategory: 'Robes', actualPrice: 300 });
    const stats = (await get('/api/subcategories/stats', admin.token)).json();
    expect(stats.find((s: { subcategory: string }) => s.subcategory === 'Robes')).toMatchObject({
      displayImage: res.json().displayImage,
      totalProducts: 1,
    });
  });

  it("takes the subcategory's saved cost price when none is sent, and refuses a price above the MRP", async () => {
    const res = await send('POST', '/api/add-product', await withImage({ ...fields, actualPrice: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subcategory: 'Nighties', actualPrice: 420 });
    const dear = await send(
      'POST',
      '/api/add-product',
      await withImage({ ...fields, MRP: '999', sellingPrice: '99999' }),
    );
    expect(dear.statusCode).toBe(400);
    expect(dear.json()).toEqual({ message: messages.sellingAboveMrp });
    const edit = await send('PUT', `/api/products/${res.json()._id}`, form({ sellingPrice: '5000' }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: messages.sellingAboveMrp });
  });

  it('names the missing required field, the actual price included (spec §5: required on add)', async () => {
    const { MRP: _mrp, ...noMrp } = fields;
    const res = await send('POST', '/api/add-product', form(noMrp));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.fillOutField('MRP') });
    const blankName = await send('POST', '/api/add-product', form({ ...fields, productName: ' ' }));
    expect(blankName.json()).toEqual({ message: messages.fillOutField('productName') });
    // A new subcategory has no saved cost price to fall back on.
    const noCost = await send('POST', '/api/add-product', form({ ...fields, subcategory: 'Kaftans', actualPrice: '' }));
    expect(noCost.statusCode).toBe(400);
    expect(noCost.json()).toEqual({ message: messages.fillOutField('actualPrice') });
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const fake = Buffer.from('%PDF-1.4 not an image at all');
    const res = await send('POST', '/api/add-product', form(fields, [{ field: 'displayImage', data: fake }]));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await send('POST', '/api/add-product', form(fields, [{ field: 'displayImage', data: big }]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a product without a display image, as a form or as JSON (spec §5: one display image)', async () => {
    const before = (await get('/api/products/all', admin.token)).json().length;
    const noImage = await send(
      'POST',
      '/api/add-product',
      form(fields, [{ field: 'imagesUrl', data: await pngImage() }]),
    );
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ message: messages.displayImageRequired });
    const json = await send('POST', '/api/add-product', { ...fields, MRP: 1499, sellingPrice: 1199 });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: messages.displayImageRequired });
    expect((await get('/api/products/all', admin.token)).json()).toHaveLength(before);
  });

  it('answers 400 for broken multipart framing and refuses control characters in its fields', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/add-product',
      headers: { ...bearer(admin.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="productName"\r\n\r\nNighty',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: messages.malformedForm });
    const nul = await send('POST', '/api/add-product', await withImage({ ...fields, fabric: 'Cot\u0000ton' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: messages.fieldHasForbiddenCharacters('Fabric') });
    const lines = await send('POST', '/api/add-product', await withImage({ ...fields, description: 'Soft\n\tcotton' }));
    expect(lines.statusCode).toBe(201);
    expect(lines.json().description).toMatch(/^Soft\r?\n\tcotton$/);
  });

  it('is admin only', async () => {
    expect((await send('POST', '/api/add-product', form(fields), customer.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/add-product', payload: form(fields) as never })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/products/{id}', () => {
  it('marks a product sold out with quantity alone, and available again', async () => {
    const tax = await createSubcategory(t.database.db, 'Nightwear', 'Kaftans');
    const p = await createProduct(t.database.db, { ...tax, productName: 'Kaftan Blue', quantity: 1, mrp: 150_000 });
    const soldOut = await send('PUT', `/api/products/${p.id}`, { quantity: 0 });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toMatchObject({ _id: p.id, quantity: 0, productName: 'Kaftan Blue', MRP: 1500 });
    const detail = await get(`/api/products/Kaftan-Blue/${p.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().quantity).toBe(0);

    const available = await send('PUT', `/api/products/${p.id}`, form({ quantity: '1' }));
    expect(available.json()).toMatchObject({ _id: p.id, quantity: 1 });
  });

  it('changes prices (discount recomputed) and replaces images', async () => {
    const created = (
      await send(
        'POST',
        '/api/add-product',
        form(fields, [
          { field: 'displayImage', data: await pngImage(40, 40) },
          { field: 'imagesUrl', data: await pngImage() },
        ]),
      )
    ).json();
    const res = await send(
      'PUT',
      `/api/products/${created._id}`,
      form({ MRP: '2000', sellingPrice: '1500', description: 'Now in linen' }, [
        { field: 'displayImage', data: await pngImage(50, 50) },
        { field: 'imagesUrl', data: await pngImage(60, 60) },
        { field: 'imagesUrl', data: await pngImage(70, 70) },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      _id: created._id,
      MRP: 2000,
      sellingPrice: 1500,
      discount: 25,
      description: 'Now in linen',
    });
    expect(updated.productName).toBe(fields.productName);
    expect(updated.displayImage).not.toBe(created.displayImage);
    expect(updated.imagesUrl).toHaveLength(2);
    expect(updated.imagesUrl).not.toContain(created.imagesUrl[0]);
  });

  it('answers 400 for an emptied required field, 404 for unknown ids, 403 for customers', async () => {
    const tax = await createSubcategory(t.database.db, 'Nightwear', 'Gowns');
    const p = await createProduct(t.database.db, tax);
    const blank = await send('PUT', `/api/products/${p.id}`, { sellingPrice: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: messages.fillOutField('sellingPrice') });
    expect((await send('PUT', '/api/products/00000000-0000-4000-8000-000000000000', { quantity: 0 })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', '/api/products/nope', { quantity: 0 })).statusCode).toBe(404);
    expect((await send('PUT', `/api/products/${p.id}`, { quantity: 0 }, customer.token)).statusCode).toBe(403);
  });
});

describe('admin product lists', () => {
  it('lists all products (inactive too), one per name, by subcategory, and one by id', async () => {
    const tax = await createSubcategory(t.database.db, 'Nightwear', 'Babydolls');
    const hidden = await createProduct(t.database.db, {
      ...tax,
      productName: 'Twin',
      isActive: false,
      createdAt: new Date('2024-01-01'),
    });
    const newer = await createProduct(t.database.db, {
      ...tax,
      productName: 'Twin',
      createdAt: new Date('2025-01-01'),
    });

    const all = (await get('/api/products/all', admin.token)).json();
    expect(all.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([hidden.id, newer.id]));
    expect(all[0]).toHaveProperty('actualPrice');

    const grouped = (await get('/api/products/grouped-by-name', admin.token)).json();
    const twins = grouped.filter((p: { productName: string }) => p.productName === 'Twin');
    expect(twins.map((p: { _id: string }) => p._id)).toEqual([newer.id]);

    const bySub = (await get('/api/admin/products?subcategory=babydolls', admin.token)).json();
    expect(bySub.map((p: { _id: string }) => p._id).sort()).toEqual([hidden.id, newer.id].sort());
    expect((await get('/api/admin/products?subcategory=Nobody', admin.token)).json()).toEqual([]);
    expect((await get('/api/admin/products', admin.token)).json().length).toBe(all.length);

    const one = await get(`/api/admin/products/Twin/${hidden.id}`, admin.token);
    expect(one.json()).toMatchObject({ _id: hidden.id, isActive: false });
    expect((await get('/api/admin/products/Twin/00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(
      404,
    );
  });

  it('filter a subcategory whose name has a hyphen, however the name is written', async () => {
    const tax = await createSubcategory(t.database.db, 'Loungewear', 'Co-ord Sets');
    const set = await createProduct(t.database.db, { ...tax, productName: 'Block Print Co-ord' });
    for (const name of ['Co-ord Sets', 'co-ord-sets', 'Co-ord-Sets', 'CO ORD SETS']) {
      const res = await get(`/api/admin/products?subcategory=${encodeURIComponent(name)}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { _id: string; subcategory: string }) => [p._id, p.subcategory])).toEqual([
        [set.id, 'Co-ord Sets'],
      ]);
    }
  });

  it('are admin only', async () => {
    for (const url of ['/api/products/all', '/api/products/grouped-by-name', '/api/admin/products']) {
      expect((await get(url, customer.token)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
