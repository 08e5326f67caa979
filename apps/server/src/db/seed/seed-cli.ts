/**
 * `npm run seed -- --products 10000`: seeds the demo into the configured database when it is empty,
 * then adds N bulk products that reuse the demo pictures. Progress goes to stderr.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env.ts';
import { createImageStore } from '../../lib/image-store.ts';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { openDatabase } from '../client.ts';
import { addBulkProducts } from './bulk.ts';
import { createRng } from './factories.ts';
import { ensureImagePool, looksFor } from './image-pool.ts';
import { seedIfEmpty } from './seed.ts';

const consoleLog = {
  info: (m: string) => console.error(m),
  warn: (m: string) => console.error(m),
} as unknown as Parameters<typeof seedIfEmpty>[0]['log'];

function bar(done: number, total: number, started: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} products  ${secs} s`;
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', short: 'n', default: '0' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0) throw new Error('--products must be a whole number');
  const env = loadEnv({ ...process.env, SEED_DEMO: 'true' });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { storage, close } = createStorage(env);
  try {
    const started = Date.now();
    const seeded = await seedIfEmpty({ db: database.db, env, log: consoleLog, storage });
    console.error(
      seeded ? `Demo seeded in ${Date.now() - started} ms.` : 'Database already has users: demo seed skipped.',
    );
    if (count === 0) return;
    const pool = await ensureImagePool(createImageStore(storage), looksFor(env.SEED_PRODUCT_COUNT));
    const bulkStart = Date.now();
    await addBulkProducts(database.db, {
      count,
      pool,
      rng: createRng(Date.now()),
      onProgress: (done) => process.stderr.write(bar(done, count, bulkStart)),
    });
    process.stderr.write(`\nAdded ${count} products in ${((Date.now() - bulkStart) / 1000).toFixed(1)} s.\n`);
  } finally {
    close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
