import { csvLine, parseCsv } from '@nidra/shared/csv/csv.rules';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import {
  bearer,
  createOrder,
  createProduct,
  createSubcategory,
  createUser,
  pngImage,
  type TestUser,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  customer = await createUser(t.app, t.database.db, 'customer');
});

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
function upload(url: string, csv: string, zip?: Uint8Array, token = admin.token) {
  const fd = new FormData();
  fd.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  if (zip) fd.append('images', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'pictures.zip');
  return t.app.inject({ method: 'POST', url, payload: fd as never, headers: bearer(token) });
}
const check = (csv: string, zip?: Uint8Array) => upload('/api/admin/imports/products/check', csv, zip);
const runImport = (csv: string, zip?: Uint8Array) => upload('/api/admin/imports/products', csv, zip);
const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
const csvOf = (rows: Record<string, string>[]) =>
  csvLine([...PRODUCT_CSV_COLUMNS]) + rows.map((r) => csvLine(PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? ''))).join('');

const row = (barcode: string, extra: Record<string, string> = {}) => ({
  barcode,
  productName: 'Moonlit Cotton Nighty',
  size: 'M',
  category: 'Nightwear',
  subcategory: 'Nighties',
  MRP: '1499.00',
  sellingPrice: '1199.00',
  actualPrice: '420.00',
  quantity: '12',
  displayImage: 'moon.png',
  ...extra,
});

