/**
 * Search budget (ADR 0013): with 10 000 products, `GET /api/search` and `GET /api/search/suggestions`
 * answer within 20 ms at the 95th percentile, one request at a time (latency, not throughput).
 * Runs on a fresh embedded database (PGlite) seeded with the demo catalogue plus bulk products, or on
 * a fresh database on a PostgreSQL server with BENCH_DATABASE_URL.
 *
 *   node --import tsx bench/search.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/search.bench.ts
 *   BENCH_PRODUCTS=10000  BENCH_REPEAT=20
 *
 * Requests go through the real app (`app.inject`: routing, validation, serialisation) with the
 * queries shoppers type: plain words, Indian spellings, typos, a hyphen, filters and sorts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/index.ts';
import { addBulkProducts } from '../apps/server/src/db/seed/bulk.ts';
import { createRng } from '../apps/server/src/db/seed/factories.ts';
import { ensureImagePool, looksFor } from '../apps/server/src/db/seed/image-pool.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { createImageStore } from '../apps/server/src/lib/image-store.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage/disk-storage.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const BUDGET_MS = 20;
const DEMO_PRODUCTS = 100;
const PG_DATABASE = 'nidra_bench_search';

const SEARCHES = [
  'nighty',
  'nighties',
  'nightie',
  'kurti',
  'co-ord',
  'co ord',
  'cotton nighty',
  'satin',
  'floral',
  'nighyt',
  'kurtee',
  'pyjama set',
  'zzqx',
  'nighty&sort=price-asc',
  'cotton&size=M&inStock=1',
  'nighty&minPrice=500&maxPrice=1200&sort=discount',
];
const SUGGESTIONS = ['ni', 'nig', 'nigh', 'co', 'co-o', 'kur', 'sat', 'flor', 'kurtee', 'pink ni'];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function freshPostgres(server: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
  await admin.query(`create database ${PG_DATABASE}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-search-bench-'));
  const url = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : undefined;
  const database = await openDatabase({ url, dataDir, poolSize: 4 });
  const env = loadEnv({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    JWT_SECRET: 'search-bench-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    SEED_PRODUCT_COUNT: String(DEMO_PRODUCTS),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  // Cold: no search answer is kept, every request runs the query (the budget). Warm: repeated
  // searches come from the catalogue cache's open part, as popular searches do in the shop.
  const coldEnv = { ...env, CACHE_OPEN_ENTRIES: 0 };
  try {
    const storage = createDiskStorage(env.DATA_DIR);
    const app = await buildApp({ env, database, logger: false, storage });
    const t0 = Date.now();
    await seedIfEmpty({ db: database.db, env, log: app.log, storage });
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    const pool = await ensureImagePool(createImageStore(storage), looksFor(DEMO_PRODUCTS));
    if (PRODUCTS > n) await addBulkProducts(database.db, { count: PRODUCTS - n, pool, rng: createRng(20250607) });
    await database.db.execute(sql`vacuum analyze`);
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(products);
    console.log(
      `${url ? 'postgres' : 'pglite'}: seeded ${total} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const cold = await buildApp({ env: coldEnv, database, logger: false });
    await Promise.all([app.ready(), cold.ready()]);
    const measure = async (name: string, urls: string[], target = cold) => {
      for (const u of urls) await target.inject({ method: 'GET', url: u }); // warm up plans and the vocabulary
      const times: number[] = [];
      let hits = 0;
      for (let r = 0; r < REPEAT; r++)
        for (const u of urls) {
          const start = process.hrtime.bigint();
          const res = await target.inject({ method: 'GET', url: u });
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          if (res.statusCode !== 200) throw new Error(`${u} answered ${res.statusCode}: ${res.body}`);
          if (r === 0 && JSON.parse(res.body).total > 0) hits++;
        }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      console.log(
        `${name.padEnd(12)} n=${times.length}  p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms  ${p95 < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget${name.startsWith('search') ? `  (${hits}/${urls.length} queries found something)` : ''}  load ${load()}`,
      );
    };
    console.log(`load average before: ${load()}`);
    const searches = SEARCHES.map((s) => {
      const [q, ...rest] = s.split('&');
      return `/api/search?q=${encodeURIComponent(q)}${rest.length ? `&${rest.join('&')}` : ''}`;
    });
    await measure('search', searches);
    await measure('search warm', searches, app);
    await measure(
      'suggestions',
      SUGGESTIONS.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`),
    );
    await Promise.all([app.close(), cold.close()]);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
