import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import { withDatabase } from '../test/global-setup.ts';
import { migrationsFolder, openPostgres } from './client.ts';
import { seedIfEmpty } from './seed/seed.ts';

const url = process.env.TEST_DATABASE_URL;
const name = `nidra_t_empty_${process.pid}_${randomBytes(3).toString('hex')}`;
const silent = { info() {}, warn() {}, error() {} } as never;

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** Two instances starting at the same moment on one empty PostgreSQL database (PostgreSQL only). */
describe.skipIf(!url)('instances starting together on an empty database', () => {
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('migrate once and seed once', async () => {
    await admin((c) => c.query(`create database ${name}`));
    const dbUrl = withDatabase(url!, name);
    const [a, b] = await Promise.all([openPostgres(dbUrl, 4), openPostgres(dbUrl, 4)]);
    try {
      const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied.rows[0].n).toBe(readMigrationFiles({ migrationsFolder }).length);
      const instance = () => {
        const env = loadEnv({
          NODE_ENV: 'test',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nidra-start-')),
          JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
          SEED_PRODUCT_COUNT: '6',
        });
        return { env, storage: createStorage(env).storage };
      };
      const seeded = await Promise.all([
        seedIfEmpty({ db: a.db, ...instance(), log: silent }),
        seedIfEmpty({ db: b.db, ...instance(), log: silent }),
      ]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const counts = await a.db.execute(
        sql`select (select count(*)::int from users) as users, (select count(*)::int from products) as products`,
      );
      expect(counts.rows[0]).toEqual({ users: 1, products: 6 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