describe('orders export', () => {
  it('streams the orders of the chosen days and status as CSV, escaped and guarded', async () => {
    const product = await createProduct(t.database.db, {
      ...(await createSubcategory(t.database.db, 'Nightwear', 'Kaftans')),
      size: 'M',
      designNumber: 'KF-12',
    });
    const inRange = new Date('2026-10-05T06:00:00Z');
    const a = await createOrder(t.database.db, {
      userId: customer.id,
      createdAt: inRange,
      items: [{ productId: product.id, quantity: 2, name: 'Nightdress' }],
    });
    await t.database.db
      .update(orders)
      .set({ buyerName: '=HYPERLINK("http://evil")', shippingAddress: 'Flat 1, "Lotus", MG Road\nHyderabad' })
      .where(eq(orders.id, a.id));
    await createOrder(t.database.db, { userId: customer.id, createdAt: inRange, orderStatus: 'DELIVERED' });
    await createOrder(t.database.db, { userId: customer.id, createdAt: new Date('2026-10-09T06:00:00Z') });

    const res = await get('/api/admin/exports/orders.csv?from=2026-10-01&to=2026-10-07&status=PENDING');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-10-01-2026-10-07-pending.csv"');
    expect(res.body.startsWith('\uFEFFOrder,Placed at,')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(2);
    const [header, line] = rows;
    const cell = (name: string) => line[header.indexOf(name)];
    expect(cell('Order')).toBe(`ORD${a.orderNumber}`);
    expect(cell('Placed at')).toBe('2026-10-05 11:30');
    expect(cell('Ship to')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cell('Address')).toBe('Flat 1, "Lotus", MG Road\nHyderabad');
    expect(cell('Items')).toBe('Nightdress (Size M · Design KF-12) × 2');
    expect(cell('Amount')).toBe('2450.00');
    expect(cell('Order status')).toBe('PENDING');

    const all = parseCsv((await get('/api/admin/exports/orders.csv')).body);
    expect(all).toHaveLength(1 + 3);
  });

  it('refuses a reversed range and non-admins', async () => {
    expect((await get('/api/admin/exports/orders.csv?from=2026-10-07&to=2026-10-01')).statusCode).toBe(400);
    expect((await get('/api/admin/exports/orders.csv?status=LOST')).statusCode).toBe(400);
    expect((await get('/api/admin/exports/products.csv', customer.token)).statusCode).toBe(403);
  });
});

describe('product import', () => {
  it('reports every row’s problems with its line in the dry run, and imports nothing then', async () => {
    const csv = csvOf([
      row('8900000000011', { productName: '' }),
      row('8900000000028', { MRP: 'abc' }),
      row('8900000000035', { sellingPrice: '2000' }),
      row('8900000000011'),
      row('8900000000042', { displayImage: 'missing.png' }),
      row('8900000000059', { displayImage: '' }),
      row('8900000000066'),
    ]);
    const zip = zipSync({ 'pictures/moon.png': new Uint8Array(await pngImage()) });
    const res = await check(csv, zip);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    // Counted among creates: the rows whose fields pass (their pictures may still be missing).
    expect(report).toMatchObject({ rowCount: 7, creates: 3, updates: 0 });
    expect(report.problems).toEqual([
      { row: 2, column: 'productName', message: 'Please fill out the productName field.', kind: 'required' },
      { row: 3, column: 'MRP', message: expect.stringMatching(/MRP/), kind: 'invalid' },
      { row: 4, column: 'sellingPrice', message: 'The selling price cannot be more than the MRP.', kind: 'price' },
      { row: 5, column: 'barcode', message: 'The barcode 8900000000011 is also on line 2.', kind: 'duplicate' },
      { row: 6, column: 'displayImage', message: 'The picture missing.png is not in the zip.', kind: 'picture' },
      { row: 7, column: 'displayImage', message: 'A new product needs a display image.', kind: 'picture' },
    ]);
    expect(report).toMatchObject({
      problemCount: 6,
      problemKinds: { required: 1, invalid: 1, price: 1, duplicate: 1, picture: 2 },
    });
    const refused = await runImport(csv, zip);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/6 problem/);
    const written = await t.database.db.select().from(products).where(eq(products.barcode, '8900000000066'));
    expect(written).toHaveLength(0);
  });

  it('names missing and unknown columns on line 1', async () => {
    const report = (await check('barcode,productName,colour\r\n1,x,red\r\n')).json();
    expect(report.problems).toContainEqual({
      row: 1,
      column: 'MRP',
      message: 'The column MRP is missing.',
      kind: 'columns',
    });
    expect(report.problems).toContainEqual({
      row: 1,
      column: 'colour',
      message: 'Unknown column colour.',
      kind: 'columns',
    });
  });

  it('round-trips: export → import → the same products, pictures re-encoded once', async () => {
    const tricky = 'Soft, "brushed" cotton\nwith pockets';
    const csv = csvOf([
      row('8901000000010', {
        description: tricky,
        images: 'back.png|moon.png',
        productNameHi: 'चाँदनी कॉटन नाइटी',
        fabricHi: 'सूती',
        descriptionHi: 'मुलायम, "ब्रश्ड" कॉटन\nजेबों के साथ',
      }),
      row('8901000000027', { size: 'L', fabric: '=cotton+modal', designNumber: '-D42', isActive: 'false' }),
      row('8901000000034', {
        subcategory: 'Co-ord Sets',
        category: 'Loungewear',
        displayImage: 'back.png',
        actualPrice: '',
      }),
    ]);
    const zip = zipSync({
      'moon.png': new Uint8Array(await pngImage()),
      'back.png': new Uint8Array(await pngImage(70, 90)),
    });
    expect((await check(csv, zip)).json()).toEqual({
      rowCount: 3,
      creates: 3,
      updates: 0,
      problems: [],
      problemCount: 0,
      problemKinds: {},
    });
    const res = await runImport(csv, zip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = events(res.body);
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 3, created: 0, updated: 0 });
    expect(lines.at(-1)).toEqual({ type: 'done', done: 3, total: 3, created: 3, updated: 0 });

    const barcodes = ['8901000000010', '8901000000027', '8901000000034'];
    const saved = await t.database.db.select().from(products).where(inArray(products.barcode, barcodes));
    expect(saved).toHaveLength(3);
    const first = saved.find((p) => p.barcode === '8901000000010')!;
    expect(first).toMatchObject({
      description: tricky,
      productNameHi: 'चाँदनी कॉटन नाइटी',
      fabricHi: 'सूती',
      descriptionHi: 'मुलायम, "ब्रश्ड" कॉटन\nजेबों के साथ',
      mrp: 149_900,
      sellingPrice: 119_900,
      quantity: 12,
      isActive: true,
    });
    expect(first.displayImage).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
    expect(saved.find((p) => p.barcode === '8901000000027')).toMatchObject({
      fabric: '=cotton+modal',
      designNumber: '-D42',
      isActive: false,
    });

    const exported = async () => {
      const out = await get('/api/admin/exports/products.csv');
      expect(out.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(out.body);
      expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
      return rows.filter((r) => barcodes.includes(r[0])).sort((a, b) => a[0].localeCompare(b[0]));
    };
    const before = await exported();
    expect(before).toHaveLength(3);
    // The exported file imported back as it is: every row an update, nothing changes.
    const exportedText = (await get('/api/admin/exports/products.csv')).body;
    // Only this test's products: the others of the file (made by fixtures) carry no barcode.
    const again = parseCsv(exportedText)
      .filter((r, i) => i === 0 || barcodes.includes(r[0]))
      .map((r) => csvLine(r))
      .join('');
    expect((await check(again)).json()).toMatchObject({ creates: 0, problems: [] });
    const second = events((await runImport(again)).body).at(-1);
    expect(second).toMatchObject({ type: 'done', created: 0 });
    expect(await exported()).toEqual(before);
    const after = await t.database.db.select().from(products).where(inArray(products.barcode, barcodes));
    const strip = (rows: typeof after) =>
      rows.map(({ updatedAt: _u, ...p }) => p).sort((a, b) => a.barcode.localeCompare(b.barcode));
    expect(strip(after)).toEqual(strip(saved));
  });

  it('updates only the cells given for a known barcode', async () => {
    const csv =
      'barcode,productName,category,subcategory,MRP,sellingPrice,quantity\r\n8901000000010,Moonlit Cotton Nighty,Nightwear,Nighties,1499,999,40\r\n';
    expect((await check(csv)).json()).toMatchObject({ creates: 0, updates: 1, problems: [] });
    expect(events((await runImport(csv)).body).at(-1)).toMatchObject({ type: 'done', updated: 1 });
    const [p] = await t.database.db.select().from(products).where(eq(products.barcode, '8901000000010'));
    expect(p).toMatchObject({
      sellingPrice: 99_900,
      quantity: 40,
      size: 'M',
      description: 'Soft, "brushed" cotton\nwith pockets',
    });
  });

  it('is for admins only and wants a CSV file', async () => {
    expect((await upload('/api/admin/imports/products/check', 'x', undefined, customer.token)).statusCode).toBe(403);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/products/check',
      payload: new FormData() as never,
      headers: bearer(admin.token),
    });
    expect(noFile.statusCode).toBe(400);
  });
});
