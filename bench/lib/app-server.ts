/**
 * The app in a process of its own for the benches (run through tsx), in one of two roles (BENCH_SERVER):
 *
 * - `prepare`: a shop's first start: seeds the demo catalogue (SEED_PRODUCT_COUNT, default 100), then bulk
 *   products up to BENCH_PRODUCTS and `vacuum analyze`, creates BENCH_SHOPPERS bench shoppers; prints one
 *   `READY {json}` line (subcategory names, BENCH_DETAILS random active products, shoppers, an admin
 *   token) and exits. The seed's picture rendering leaves ~250 MB of RSS behind in the process that ran
 *   it, so the benches serve from a fresh process, as a shop restarted after its first start does.
 * - `serve` (catalogue.bench.ts): the app with every SQL statement counted, plus bench routes: the in-app
 *   bare references, `GET /bench/statements`, `POST /bench/profile/start|stop?name=` (a CPU profile of
 *   this process into BENCH_PROFILE) and `POST /bench/uncached-renders`; prints `READY {}` once listening.
 *
 * Reads PORT, DATA_DIR and, for PostgreSQL, DATABASE_URL. Timers are on (NODE_ENV=development:
 * reconciler, outbox, mail jobs), as in `npm start`. The soak serves with the production build itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadEnv } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { products, users } from '../../apps/server/src/db/schema/index.ts';
import { addBulkProducts } from '../../apps/server/src/db/seed/bulk.ts';
import { createRng } from '../../apps/server/src/db/seed/factories.ts';
import { ensureImagePool, looksFor } from '../../apps/server/src/db/seed/image-pool.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { createImageStore } from '../../apps/server/src/lib/image-store.ts';
import { createStorage } from '../../apps/server/src/lib/storage/create-storage.ts';
import { createShoppers } from './shoppers.ts';

const role = process.env.BENCH_SERVER === 'serve' ? 'serve' : 'prepare';
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  PAYMENT_LIMIT_PER_USER: '100000',
  SEED_PRODUCT_COUNT: process.env.SEED_PRODUCT_COUNT ?? '100',
});
let statements = 0;
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: 20,
  logger: { logQuery: () => void statements++ },
});
const { storage } = createStorage(env);
const app = await buildApp({ env, database, logger: false, storage });
const print = (what: object) => process.stdout.write(`READY ${JSON.stringify(what)}\n`);

if (role === 'prepare') {
  const db = database.db;
  const t0 = Date.now();
  await seedIfEmpty({ db, env, log: app.log, storage });
  const wanted = Number(process.env.BENCH_PRODUCTS ?? 0);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (wanted > n) {
    const pool = await ensureImagePool(createImageStore(storage), looksFor(env.SEED_PRODUCT_COUNT));
    await addBulkProducts(db, { count: wanted - n, pool, rng: createRng(20250607) });
    await db.execute(sql`vacuum analyze`);
  }
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products);
  console.error(`  seeded ${total} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const shoppers = await createShoppers(app, db, Number(process.env.BENCH_SHOPPERS ?? 0), `bench${process.pid}`);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const details = await db
    .select({ id: products.id, name: products.productName })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`random()`)
    .limit(Number(process.env.BENCH_DETAILS ?? 500));
  print({
    subcategories: JSON.parse((await app.inject('/api/subcategories')).body) as string[],
    details,
    shoppers,
    adminToken: await app.signToken({ id: admin.id, role: 'admin' }),
  });
  await app.close();
  await database.close();
  process.exit(0);
}

// serve: the in-app references (same global hooks as the catalogue: security headers, error handler).
app.get('/bench/bare', { schema: { hide: true } }, async () => ({ ok: true, store: 'Nidra' }));
// A constant string as long as a subcategory list page, sent the way the catalogue sends its cached
// answers, to tell the cost of the bytes from the cost of the code.
let listSized = '';
app.get('/bench/bare-list-size', { schema: { hide: true } }, (_req, reply) =>
  reply.type('application/json; charset=utf-8').send(listSized),
);
app.get('/bench/statements', { schema: { hide: true } }, async () => ({ statements }));
const session = new Session();
session.connect();
app.post('/bench/profile/start', { schema: { hide: true } }, async () => {
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {};
});
app.post<{ Querystring: { name: string } }>('/bench/profile/stop', { schema: { hide: true } }, async (req) => {
  const { profile } = await session.post('Profiler.stop');
  const dir = process.env.BENCH_PROFILE ?? '.';
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${req.query.name}.cpuprofile`), JSON.stringify(profile));
  return {};
});
/** Each URL asked once, in process (no network), timed: pages on a cache miss. */
app.post<{ Body: { urls: string[] } }>('/bench/uncached-renders', { schema: { hide: true } }, async (req) => {
  const times: number[] = [];
  for (const url of req.body.urls) {
    const start = performance.now();
    const res = await app.inject(url);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    times.push(performance.now() - start);
  }
  return { times };
});
await app.listen({ port: env.PORT, host: '127.0.0.1' });
const [first] = JSON.parse((await app.inject('/api/subcategories')).body) as string[];
listSized = (await app.inject(`/api/products?subcategory=${encodeURIComponent(first)}&page=1`)).body;
print({});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
