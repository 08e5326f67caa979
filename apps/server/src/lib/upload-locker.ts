import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

const POLL_MS = 50;
const TIMEOUT_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * tus's upload lock held in PostgreSQL, so two instances never write one upload at once: a session
 * advisory lock on a hash of the upload id, tried every 50 ms for at most 30 s, held on its own pooled
 * connection until unlock (or until that connection dies with its instance). A request of this instance
 * that holds the lock is asked to let go when another wants it, as tus's in-memory lock does.
 */
export function createPgAdvisoryLocker(pool: pg.Pool): Locker {
  const holders = new Map<string, RequestRelease>();
  return {
    newLock(id: string): Lock {
      let held: pg.PoolClient | undefined;
      const key = `tus-upload:${id}`;
      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + TIMEOUT_MS;
          while (!signal.aborted && Date.now() < deadline) {
            const client = await pool.connect();
            const { rows } = await client
              .query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [key])
              .catch((err: Error) => {
                client.release(err);
                throw err;
              });
            if (rows[0]?.ok) {
              held = client;
              holders.set(id, requestRelease);
              return;
            }
            client.release();
            await holders.get(id)?.();
            await pause(POLL_MS, signal);
          }
          throw ERRORS.ERR_LOCK_TIMEOUT;
        },
        async unlock() {
          const client = held;
          held = undefined;
          if (!client) return;
          holders.delete(id);
          try {
            await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
            client.release();
          } catch (err) {
            // A connection that cannot unlock is dropped: closing the session releases its locks.
            client.release(err as Error);
          }
        },
      };
    },
  };
}

/** The lock for resumable uploads: PostgreSQL's advisory locks, or in memory for the embedded database (one process). */
export function createUploadLocker(database: Pick<Database, 'db' | 'kind'>): Locker {
  if (database.kind === 'pglite') return new MemoryLocker();
  return createPgAdvisoryLocker((database.db as unknown as { $client: pg.Pool }).$client);
}
