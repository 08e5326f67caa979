/**
 * The product CSV import against volume: for 1 000, 10 000 and 100 000 rows and for the largest file
 * the import takes (20 MB), the check's and the import's times, each with a shopper browsing alongside
 * (sequential GET /api/products, one at a time) and the 99th percentile of her answers' times. The
 * reading runs on a worker thread and the rows are written in short batches, so the times should grow
 * in line with the rows while the shopper's p99 stays flat.
 *
 *   node --import tsx bench/import.bench.ts
 *   BENCH_SIZES=1000,10000 (rows; "max" is the 20 MB file)   BENCH_IMPORT=0 (the checks only)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { csvLine } from '@nidra/shared/csv/csv.rules';
import { PRODUCT_CSV_COLUMNS } from '@nidra/shared/csv/product-csv.rules';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createImageStore } from '../apps/server/src/lib/image-store.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage/disk-storage.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000,max').split(',');
const MAX_BYTES = 20 * 1024 * 1024 - 1024;
const isImporting = process.env.BENCH_IMPORT !== '0';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** A file of `rows` rows (or of just under 20 MB) of new products, each naming a picture the shop holds. */
function productFile(rows: number, bytes: number, run: number, picture: string): { csv: string; rows: number } {
  const lines = [csvLine([...PRODUCT_CSV_COLUMNS])];
  let size = lines[0].length;
  let i = 0;
  for (; i < rows; i++) {
    const design = Math.floor(i / 4);
    const values: Record<string, string> = {
      barcode: `9${run}${String(i).padStart(9, '0')}`,
      productName: `Cotton Night Suit ${design}`,
      size: ['S', 'M', 'L', 'XL'][i % 4],
      category: ['Nightwear', 'Loungewear'][design % 2],
      subcategory: `Subcategory ${design % 12}`,
      MRP: '1499.00',
      sellingPrice: String(999 + (design % 500)),
      actualPrice: '420.00',
      designNumber: `D${run}-${design}`,
      quantity: String(i % 20),
      fabric: 'Cotton, modal',
      // Rows counted in thousands stay short (100 000 fit in the 20 MB limit); the largest file is filled with words.
      description:
        bytes === MAX_BYTES
          ? 'Soft "brushed" cotton with side pockets, a relaxed fit and a wide neck for warm nights.'
          : '',
      displayImage: picture,
    };
    const line = csvLine(PRODUCT_CSV_COLUMNS.map((c) => values[c] ?? ''));
    if (size + line.length > bytes) break;
    lines.push(line);
    size += line.length;
  }
  return { csv: lines.join(''), rows: i };
}

/** Runs `work` while a shopper asks for a product list again and again; her answers' p99 in ms. */
async function withShopper<T>(base: string, work: () => Promise<T>) {
  const times: number[] = [];
  let isWorking = true;
  const shopper = (async () => {
    while (isWorking) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/products?subcategory=Subcategory%201`)).arrayBuffer();
      times.push(performance.now() - t0);
    }
  })();
  const t0 = performance.now();
  const result = await work();
  const ms = performance.now() - t0;
  isWorking = false;
  await shopper;
  times.sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
  return { result, ms, p99, requests: times.length };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-import-volume-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ dataDir });
  const storage = createDiskStorage(dataDir);
  const app = await buildApp({ env, database, logger: false, storage });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await database.db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.local', role: 'admin' })
    .returning({ id: users.id });
  const authorization = `Bearer ${await app.signToken({ id: admin.id, role: 'admin' })}`;
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#c8a0b4' } })
    .png()
    .toBuffer();
  const picture = await createImageStore(storage).saveImage(png, 'product');
  const send = (url: string, csv: string) => {
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    return fetch(`${base}${url}`, { method: 'POST', headers: { authorization }, body }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
  };

  console.log(`load average before: ${load()}`);
  console.log('size       | rows    | file    | check ms (µs/row) | shopper p99 | import ms (µs/row) | shopper p99');
  let ok = true;
  for (const [run, size] of SIZES.entries()) {
    const isMax = size === 'max';
    const { csv, rows } = isMax
      ? productFile(Number.MAX_SAFE_INTEGER, MAX_BYTES, run, picture)
      : productFile(Number(size), MAX_BYTES - 1, run, picture);
    const check = await withShopper(base, () => send('/api/admin/imports/products/check', csv));
    const report = JSON.parse(check.result.text);
    const run2 = isImporting
      ? await withShopper(base, () => send('/api/admin/imports/products', csv))
      : { result: { text: JSON.stringify({ type: 'done', done: rows }) }, ms: 0, p99: 0, requests: 0 };
    const last = JSON.parse(run2.result.text.trim().split('\n').at(-1) ?? '{}');
    ok &&= check.result.status === 200 && report.problemCount === 0 && last.type === 'done' && last.done === rows;
    const perRow = (ms: number) => ((ms * 1000) / rows).toFixed(0);
    console.log(
      `${(isMax ? '20 MB max' : `${rows} rows`).padEnd(10)} | ${String(rows).padEnd(7)} | ${mb(csv.length).padEnd(7)} | ` +
        `${check.ms.toFixed(0)} (${perRow(check.ms)})`.padEnd(17) +
        ` | ${check.p99.toFixed(0)} ms (${check.requests})`.padEnd(14) +
        `| ${run2.ms.toFixed(0)} (${perRow(run2.ms)})`.padEnd(21) +
        `| ${run2.p99.toFixed(0)} ms (${run2.requests})`,
    );
  }
  console.log(`load average after: ${load()}`);
  console.log(ok ? 'every file checked and imported' : 'a check or an import FAILED');
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

await main();
