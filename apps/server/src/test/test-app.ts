import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../app-context.ts';
import { type Env, loadEnv } from '../config/env.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import type { Storage } from '../lib/storage/storage.ts';
import type { Modules } from '../modules/index.ts';
import { modulesOf } from '../modules/register-modules.ts';
import { createTestDatabase } from './test-db.ts';

/** `modules`: the app's own services, for a test that drives one directly (an invoice, a render). */
export type TestApp = {
  app: App;
  database: Database;
  env: Env;
  modules: Modules;
  /** The app's storage (DATA_DIR, or the bucket when the overrides name one). */
  storage: Storage;
  close: () => Promise<void>;
};

/**
 * The test app of one file: created before its tests (before the file's own set-up) and closed
 * after them. Read its fields inside hooks and tests, not at import time.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const current = {} as TestApp;
  beforeAll(async () => {
    Object.assign(current, await createTestApp(...args));
  });
  afterAll(() => current.close());
  return current;
}

/**
 * The real application on a fresh database and its own data folder; mails go to its outbox folder.
 * `beforeReady` may add hooks, which Fastify accepts only before the app is ready; `sqlLogger` sees
 * every SQL statement. `sameDatabaseAs` (PostgreSQL) makes a second instance of the shop: its own pool
 * and data folder on the first app's database, as two servers behind a load balancer are.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  beforeReady?: (app: App) => void,
  opts: { sqlLogger?: Logger; database?: Database; sameDatabaseAs?: Database } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Injected requests carry `Host: localhost:80` whatever PUBLIC_URL a test names; the redirect to
    // PUBLIC_URL's host has its own tests (plugins/public-host.test.ts).
    PUBLIC_HOST_REDIRECT: 'false',
    ...overrides,
  });
  // A second app on another app's database (`opts.database`) is a second instance sharing its
  // connection: that one closes it. `opts.sameDatabaseAs` opens a pool of its own to the same
  // PostgreSQL database, as another process would.
  const shared = opts.sameDatabaseAs?.url;
  const database =
    opts.database ??
    (shared ? await openPostgres(shared, 5, opts.sqlLogger) : await createTestDatabase(opts.sqlLogger));
  const storage = createStorage(env);
  const app = await buildApp({ env, database, logger: false, storage: storage.storage });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    modules: modulesOf(app),
    storage: storage.storage,
    close: async () => {
      await app.close();
      storage.close();
      if (!opts.database) await database.close();
    },
  };
}

/** The .eml files written to the outbox folder, oldest first. */
export function readOutbox(env: Env): string[] {
  const dir = path.join(env.DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
}
