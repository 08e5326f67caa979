import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { openDatabase } from './client.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nidra-db-'));

describe('the embedded database', () => {
  it('refuses a second opener while the first holds it, and opens again once it is closed', async () => {
    const dir = dataDir();
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/);
    await first.close();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    // Opens and migrates a fresh on-disk database twice: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('keeps a buffer pool of 32 MB, in memory that never shrinks', async () => {
    const database = await openDatabase({ dataDir: dataDir() });
    const { rows } = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    await database.close();
    expect(rows[0].shared_buffers).toBe('32MB');
  }, 120_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = dataDir();
    // Above Linux's largest process id, so no process has it.
    writeFileSync(path.join(dir, 'db.lock'), '4194305');
    const db = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await db.close();
  });
});

// PostgreSQL only: the PostgreSQL pass of the server suite (TEST_DATABASE_URL) runs it.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server that closes our idle connections', () => {
  it('keeps the process alive and answers the next query on a new connection', async () => {
    const database = await createTestDatabase();
    const backend = async () =>
      (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0].pid;
    const before = await backend();
    const warned = new Promise<string>((resolve) =>
      process.on('warning', (w) => w.message.includes('idle database connection') && resolve(w.message)),
    );
    // What a restart or a failover does to the pool's idle connection.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [before]);
    await admin.end();
    expect(await warned).toMatch(/terminating connection/);
    expect(await backend()).not.toBe(before);
    await database.close();
  });
});
