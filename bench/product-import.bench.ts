/**
 * Product CSV import (issue budget: 10 000 rows in under a minute). Builds the real app on a fresh
 * embedded database (PGlite in a temporary DATA_DIR), writes a 10 000-row CSV (3 sizes per design, a
 * zip of 20 pictures shared by the designs), then sends it through the admin routes as the screen
 * does: the check, then the import, whose NDJSON progress is read to the end. Then exports the
 * products back and reports the export's time and the heap before and after.
 *
 *   node --import tsx bench/product-import.bench.ts
 *   BENCH_ROWS=10000 BENCH_PICTURES=20
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { csvLine } from '@nidra/shared/csv/csv.rules';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PICTURES = Number(process.env.BENCH_PICTURES ?? 20);
const BUDGET_MS = 60_000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-import-bench-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ env, database, logger: false });
  const [admin] = await database.db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.local', role: 'admin' })
    .returning({ id: users.id });
  const headers = { authorization: `Bearer ${await app.signToken({ id: admin.id, role: 'admin' })}` };

  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < PICTURES; i++) {
    const background = { r: 100 + ((i * 37) % 150), g: 80 + ((i * 53) % 150), b: 120 };
    const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
      .png()
      .toBuffer();
    files[`design-${i}.png`] = new Uint8Array(png);
  }
  const zip = zipSync(files);
  let csv = csvLine([...PRODUCT_CSV_COLUMNS]);
  for (let i = 0; i < ROWS; i++) {
    const design = Math.floor(i / 3);
    const values: Record<string, string> = {
      barcode: `890${String(i).padStart(10, '0')}`,
      productName: `Cotton Night Suit ${design}`,
      size: ['S', 'M', 'L'][i % 3],
      category: ['Nightwear', 'Loungewear'][design % 2],
      subcategory: `Subcategory ${design % 12}`,
      MRP: '1499.00',
      sellingPrice: String(999 + (design % 500)),
      actualPrice: '420.00',
      designNumber: `D-${design}`,
      quantity: String(i % 20),
      fabric: 'Cotton, modal',
      description: 'Soft "brushed" cotton with pockets',
      displayImage: `design-${design % PICTURES}.png`,
    };
    csv += csvLine(PRODUCT_CSV_COLUMNS.map((c) => values[c] ?? ''));
  }
  const form = () => {
    const fd = new FormData();
    fd.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    fd.append('images', new Blob([zip], { type: 'application/zip' }), 'pictures.zip');
    return fd;
  };
  console.log(`CSV ${mb(csv.length)}, zip ${mb(zip.length)}, ${ROWS} rows; load average before: ${load()}`);

  let t0 = performance.now();
  const check = await app.inject({
    method: 'POST',
    url: '/api/admin/imports/products/check',
    payload: form() as never,
    headers,
  });
  const report = check.json();
  const checkMs = performance.now() - t0;
  console.log(
    `check: ${checkMs.toFixed(0)} ms → ${report.creates} new, ${report.updates} updates, ${report.problems.length} problems`,
  );

  t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/imports/products',
    payload: form() as never,
    headers,
  });
  const importMs = performance.now() - t0;
  const last = JSON.parse(res.body.trim().split('\n').at(-1) ?? '{}');
  console.log(
    `import: ${importMs.toFixed(0)} ms (${((ROWS / importMs) * 1000).toFixed(0)} rows/s) → ${JSON.stringify(last)}`,
  );
  console.log(`load average after: ${load()}`);

  const heapBefore = process.memoryUsage().heapUsed;
  t0 = performance.now();
  const exported = await app.inject({ method: 'GET', url: '/api/admin/exports/products.csv', headers });
  console.log(
    `export: ${(performance.now() - t0).toFixed(0)} ms, ${exported.body.split('\r\n').length - 2} rows, ${mb(exported.body.length)}; heap ${mb(heapBefore)} → ${mb(process.memoryUsage().heapUsed)}`,
  );
  const ok = res.statusCode === 200 && last.type === 'done' && last.done === ROWS && importMs < BUDGET_MS;
  console.log(ok ? `within budget (${BUDGET_MS / 1000} s)` : 'OVER BUDGET or failed');
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

await main();
