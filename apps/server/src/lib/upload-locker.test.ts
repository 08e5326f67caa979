import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { createPgAdvisoryLocker } from './upload-locker.ts';

// Advisory locks are PostgreSQL's; the embedded database is one process and keeps tus's memory lock.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the upload lock in PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const pool = () => (database.db as unknown as { $client: pg.Pool }).$client;
  const heldLocks = async () =>
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows[0].n;
  const noRelease = async () => {};

  it('keeps an upload to one holder across instances, and hands it over on unlock', async () => {
    // Two instances: each its own locker, each lock on its own connection.
    const [one, two] = [createPgAdvisoryLocker(pool()), createPgAdvisoryLocker(pool())];
    const first = one.newLock('0123456789abcdef0123456789abcdef');
    await first.lock(new AbortController().signal, noRelease);
    expect(await heldLocks()).toBe(1);

    const waiting = new AbortController();
    const second = two.newLock('0123456789abcdef0123456789abcdef');
    const attempt = second.lock(waiting.signal, noRelease);
    // Another upload is not held up by this one.
    const other = two.newLock('ffffffffffffffffffffffffffffffff');
    await other.lock(new AbortController().signal, noRelease);
    await other.unlock();
    waiting.abort();
    await expect(attempt).rejects.toMatchObject({ status_code: 500, body: expect.stringMatching(/lock/i) });

    await first.unlock();
    await second.lock(new AbortController().signal, noRelease);
    expect(await heldLocks()).toBe(1);
    await second.unlock();
    expect(await heldLocks()).toBe(0);
  });
});
