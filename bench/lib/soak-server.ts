/**
 * The server process of the soak (bench/soak.ts): the real app with the demo catalogue, bench shoppers
 * and an admin, its timers on (NODE_ENV=development: reconciler, outbox, mail jobs). Prints one
 * `READY {json}` line with what the load needs, then `MEM {json}` (its own RSS and heap) every
 * SOAK_REPORT_MS. Reads PORT, DATA_DIR and, for PostgreSQL, DATABASE_URL. With SOAK_SEED_ONLY it seeds
 * the demo catalogue and exits: the soak measures a shop restarted after its first-start seeding (the
 * seed's picture rendering leaves ~250 MB of RSS behind in the process that ran it).
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadEnv } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { products, subcategories, users } from '../../apps/server/src/db/schema/index.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { createShoppers } from './shoppers.ts';

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  PAYMENT_LIMIT_PER_USER: '100000',
  SEED_PRODUCT_COUNT: process.env.SEED_PRODUCT_COUNT ?? '100',
});
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const app = await buildApp({ env, database, logger: false });
await seedIfEmpty({ db: database.db, env, log: app.log });
if (process.env.SOAK_SEED_ONLY) {
  await app.close();
  await database.close();
  process.exit(0);
}
const db = database.db;
const shoppers = await createShoppers(app, db, Number(process.env.SOAK_SHOPPERS ?? 40), `soak${process.pid}`);
const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
const adminToken = await app.signToken({ id: admin.id, role: 'admin' });
const subs = await db.select({ name: subcategories.name }).from(subcategories);
const items = await db
  .select({ id: products.id, name: products.productName })
  .from(products)
  .where(eq(products.isActive, true))
  .limit(300);
await app.listen({ port: env.PORT, host: '127.0.0.1' });
const ready = {
  shoppers,
  adminToken,
  lists: subs.map((s) => `/api/products?subcategory=${encodeURIComponent(s.name)}&page=1`),
  details: items.map((p) => `/api/products/${encodeURIComponent(p.name)}/${p.id}`),
};
process.stdout.write(`READY ${JSON.stringify(ready)}\n`);

const every = Number(process.env.SOAK_REPORT_MS ?? 60_000);
const report = () => {
  const m = process.memoryUsage();
  process.stdout.write(
    `MEM ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
  );
};
report();
setInterval(report, every);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
