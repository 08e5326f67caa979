import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { createStorage } from './lib/storage/create-storage.ts';

/** Start: config → database → migrate → seed if empty → app → listen. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { storage, close: closeStorage } = createStorage(env);
  const app = await buildApp({ env, database, storage });
  // The generated admin password goes to the terminal as a framed block, not into a JSON log line.
  const announce = (text: string) => void process.stdout.write(text);
  if (env.SEED_DEMO === 'true') await seedIfEmpty({ db: database.db, env, log: app.log, storage, announce });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    closeStorage();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`${env.STORE_NAME} is open at ${env.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
