import { Server } from 'node:net';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { createStorage } from './lib/storage/create-storage.ts';

/**
 * How long a stopping instance keeps answering connections it had accepted before closing its listener:
 * a request may still be on its way over one (Node's own close would drop such a connection as idle,
 * and the balancer, which retries only refused connections, would see it reset).
 */
const ACCEPTED_GRACE_MS = 1000;
/** The longest a graceful stop waits for requests and jobs under way before closing their connections. */
const DRAIN_LIMIT_MS = 25_000;

/** Start: config → database → migrate → seed if empty → app → listen → ready. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { storage, close: closeStorage } = createStorage(env);
  const app = await buildApp({ env, database, storage });
  // The generated admin password goes to the terminal as a framed block, not into a JSON log line.
  const announce = (text: string) => void process.stdout.write(text);
  if (env.SEED_DEMO === 'true') await seedIfEmpty({ db: database.db, env, log: app.log, storage, announce });
  let stopping = false;
  /**
   * Graceful stop: /readyz answers 503 at once, the listener closes (new connections go to other
   * instances), requests and jobs under way finish, idle keep-alive connections close, then the pools.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.startDraining();
    app.log.info(`${signal} received: draining, then closing`);
    // Stop listening now (new connections are refused, so the balancer sends them elsewhere) but let
    // connections already accepted deliver their request before idle ones are closed.
    Server.prototype.close.call(app.server);
    await new Promise((r) => setTimeout(r, ACCEPTED_GRACE_MS));
    const force = setTimeout(() => {
      app.log.error(`still busy ${DRAIN_LIMIT_MS / 1000} s after ${signal}: closing every connection`);
      app.server.closeAllConnections();
    }, DRAIN_LIMIT_MS);
    try {
      await app.close();
      await database.close();
      closeStorage();
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
    clearTimeout(force);
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.lifecycle.markReady();
  app.log.info(`${env.STORE_NAME} is open at ${env.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
