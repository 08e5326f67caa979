import { monitorEventLoopDelay } from 'node:perf_hooks';
import { crc32, deflateRawSync } from 'node:zlib';
import { csvLine } from '@nidra/shared/csv/csv.rules';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { bearer, createUser, pngImage, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// What the product import takes in when a file is large, wrong or hostile: the shop keeps answering,
// the answer stays small, pictures are matched by their path and inflated one at a time. Each check
// starts a reading thread, which from source (tsx) takes seconds on a busy machine: hence the timeouts.

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
});

function upload(url: string, csv: string | Buffer, options: { zip?: Uint8Array; encoding?: string } = {}) {
  const fd = new FormData();
  fd.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), 'p.csv');
  if (options.zip) fd.append('images', new Blob([new Uint8Array(options.zip)]), 'pictures.zip');
  if (options.encoding) fd.append('encoding', options.encoding);
  return t.app.inject({ method: 'POST', url, payload: fd as never, headers: bearer(admin.token) });
}
const check = (csv: string | Buffer, options?: { zip?: Uint8Array; encoding?: string }) =>
  upload('/api/admin/imports/products/check', csv, options);
const runImport = (csv: string | Buffer, options?: { zip?: Uint8Array; encoding?: string }) =>
  upload('/api/admin/imports/products', csv, options);
const lastEvent = (body: string) => JSON.parse(body.trim().split('\n').at(-1) ?? '{}');

const HEADER = csvLine([...PRODUCT_CSV_COLUMNS]);
const row = (barcode: string, extra: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    barcode,
    productName: 'Starlit Satin Set',
    size: 'M',
    category: 'Nightwear',
    subcategory: 'Satin Sets',
    MRP: '2499.00',
    sellingPrice: '1999.00',
    quantity: '5',
    displayImage: 'star.png',
    ...extra,
  };
  return csvLine(PRODUCT_CSV_COLUMNS.map((c) => values[c] ?? ''));
};

/**
 * The longest time the server's event loop was held while `work` ran: what every other request of the
 * shop would have waited. (The server runs in this process; its loop is this test's loop.)
 */
async function loopHeldDuring<T>(work: () => Promise<T>): Promise<{ result: T; heldMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const result = await work();
  delay.disable();
  return { result, heldMs: delay.max / 1e6 };
}

/** A zip of `names`, each the same `content` deflated once (zipping 500 MB would take the test's time). */
function zipOfSame(names: string[], content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const crc = crc32(content);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Rewrites the uncompressed size an archive declares for every entry (its central directory). */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const out = Buffer.from(zip);
  for (
    let at = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2]));
    at >= 0;
    at = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2]), at + 4)
  )
    out.writeUInt32LE(size, at + 24);
  return out;
}

describe('the product import under volume', { timeout: 90_000 }, () => {
  it('answers the 400 000-empty-column header at once, naming the column limit', async () => {
    const csv = `barcode,productName${','.repeat(400_000)}\n${'1,x\n'.repeat(1_500)}`;
    const { result: res, heldMs } = await loopHeldDuring(() => check(csv));
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toEqual([
      {
        row: 1,
        column: '',
        message:
          'The header has 4,00,002 columns; a product file has at most 100. Delete the extra columns and save the file again.',
        kind: 'columns',
      },
    ]);
    expect(heldMs).toBeLessThan(1_000); // 7.7 s before
  });

  it('drops a few empty header columns once and reads the rows as usual', async () => {
    const csv =
      HEADER.replace('\r\n', ',,,\r\n') + row('8902000000016', { displayImage: '' }).replace('\r\n', ',,,\r\n');
    const report = (await check(csv)).json();
    expect(report).toMatchObject({ rowCount: 1, creates: 1, problemCount: 1 });
    expect(report.problems[0].message).toBe('A new product needs a display image.');
  });

  it('lists the first 200 problems and counts the others by kind', async () => {
    const csv = `${HEADER}${'x\n'.repeat(30_000)}`; // 59 KB answered 14 MB of JSON before
    const res = await check(csv);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(100_000);
    const report = res.json();
    expect(report.problems).toHaveLength(200);
    expect(report.problems[0].row).toBe(2);
    expect(report.problems.at(-1).row).toBeLessThan(100);
    const kinds = report.problemKinds as Record<string, number>;
    expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBe(report.problemCount);
    expect(report.problemCount).toBeGreaterThanOrEqual(60_000);
    expect(kinds.required).toBeGreaterThanOrEqual(30_000);
  });
});

