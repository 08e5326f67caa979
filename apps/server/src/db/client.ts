import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: both drivers share this query API
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository method takes the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (absent for PGlite): what a connection of its own (LISTEN) opens. */
  url?: string;
  close: () => Promise<void>;
};

/** Extensions the migrations create (search's typo tolerance, ADR 0013); every PGlite opens with them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's own start parameters, with 32 MB of shared buffers instead of PostgreSQL's 128 MB: the buffer
 * pool lives in PGlite's WebAssembly memory, which never shrinks, and the server opened the demo
 * database ~100 MB larger with it (RSS 317–341 → 231–240 MB). Search latency on 10 000 products did not
 * move (p50 11.3 → 10.6 ms); pages not in the pool come from the operating system's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir/db`, and migrates. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** Sees every SQL statement (the checkout benchmark counts them). */
  logger?: Logger;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize, opts.logger);
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const releaseLock = takeLock(path.join(opts.dataDir, 'db.lock'));
  try {
    const client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
    await client.waitReady;
    const { db } = wrapPglite(client, opts.logger);
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

export async function openPostgres(url: string, poolSize = 20, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // PostgreSQL closing an idle connection (a restart, a failover, pg_terminate_backend) is reported
  // here; the pool drops that connection and opens a new one when needed. Unheard, it ends the process.
  pool.on('error', (err) => process.emitWarning(`an idle database connection was closed: ${err.message}`));
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  await migrateOnce(url, db);
  return { db, kind: 'postgres', url, close: () => pool.end() };
}

/** The session lock instances take around migrating (the seed takes its own, 7411, in its transaction). */
export const MIGRATION_LOCK = 7410;

/**
 * Instances starting together on one database migrate one after another: the first applies the
 * migrations, the others find them applied. The lock is a session lock on a connection of its own,
 * held while drizzle migrates through the pool; it goes with the connection (ended here, or the process dying).
 */
async function migrateOnce(url: string, db: Db): Promise<void> {
  // Not from the pool: a pool of one connection would wait on itself.
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Wraps an already open PGlite (tests load a migrated snapshot). */
export function wrapPglite(client: PGlite, logger?: Logger): Database {
  if (logger) logTransactions(client, logger);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * drizzle's PGlite driver runs transactions through PGlite's own `transaction()`, whose begin and
 * commit no logger sees (node-postgres sends them as statements, and drizzle logs them): logged here,
 * so a statement count is the same on both databases.
 */
function logTransactions(client: PGlite, logger: Logger) {
  const transaction = client.transaction.bind(client);
  client.transaction = async (fn) => {
    logger.logQuery('begin', []);
    try {
      const result = await transaction(fn);
      logger.logQuery('commit', []);
      return result;
    } catch (err) {
      logger.logQuery('rollback', []);
      throw err;
    }
  };
}

/** PGlite does not lock its directory: a second process must refuse to open it. */
function takeLock(file: string): () => void {
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && isAlive(pid))
      throw new Error(
        `The embedded database is in use by process ${pid} (${file}). Stop it first, or set DATABASE_URL.`,
      );
    unlinkSync(file);
  }
  const fd = openSync(file, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/** Whether a process with this id runs (this one included: a second open here is refused too). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
