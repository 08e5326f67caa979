import { csvLine } from '@nidra/shared/csv/csv.rules';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { beforeAll, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The largest file the import takes (20 MB, about 100 000 rows) is checked while a shopper browses:
// her requests are answered as usual, because the reading runs on its own thread.

const t = useTestApp();
let admin: TestUser;
let base: string;
beforeAll(async () => {
  admin = await createUser(t.app, t.database.db, 'admin');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A product CSV of just under `bytes`, every row valid but for its missing picture. */
function largestFile(bytes: number): string {
  const header = csvLine([...PRODUCT_CSV_COLUMNS]);
  const lines = [header];
  let size = header.length;
  for (let i = 0; ; i++) {
    const values: Record<string, string> = {
      barcode: `89030${String(i).padStart(8, '0')}`,
      productName: `Moonlit Cotton Nighty with a long descriptive name, piece ${i}`,
      size: ['S', 'M', 'L', 'XL'][i % 4],
      category: 'Nightwear',
      subcategory: 'Nighties',
      MRP: '1499.00',
      sellingPrice: '1199.00',
      actualPrice: '420.00',
      designNumber: `MN-${Math.floor(i / 4)}`,
      quantity: '12',
      fabric: 'Cotton',
      description: 'Soft, breathable cotton nighty with side pockets.',
    };
    const line = csvLine(PRODUCT_CSV_COLUMNS.map((c) => values[c] ?? ''));
    if (size + line.length > bytes) break;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

it('answers a shopper within 200 ms while the 20 MB file is checked', async () => {
  const csv = largestFile(20 * 1024 * 1024 - 1024);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  let isChecking = true;
  const checking = fetch(`${base}/api/admin/imports/products/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  }).finally(() => {
    isChecking = false;
  });
  const latencies: number[] = [];
  while (isChecking) {
    const started = performance.now();
    const res = await fetch(`${base}/api/products?subcategory=Nighties&noCache=${latencies.length}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  const res = await checking;
  expect(res.status).toBe(200);
  const report = (await res.json()) as { rowCount: number; problems: unknown[] };
  expect(report.rowCount).toBeGreaterThan(90_000);
  expect(report.problems).toHaveLength(200);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)];
  t.app.log.info({ requests: latencies.length, p99, max: latencies.at(-1) }, 'shopper latency during the check');
  expect(latencies.length).toBeGreaterThan(10);
  // 200 ms is the aim; the bound is generous for a machine shared with other work.
  expect(p99).toBeLessThan(400);
}, 120_000);