describe('pictures in the zip', { timeout: 90_000 }, () => {
  it('matches pictures by their path, and names a repeated bare name as a problem', async () => {
    const [a, b] = [new Uint8Array(await pngImage(80, 100)), new Uint8Array(await pngImage(60, 60))];
    const zip = zipSync({ 'front/star.png': a, 'back/star.png': b, 'solo/moon.png': a });
    const csv = HEADER + row('8902000000023', { displayImage: 'front/star.png', images: 'back/star.png|moon.png' });
    expect((await check(csv, { zip })).json()).toMatchObject({ creates: 1, problemCount: 0 });
    const repeated = (await check(HEADER + row('8902000000030'), { zip })).json();
    expect(repeated.problems).toEqual([
      {
        row: 2,
        column: 'displayImage',
        message:
          'The zip holds 2 pictures named star.png; name the one you mean by its folder (for example folder/star.png).',
        kind: 'picture',
      },
    ]);
    expect(lastEvent((await runImport(csv, { zip })).body)).toMatchObject({ type: 'done', created: 1 });
    const [saved] = await t.database.db.select().from(products).where(eq(products.barcode, '8902000000023'));
    expect(saved.displayImage).toMatch(/^\/images\/[a-f0-9]{24}\.webp$/);
  });

  it('checks 50 folders of one name (10 MB of zeros each) without inflating them', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `d${i}/x.png`);
    const zip = zipOfSame(names, Buffer.alloc(10 * 1024 * 1024));
    expect(zip.length).toBeLessThan(1_000_000);
    const before = process.memoryUsage().rss;
    const { result, heldMs } = await loopHeldDuring(() =>
      check(HEADER + row('8902000000047', { displayImage: 'x.png' }), { zip }),
    );
    const report = result.json();
    expect(heldMs).toBeLessThan(1_000); // 2.9 s before
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024); // 270 MB before
    expect(report.problems[0].message).toMatch(/^The zip holds 50 pictures named x\.png;/);
  });

  it('stops inflating a picture that holds more than its archive declares', async () => {
    const zip = declareSize(zipOfSame(['star.png'], Buffer.alloc(11 * 1024 * 1024)), 1_000);
    const csv = HEADER + row('8902000000054');
    expect((await check(csv, { zip })).json()).toMatchObject({ problemCount: 0 });
    const res = await runImport(csv, { zip });
    expect(lastEvent(res.body)).toMatchObject({ type: 'error' });
    expect(await t.database.db.select().from(products).where(eq(products.barcode, '8902000000054'))).toHaveLength(0);
  });

  it('refuses a zip whose pictures add up to more than 1 GB unpacked, or of more than 10 000 files', async () => {
    const tiny = new Uint8Array(await pngImage());
    const big = declareSize(zipSync({ 'a.png': tiny, 'b.png': tiny, 'c.png': tiny }), 400 * 1024 * 1024);
    const res = await check(HEADER + row('8902000000061', { displayImage: 'a.png' }), { zip: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The pictures in the zip add up to more than 1024 MB once unpacked.');
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)])),
    );
    const crowded = await check(HEADER + row('8902000000061'), { zip: many });
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json().message).toBe('The zip holds more than 10,000 files.');
  });

  it('names an /images/ picture the shop does not hold as a problem', async () => {
    const csv = HEADER + row('8902000000078', { displayImage: '/images/0123456789abcdef01234567.webp' });
    expect((await check(csv)).json().problems).toEqual([
      {
        row: 2,
        column: 'displayImage',
        message: 'The picture /images/0123456789abcdef01234567.webp is not one of the shop’s pictures.',
        kind: 'picture',
      },
    ]);
  });
});

describe('the encoding of the file', { timeout: 90_000 }, () => {
  const latin1 = (barcode: string) => Buffer.from(HEADER + row(barcode, { productName: 'Café Nuit' }), 'latin1');

  it('refuses a file that is not UTF-8, naming its first bad line', async () => {
    const res = await check(
      Buffer.concat([Buffer.from(HEADER + row('8902000000085')), latin1('8902000000092').subarray(HEADER.length)]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^The file is not UTF-8 text: line 3 has a character that cannot be read\./);
    expect((await runImport(latin1('8902000000092'))).statusCode).toBe(422);
  });

  it('reads it as Windows-1252 when the admin chooses so', async () => {
    const zip = zipSync({ 'star.png': new Uint8Array(await pngImage()) });
    const file = latin1('8902000000108');
    expect((await check(file, { zip, encoding: 'windows-1252' })).json()).toMatchObject({
      creates: 1,
      problemCount: 0,
    });
    expect(lastEvent((await runImport(file, { zip, encoding: 'windows-1252' })).body)).toMatchObject({ type: 'done' });
    const [saved] = await t.database.db.select().from(products).where(eq(products.barcode, '8902000000108'));
    expect(saved.productName).toBe('Café Nuit');
    expect((await check(file, { encoding: 'shift-jis' })).statusCode).toBe(400);
  });

  it('accepts a UTF-8 file that starts with a byte order mark', async () => {
    const zip = zipSync({ 'star.png': new Uint8Array(await pngImage()) });
    const report = (
      await check(`\uFEFF${HEADER}${row('8902000000115', { productName: 'Café Nuit' })}`, { zip })
    ).json();
    expect(report).toMatchObject({ rowCount: 1, creates: 1, problemCount: 0 });
  });
});
